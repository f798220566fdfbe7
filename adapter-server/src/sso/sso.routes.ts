import { Router, type Request } from 'express';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { staffAuth, TOKEN_COOKIE } from '../http/auth';
import { bodyValidator } from '../http/validation';
import { loginPage } from './login-page';
import { etagOf, login, menuOf, profileOf } from './sso.service';
import { revokeSession } from './user.repository';
import { usersRoutes } from './users.routes';

const loginBody = bodyValidator<{ username: string; password: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['username', 'password'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 64 },
    password: { type: 'string', minLength: 1, maxLength: 256 },
  },
});

const addressOf = (req: Request) => req.ip ?? req.socket.remoteAddress ?? '';

/** The embedded sign-on server (API.md "Sign-on"): the sign-in page under /sso, the calls under /sso/api. */
export function ssoRoutes(ctx: AppContext): { page: Router; api: Router } {
  const page = Router();
  page.get('/login', (req, res) => {
    res.type('html').set('Cache-Control', 'no-store').send(loginPage(String(req.query.redirect ?? '/')));
  });

  const api = Router();
  api.post('/login', async (req, res) => {
    const body = loginBody(req.body);
    const { token, expiresAt } = await login(
      ctx.db.kysely,
      ctx.tokens,
      { maxFailures: ctx.config.loginMaxFailures, windowMs: ctx.config.loginWindowMs },
      { ...body, address: addressOf(req) },
    );
    res.cookie(TOKEN_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      expires: new Date(expiresAt),
      path: '/',
    });
    ok(res, { token, expiresAt });
  });

  // Profile: 203 when authorisation is disabled and the caller is the guest; 304 when unchanged.
  api.get('/profile', staffAuth(ctx), (req, res) => {
    const user = req.user!;
    const profile = profileOf(user);
    const etag = etagOf(profile);
    res.set('ETag', etag).set('Cache-Control', 'private, no-cache');
    if (user.guest) {
      res.status(203).json({ status: 0, msg: 'authorisation disabled', data: profile });
      return;
    }
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    ok(res, profile);
  });

  api.post('/queryCurrentUserMenu', staffAuth(ctx), (req, res) => ok(res, menuOf(req.user!)));

  api.post('/logout', staffAuth(ctx), async (req, res) => {
    if (req.user?.sessionId) await revokeSession(ctx.db.kysely, req.user.sessionId, Date.now());
    res.clearCookie(TOKEN_COOKIE, { path: '/' });
    ok(res, null);
  });

  api.use('/users', staffAuth(ctx), usersRoutes(ctx));
  return { page, api };
}
