import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, type Envelope } from './envelope';
import { langOf, localizeEnvelope } from './i18n';

/** JSON 404 under the API bases. */
export const apiNotFound: RequestHandler = (req, res) => {
  const body: Envelope = { status: -1, msg: `No such call: ${req.method} ${req.originalUrl.split('?')[0]}`, data: null };
  localizeEnvelope(body, langOf(req));
  res.status(404).json(body);
};

interface BodyParserError extends Error {
  type?: string;
  status?: number;
  limit?: number;
}

export const DATABASE_UNAVAILABLE = 'The service is briefly unavailable (database). Please try again in a moment.';

/** Turns every error into the envelope; never sends a stack trace. */
export function errorHandler(log: (err: unknown, req: Request) => void): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) return next(err);
    let status = 500;
    let body: Envelope = { status: -1, msg: 'Application error', data: null };
    if (err instanceof AppError) {
      status = err.httpStatus;
      body = { status: err.envelopeStatus, msg: err.message, data: err.data };
      const wait = (err.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
      if (typeof wait === 'number') res.set('Retry-After', String(wait));
    } else {
      const e = err as BodyParserError;
      if (e.type === 'entity.parse.failed') {
        status = 400;
        body = { status: -1, msg: 'The request body is not valid JSON', data: { errors: [] } };
      } else if (e.type === 'entity.too.large') {
        status = 413;
        body = { status: -1, msg: `The request body is too large (limit ${e.limit ?? ''} bytes)`, data: null };
      } else if (e.type === 'charset.unsupported' || e.type === 'encoding.unsupported') {
        status = 415;
        body = { status: -1, msg: 'Unsupported request encoding', data: null };
      } else if (isDatabaseUnavailable(err)) {
        // Nothing was done (the transaction never committed): the caller may simply try again.
        status = 503;
        body = { status: -1, msg: DATABASE_UNAVAILABLE, data: null };
        res.set('Retry-After', '5');
      } else if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
        status = e.status;
        body = { status: -1, msg: e.message || 'Bad request', data: null };
      } else {
        log(err, req);
      }
    }
    localizeEnvelope(body, langOf(req));
    res.status(status).json(body);
  };
}
