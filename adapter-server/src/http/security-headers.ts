import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { isVisitorPath } from '../../../src/common/channels';
import type { Config } from '../config';

/** The `ws(s)://` twin of an http(s) origin: CSP's 'self' covers our own socket, not another host's. */
const wsOf = (origin: string) => origin.replace(/^http/, 'ws');

/**
 * Helmet on every response. The policy allows no inline script anywhere: the built pages load their bundles
 * from /assets and the sign-in page its script from /sso/login.js. Styles need 'unsafe-inline' because
 * MUI (emotion) and react-virtuoso inject <style> elements at run time; script, object, base and form targets
 * stay closed. Images may come from https: because sanitized rich text (robot answers, notices) links them.
 * Framing: the back office by nobody but itself for its own guide (`frame-ancestors 'none'`, plus
 * X-Frame-Options DENY for old browsers); the visitor pages by the sites in VISITOR_FRAME_ANCESTORS, since
 * the channels embed them.
 */
export function securityHeaders(config: Config): RequestHandler {
  const hosts = [config.hosts.apiHost, config.hosts.socketHost].filter(Boolean);
  const connect = ["'self'", ...hosts, ...hosts.map(wsOf)];
  const visitorAncestors = config.visitorFrameAncestors.includes('*') ? ['*'] : ["'self'", ...config.visitorFrameAncestors];
  const build = (frameAncestors: string[], frameguard: false | { action: 'deny' | 'sameorigin' }) =>
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: connect,
          // Menu items may embed an external page (`/iframes?code=`) whose address an administrator sets.
          frameSrc: ["'self'", 'https:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors,
          ...(config.production ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: config.production ? { maxAge: 180 * 24 * 3600, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: frameguard,
    });
  const backOffice = build(["'none'"], { action: 'deny' });
  const guide = build(["'self'"], { action: 'sameorigin' });
  const visitor = build(visitorAncestors, false);
  return (req, res, next) => {
    if (isVisitorPath(req.path)) return visitor(req, res, next);
    if (req.path.startsWith('/guide/')) return guide(req, res, next);
    return backOffice(req, res, next);
  };
}
