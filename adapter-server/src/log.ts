import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import pretty from 'pino-pretty';
import type { Config } from './config';

export type { Logger };

/**
 * The server's log: JSON lines (pino) in production, for a collector to parse; readable lines elsewhere. Never a
 * token, a password or a message body: requests are logged by method, path (no query string), status and time,
 * with the request id and the caller's id; errors by their message and stack.
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'logFormat'>, destination?: NodeJS.WritableStream): Logger {
  const options = { level: config.logLevel, base: { service: 'ccim' }, redact: { paths: ['*.authorization', '*.cookie', '*.password', '*.token', '*.visitorToken'], censor: '[redacted]' } };
  if (config.logFormat === 'json') return destination ? pino(options, destination) : pino(options);
  return pino(options, pretty({ sync: true, colorize: false, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,service', ...(destination ? { destination } : {}) }));
}

/** The old call shape (`ctx.log(msg, err)`), on the logger: an error when something failed. */
export const logFunction =
  (logger: Logger) =>
  (msg: string, err?: unknown): void => {
    if (err === undefined) logger.info(msg);
    else logger.error({ err }, msg);
  };

/** A request id a proxy may have given (HAProxy's unique-id, a load balancer's): kept when it looks like one. */
const GIVEN_ID = /^[\w.:-]{8,128}$/;

export function requestIdOf(headers: IncomingMessage['headers']): string {
  const given = headers['x-request-id'];
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
}

interface Caller {
  user?: { id: string };
  visitorId?: string;
}

/** One line per request, with its id (also answered as `X-Request-Id`) on it and on every line `req.log` writes. */
export const requestLog = (logger: Logger) =>
  pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = requestIdOf(req.headers);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // The probes every few seconds would drown the rest.
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    customProps: (req) => {
      const c = req as IncomingMessage & Caller;
      return { userId: c.user?.id, visitorId: c.visitorId };
    },
    serializers: {
      req: (req: { id: string; method: string; url: string; remoteAddress?: string }) => ({ id: req.id, method: req.method, path: req.url.split('?')[0], remoteAddress: req.remoteAddress }),
      res: (res: ServerResponse | { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
