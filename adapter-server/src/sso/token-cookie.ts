import type { Request, Response } from 'express';
import type { Config } from '../config';
import { readCookie } from '../http/cookies';

/** The sign-on cookie over plain HTTP (development) and, once secure, with the `__Host-` prefix. */
export const TOKEN_COOKIE = 'ccim_token';
export const SECURE_TOKEN_COOKIE = `__Host-${TOKEN_COOKIE}`;

/**
 * Secure in production (NODE_ENV=production) and on any request that arrived over HTTPS, which behind a proxy
 * Express knows only when TRUST_PROXY names it. A secure cookie takes the `__Host-` prefix, so the browser keeps
 * it only when it is Secure, host-only and for path `/`: no subdomain can plant or shadow it.
 */
export const isSecure = (req: Request, config: Config) => config.production || req.secure;

export function setTokenCookie(req: Request, res: Response, config: Config, token: string, expiresAt: number): void {
  const secure = isSecure(req, config);
  res.cookie(secure ? SECURE_TOKEN_COOKIE : TOKEN_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, expires: new Date(expiresAt), path: '/' });
}

export function clearTokenCookies(req: Request, res: Response, config: Config): void {
  if (isSecure(req, config)) res.clearCookie(SECURE_TOKEN_COOKIE, { path: '/', secure: true, httpOnly: true, sameSite: 'lax' });
  res.clearCookie(TOKEN_COOKIE, { path: '/' });
}

/** The token from the cookie; in production only the prefixed one counts (a plain one may have been planted). */
export function tokenFromCookie(req: Request, config: Config): string | undefined {
  const prefixed = readCookie(req.headers.cookie, SECURE_TOKEN_COOKIE);
  if (prefixed || config.production) return prefixed;
  return readCookie(req.headers.cookie, TOKEN_COOKIE);
}
