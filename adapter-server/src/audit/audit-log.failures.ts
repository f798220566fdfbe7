import type { ErrorRequestHandler, Request } from 'express';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { AppContext } from '../context';
import { AppError } from '../http/envelope';
import { auditedAsChange } from './audit-log.calls';
import { actorOf, recordAudit, type AuditEntry } from './audit-log.service';

/** Entries of rejected requests (400, 401) one address may leave in a minute; past them, one summary entry. */
export const REJECTIONS_PER_MINUTE = 20;

/** 400 for a request the server could not accept (validation, bad JSON), 401 for a missing or bad token; else null. */
function rejectionOf(err: unknown): 'invalid' | 'unauthorized' | null {
  // Express's body parser marks its errors (bad JSON, a wrong charset) with a type and a status.
  const parser = err as { status?: unknown; type?: unknown } | null;
  const status = err instanceof AppError ? err.httpStatus : typeof parser?.type === 'string' ? parser.status : undefined;
  return status === 400 ? 'invalid' : status === 401 ? 'unauthorized' : null;
}

/** A wrong password has its own entry (`auditSignIn`), and a management change's failure its own (`auditCall`). */
const recordedElsewhere = (req: Request) => (req.method === 'POST' && req.originalUrl.split('?')[0] === '/sso/api/login') || auditedAsChange(req);

/**
 * Records every rejected request (400 invalid, 401 unauthorized) with the caller, the address and the call's
 * method and path: never its query (it may carry a token) or its body. A flood cannot fill the log: past
 * REJECTIONS_PER_MINUTE from one address in a minute (counted in Redis when REDIS_URL is set), one
 * `rejectionsSuppressed` entry says the rest of that minute goes unrecorded.
 */
export function auditRejections(ctx: AppContext): ErrorRequestHandler {
  const perAddress = ctx.limits.limiter({ keyPrefix: 'ccim-audit-rejections', points: REJECTIONS_PER_MINUTE, duration: 60 });
  const entryFor = async (req: Request, action: 'invalid' | 'unauthorized'): Promise<AuditEntry | null> => {
    const actor = actorOf(req);
    const target = `${req.method} ${req.originalUrl.split('?')[0]}`;
    try {
      await perAddress.consume(actor.address);
      return { actor, action, target, outcome: action === 'invalid' ? 'failure' : 'denied' };
    } catch (res) {
      if (!(res instanceof RateLimiterRes)) throw res;
      // The first one past the limit is the summary; the others of the minute leave nothing.
      return res.consumedPoints === REJECTIONS_PER_MINUTE + 1 ? { actor, action: 'rejectionsSuppressed', target: `more than ${REJECTIONS_PER_MINUTE} rejected requests in a minute`, outcome: 'denied' } : null;
    }
  };
  return (err, req, _res, next) => {
    const action = rejectionOf(err);
    if (!action || recordedElsewhere(req)) return next(err);
    void entryFor(req, action)
      .then((entry) => entry && recordAudit(ctx.db.kysely, entry))
      .catch((e: unknown) => ctx.log('audit entry could not be written', e))
      .then(() => next(err));
  };
}
