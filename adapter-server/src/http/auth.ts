import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppContext } from '../context';
import { authenticate, GUEST, mayOpen, type StaffUser } from '../sso/sso.service';
import { forbidden, unauthorized } from './envelope';
import { accessOf } from './route-access';

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in staff user, set by `staffAuth`. */
    user?: StaffUser;
  }
}

export const TOKEN_COOKIE = 'ccim_token';

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return undefined;
}

export function bearerOf(req: Request): string | undefined {
  const h = req.headers.authorization;
  if (h && /^Bearer\s+/i.test(h)) return h.replace(/^Bearer\s+/i, '').trim() || undefined;
  return undefined;
}

/** Staff identity from the bearer header or, failing that, the sign-on cookie. */
export function staffAuth(ctx: AppContext): RequestHandler {
  return (req, _res, next) => {
    const token = bearerOf(req) ?? readCookie(req.headers.cookie, TOKEN_COOKIE);
    if (!token) {
      if (ctx.config.authDisabled) {
        req.user = GUEST;
        return next();
      }
      return next(unauthorized());
    }
    authenticate(ctx.db.kysely, ctx.tokens, token).then((user) => {
      if (!user) return next(unauthorized());
      req.user = user;
      next();
    }, next);
  };
}

/**
 * Grants a main-API call by the caller's menu: the first path segment names the controller, and the
 * controller is allowed when one of its routes is in the menu. An unknown controller falls through (404).
 */
export function menuGuard(req: Request, _res: Response, next: NextFunction): void {
  const controller = req.path.split('/')[1] ?? '';
  const routes = accessOf(controller);
  if (!routes) return next();
  if (routes === 'staff' || (req.user && mayOpen(req.user, routes))) return next();
  next(forbidden());
}

export function requireRole(...roles: StaffUser['role'][]): RequestHandler {
  return (req, _res, next) => next(req.user && roles.includes(req.user.role) ? undefined : forbidden());
}
