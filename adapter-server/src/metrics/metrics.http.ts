import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { route, type RouteSpec } from '../http/routes';
import type { Metrics } from './metrics';

/** Paths under these prefixes are API calls: one the router did not match is `unmatched`, never its raw URL. */
const API_PREFIXES = ['/ccim-main/api', '/ccim-robot/api', '/sso/api'];

/**
 * Times every request into `http_request_duration_seconds`. The route label is the declared path the request
 * matched (`/ccim-main/api/agentMgt/list`, `/ccim-robot/api/im/answer`), so ids in URLs never multiply the series;
 * pages and assets are one label.
 */
export function measureRequests(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.once('finish', () => {
      const route = req.route ? `${req.baseUrl}${String(req.route.path)}` : API_PREFIXES.some((p) => req.originalUrl.startsWith(p)) ? 'unmatched' : 'static';
      metrics.httpDuration.observe({ method: req.method, route, status: String(res.statusCode) }, (performance.now() - started) / 1000);
    });
    next();
  };
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** `GET /metrics` in Prometheus text format, for `Authorization: Bearer <METRICS_TOKEN>` only; off (404) when unset. */
export function metricsRoutes(metrics: Metrics, token: string | undefined): RouteSpec[] {
  const router: RouteSpec[] = [];
  const expected = token ? digest(token) : undefined;
  router.push(route({ method: 'get', path: '/', handler: async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (!expected) {
      res.status(404).json({ status: -1, msg: 'Metrics are off: set METRICS_TOKEN to turn them on', data: null });
      return;
    }
    const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) {
      res.status(401).set('WWW-Authenticate', 'Bearer').json({ status: -1, msg: 'A valid metrics token is needed', data: null });
      return;
    }
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  } }));
  return router;
}
