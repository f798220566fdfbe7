import express, { type RequestHandler } from 'express';
import type { AppContext } from '../../context';
import { bearerOf } from '../../sso/staff-auth';
import { forbidden, notFound, unauthorized } from '../../http/envelope';
import { authenticate } from '../../sso/staff-session';
import { tokenFromCookie } from '../../sso/token-cookie';
import type { VisitorTokens } from '../conversations/visitor-identity';
import { visitorTokenOf } from '../conversations/visitor-identity';
import { imageTicketsOf } from './image-ticket';
import { visitorHasImage } from './upload.repository';
import { UPLOAD_URL_PREFIX, UPLOAD_NAME_RE } from './uploads';

/**
 * Who may download `/uploads/<name>`: any signed-in staff user (bearer header or the sign-on cookie, which
 * the back office's <img> requests carry), and a visitor only for images sent in one of their own sessions,
 * known by a signed image ticket (`?ticket=`), their token header or their cookie. Nobody else, so an
 * address copied out of a chat opens nothing without a sign-in.
 */
function mayView(ctx: AppContext, visitorTokens: VisitorTokens): RequestHandler {
  const db = ctx.db.kysely;
  return (req, _res, next) => {
    const name = req.path.slice(1);
    if (!UPLOAD_NAME_RE.test(name)) return next(notFound());
    const check = async () => {
      const staffToken = bearerOf(req) ?? tokenFromCookie(req, ctx.config);
      if (staffToken && (await authenticate(db, ctx.tokens, staffToken, ctx.config.sessionIdleMs))) return;
      if (!staffToken && ctx.config.authDisabled) return;
      const ticket = typeof req.query.ticket === 'string' ? req.query.ticket : undefined;
      let visitorId = ticket ? (await imageTicketsOf(db)).verify(ticket) : null;
      if (!visitorId) {
        const token = visitorTokenOf(req);
        visitorId = token ? await visitorTokens.verify(token) : null;
      }
      if (!visitorId) throw unauthorized();
      if (!(await visitorHasImage(db, visitorId, UPLOAD_URL_PREFIX + name))) throw forbidden();
    };
    check().then(() => next(), next);
  };
}

/** The `/uploads` mount: the access check, then the file with headers that keep it inert and out of shared caches. */
export function uploadsRoute(ctx: AppContext, visitorTokens: VisitorTokens): RequestHandler[] {
  return [
    mayView(ctx, visitorTokens),
    express.static(ctx.config.uploadDir, {
      fallthrough: false,
      index: false,
      maxAge: '1h',
      setHeaders: (res) => {
        res.setHeader('Cache-Control', 'private, max-age=3600');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      },
    }),
  ];
}
