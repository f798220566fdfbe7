import type { Request } from 'express';
import { route, under, type RouteSpec } from '../http/routes';
import type { AppContext } from '../context';
import { auditSignIn } from '../audit/audit-log.http';
import { forbidden, ok } from '../http/envelope';
import { addTranslations } from '../http/i18n';
import { staffAuth } from './staff-auth';
import { bodyValidator, queryValidator } from '../http/validation';
import { appEntryAssets } from '../http/static-files';
import { LOGIN_FILES } from './login-files';
import { loginPage } from './login-page';
import { OidcSignOn } from './oidc';
import { knownDeviceFor, readKnownDevice, rememberDevice } from './known-device';
import { LoginThrottle, TooManySignIns } from './login-throttle';
import { etagOf, login, menuOf, profileOf } from './sso.service';
import { endSession } from './staff-session';
import { clearTokenCookies, setTokenCookie } from './token-cookie';
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

const oidcStartQuery = queryValidator<{ redirect?: string }>({
  type: 'object',
  additionalProperties: false,
  properties: { redirect: { type: 'string', maxLength: 2048 } },
});
/** What the provider sends back (RFC 6749 4.1.2, RFC 9207 `iss`); openid-client checks what they say. */
const oidcCallbackQuery = queryValidator<Record<string, string>>({
  type: 'object',
  additionalProperties: { type: 'string', maxLength: 4096 },
  properties: {
    code: { type: 'string', minLength: 1, maxLength: 4096 },
    state: { type: 'string', minLength: 1, maxLength: 512 },
    iss: { type: 'string', maxLength: 2048 },
    error: { type: 'string', maxLength: 256 },
    error_description: { type: 'string', maxLength: 2048 },
  },
});

const PASSWORD_OFF = 'Sign-in with a password is turned off: use the company sign-on';
addTranslations({ [PASSWORD_OFF]: '已关闭密码登录：请使用企业统一身份认证登录' });

const addressOf = (req: Request) => req.ip ?? req.socket.remoteAddress ?? '';

/** The embedded sign-on server (api-contract.md "Sign-on"): the sign-in page under /sso, the calls under /sso/api. */
export function ssoRoutes(ctx: AppContext): { page: RouteSpec[]; api: RouteSpec[] } {
  const throttle = new LoginThrottle(ctx.limits, { maxFailures: ctx.config.loginMaxFailures, windowMs: ctx.config.loginWindowMs });
  const page: RouteSpec[] = [];
  const oidc = ctx.config.oidc ? new OidcSignOn(ctx, ctx.config.oidc) : null;
  page.push(route({ method: 'get', path: '/login', handler: (req, res) => {
    res.type('html').set('Cache-Control', 'no-store').send(loginPage(String(req.query.redirect ?? '/'), appEntryAssets(ctx.config.staticDir), { oidc: !!oidc, password: ctx.config.passwordSignIn }));
  } }));
  if (oidc) {
    // The company's sign-on (OIDC_ISSUER …): to the provider and back; sso/oidc.ts.
    page.push(route({ method: 'get', path: '/oidc/start', query: oidcStartQuery, handler: (req, res, { query }) => oidc.start(req, res, query.redirect ?? '/') }));
    // The query is only checked here: the provider's answer is read from the request by the OIDC client.
    page.push(route({ method: 'get', path: '/oidc/callback', query: oidcCallbackQuery, handler: (req, res) => oidc.callback(req, res) }));
  }
  for (const file of Object.values(LOGIN_FILES)) {
    page.push(route({ method: 'get', path: `/${file.hashedName}`, handler: (req, res) => file.send(req, res, true) }));
    page.push(route({ method: 'get', path: `/${file.plainName}`, handler: (req, res) => file.send(req, res, false) }));
  }

  const api: RouteSpec[] = [];
  const staff = staffAuth(ctx);
  api.push(route({ method: 'post', path: '/login', body: loginBody, handler: async (req, res, { body }) => {
    if (!ctx.config.passwordSignIn) throw forbidden(PASSWORD_OFF);
    const device = await readKnownDevice(ctx, req);
    const input = { ...body, address: addressOf(req), knownDevice: knownDeviceFor(device, body.username) };
    const { token, expiresAt } = await auditSignIn(ctx, req, body.username, login(ctx.db.kysely, ctx.tokens, throttle, input)).catch((err) => {
      if (err instanceof TooManySignIns) res.set('Retry-After', String(err.retryAfterSeconds));
      throw err;
    });
    setTokenCookie(req, res, ctx.config, token, expiresAt);
    await rememberDevice(ctx, req, res, device, body.username);
    ok(res, { token, expiresAt });
  } }));

  // Profile: 203 when authorisation is disabled and the caller is the guest; 304 when unchanged.
  api.push(route({ method: 'get', path: '/profile', use: [staff], handler: (req, res) => {
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
  } }));

  api.push(route({ method: 'post', path: '/queryCurrentUserMenu', use: [staff], handler: (req, res) => ok(res, menuOf(req.user!)) }));

  api.push(route({ method: 'post', path: '/logout', use: [staff], handler: async (req, res) => {
    if (req.user) await endSession(ctx.db.kysely, ctx.events, req.user, 'logout');
    clearTokenCookies(req, res, ctx.config);
    ok(res, null);
  } }));

  api.push(...under('/users', usersRoutes(ctx), [staff]));
  return { page, api };
}
