import type { Request, RequestHandler } from 'express';
import type { AppContext } from '../context';
import { authenticateApiToken, isApiToken } from './api-tokens';
import { GUEST, mayOpen, type StaffUser } from './sso.service';
import { authenticate } from './staff-session';
import { tokenFromCookie } from './token-cookie';
import { forbidden, unauthorized } from '../http/envelope';

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in staff user, set by `staffAuth`. */
    user?: StaffUser;
  }
}

export function bearerOf(req: Request): string | undefined {
  const h = req.headers.authorization;
  if (h && /^Bearer\s+/i.test(h)) return h.replace(/^Bearer\s+/i, '').trim() || undefined;
  return undefined;
}

/**
 * Staff identity from the bearer header or, failing that, the sign-on cookie. With `apiTokens` (the staff API
 * only) a bearer `ccim_pat_…` is an API token; everywhere else such a bearer is refused like any bad token.
 */
export function staffAuth(ctx: AppContext, opts: { apiTokens?: boolean } = {}): RequestHandler {
  return (req, _res, next) => {
    const bearer = bearerOf(req);
    if (opts.apiTokens && isApiToken(bearer)) {
      authenticateApiToken(ctx, req, bearer).then((user) => {
        req.user = user;
        next();
      }, next);
      return;
    }
    const token = bearer ?? tokenFromCookie(req, ctx.config);
    if (!token) {
      if (ctx.config.authDisabled) {
        req.user = GUEST;
        return next();
      }
      return next(unauthorized());
    }
    authenticate(ctx.db.kysely, ctx.tokens, token, ctx.config.sessionIdleMs).then((user) => {
      if (!user) return next(unauthorized());
      req.user = user;
      next();
    }, next);
  };
}

/**
 * Who may call a mounted router: any signed-in staff user, or one whose menu holds at least one of these
 * routes. The menu is enforced here, on the server, not only hidden in the browser.
 */
export type Access = 'staff' | readonly string[];

/** The guard the app puts in front of each staff mount of the route table (after `staffAuth`). */
export function allow(access: Access): RequestHandler {
  return (req, _res, next) => next(access === 'staff' || (req.user && mayOpen(req.user, access)) ? undefined : forbidden());
}


/**
 * Whether a page request comes from a browser with a live staff session (its sign-on cookie): the back-office
 * application is sent only then, so the sign-in page never waits behind it. While the database is out of reach
 * the application is sent anyway; its own calls then show what is wrong.
 */
export async function hasStaffSession(ctx: AppContext, req: Request): Promise<boolean> {
  if (ctx.config.authDisabled) return true;
  const token = tokenFromCookie(req, ctx.config);
  if (!token) return false;
  return authenticate(ctx.db.kysely, ctx.tokens, token, ctx.config.sessionIdleMs).then(
    (user) => user !== null,
    () => true,
  );
}
