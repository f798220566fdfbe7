import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import type { AppContext } from '../context';
import { AppError } from '../http/envelope';
import { auditedByCall } from './audit-log.calls';
import { actorOf, recordAudit, type AuditEntry } from './audit-log.service';

/** Writes an entry that follows a refusal: a failure to record is logged, never put in place of the answer. */
const recordAfter = (ctx: AppContext, entry: AuditEntry) =>
  recordAudit(ctx.db.kysely, entry).catch((err: unknown) => ctx.log('audit entry could not be written', err));

/**
 * Wraps a sign-in: success, failure (wrong name or password, disabled account, a refused company sign-on) and
 * lockout (the 429 of the throttle) are recorded with the name typed (or claimed: read once the sign-in ended),
 * never the password.
 */
export async function auditSignIn<T extends { user: { id: string; username: string; role: string } }>(
  ctx: AppContext,
  req: Request,
  name: string | (() => string),
  signIn: Promise<T>,
): Promise<T> {
  try {
    const out = await signIn;
    await recordAfter(ctx, { actor: actorOf(req, out.user), action: 'signIn', target: out.user.username, outcome: 'success' });
    return out;
  } catch (err) {
    const username = typeof name === 'function' ? name() : name;
    const locked = err instanceof AppError && err.httpStatus === 429;
    await recordAfter(ctx, {
      actor: actorOf(req, { username }),
      action: locked ? 'lockout' : 'signIn',
      target: username,
      outcome: locked ? 'denied' : 'failure',
    });
    throw err;
  }
}

/** Records every refused (403) call, whoever refused it (menu guard, route access, role checks). */
export function auditRefusals(ctx: AppContext): ErrorRequestHandler {
  return (err, req, _res, next) => {
    if (!(err instanceof AppError) || err.httpStatus !== 403) return next(err);
    // The path without its query: a query string may carry a token.
    const target = `${req.method} ${req.originalUrl.split('?')[0]}`;
    void recordAfter(ctx, { actor: actorOf(req), action: 'forbidden', target, outcome: 'denied' }).then(() => next(err));
  };
}

/**
 * Records every file download of the main API (the reports' xlsx exports) once it has been sent; the schema's
 * own exports are recorded by their call already. The target is the call's path, never what the file holds.
 */
export function auditDownloads(ctx: AppContext): RequestHandler {
  return (req, res, next) => {
    res.on('finish', () => {
      const disposition = String(res.getHeader('Content-Disposition') ?? '');
      if (res.statusCode !== 200 || !disposition.startsWith('attachment') || auditedByCall(req)) return;
      const target = `${req.method} ${req.originalUrl.split('?')[0]}`;
      void recordAfter(ctx, { actor: actorOf(req), action: 'export', target, outcome: 'success' });
    });
    next();
  };
}

/**
 * Records every call made with an API token once it is answered (action `apiCall`, the call's path, success
 * below 400). A refusal (403) is recorded by `auditRefusals`, under the token too; a change it made has its
 * own entry as well.
 */
export function auditApiTokenCalls(ctx: AppContext): RequestHandler {
  return (req, res, next) => {
    if (!req.user?.apiToken) return next();
    const actor = actorOf(req);
    res.on('finish', () => {
      if (res.statusCode === 403) return;
      const target = `${req.method} ${req.originalUrl.split('?')[0]}`;
      void recordAfter(ctx, { actor, action: 'apiCall', target, outcome: res.statusCode < 400 ? 'success' : 'failure' });
    });
    next();
  };
}
