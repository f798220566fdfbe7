import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { Config } from '../config';
import { forbidden } from './envelope';
import { addTranslations } from './i18n';

const CROSS_SITE = 'Cross-site request refused';
addTranslations({ [CROSS_SITE]: '已拒绝跨站请求' });

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK = /^(::1|127\.|::ffff:127\.)/;

/** Host names this request was addressed to: Host, and X-Forwarded-Host when a proxy on this machine set it. */
function hostsOf(req: IncomingMessage): string[] {
  const hosts = [req.headers.host ?? ''];
  const forwarded = req.headers['x-forwarded-host'];
  // The same rule as Express's `trust proxy: loopback`: only a local proxy may name the public host.
  if (typeof forwarded === 'string' && LOOPBACK.test(req.socket.remoteAddress ?? '')) hosts.push(...forwarded.split(',').map((h) => h.trim()));
  return hosts.filter(Boolean).map((h) => h.toLowerCase());
}

/**
 * Whether a browser page of `origin` may act on this server: our own origin (the page's host is the host the
 * request went to) or one of ALLOWED_ORIGINS. "null" (sandboxed frames, data: pages) is never ours.
 */
export function isAllowedOrigin(origin: string, req: IncomingMessage, config: Pick<Config, 'allowedOrigins'>): boolean {
  if (config.allowedOrigins.includes(origin)) return true;
  let host: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    host = url.host.toLowerCase();
  } catch {
    return false;
  }
  return hostsOf(req).includes(host);
}

/**
 * Socket handshakes (both namespaces, polling and websocket) from a page of another site are refused: a
 * browser always sends Origin on a handshake, so its absence means a non-browser client (a channel's server,
 * a test), which has no ambient cookie to abuse and must still authenticate in `auth`.
 */
export function socketOriginCheck(config: Config) {
  return (req: IncomingMessage, callback: (err: string | null | undefined, success: boolean) => void): void => {
    const origin = req.headers.origin;
    callback(null, origin === undefined || isAllowedOrigin(origin, req, config));
  };
}

/**
 * Writes a browser could be tricked into sending with our cookies (sign-on `ccim_token`, visitor
 * `ccim_visitor`) must come from our own pages. A request carrying `Authorization` or `X-Visitor-Token` is
 * not at risk: another site cannot set those headers without a CORS preflight, which this server never
 * grants. Without Origin, `Sec-Fetch-Site: cross-site` still gives a browser's cross-site request away; a
 * request with neither header is a non-browser client and passes.
 */
export function crossSiteGuard(config: Config): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || req.headers.authorization || req.headers['x-visitor-token']) return next();
    const origin = req.headers.origin;
    const foreign = origin !== undefined ? !isAllowedOrigin(origin, req, config) : req.headers['sec-fetch-site'] === 'cross-site';
    next(foreign ? forbidden(CROSS_SITE) : undefined);
  };
}
