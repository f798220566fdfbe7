import { route, type RouteSpec } from './routes';
import { sql } from 'kysely';
import type { DB } from '../db/database';

export interface Readiness {
  db: DB;
  /** Null without REDIS_URL. Read on each call: the gateway is built after the routes. */
  pingRedis(): (() => Promise<void>) | null;
  writerQueue(): number;
  /** The instance is stopping for a restart (`realtime/drain.ts`): not ready, whatever its dependencies say. */
  draining(): boolean;
}

/** How long a dependency may take to answer before the instance counts as not ready. */
const PROBE_TIMEOUT_MS = 2000;

const within = <T>(p: Promise<T>): Promise<T> =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), PROBE_TIMEOUT_MS).unref())]);

const probe = (fn: () => Promise<unknown>): Promise<'up' | 'down'> =>
  within(fn()).then(
    () => 'up' as const,
    () => 'down' as const,
  );

/**
 * `/healthz`: the process is alive and serving (a balancer's liveness check; it touches nothing else).
 * `/readyz`: this instance can do its work now: the database answers and, when configured, Redis does. 503
 * otherwise, so a balancer sends traffic elsewhere while the database is out of reach, and 503 while the instance
 * drains for a restart (its clients are moving to other instances). Both carry the envelope.
 */
export function healthRoutes(r: Readiness): RouteSpec[] {
  const router: RouteSpec[] = [];
  router.push(route({ method: 'get', path: '/healthz', handler: (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 0, msg: 'ok', data: { uptimeSeconds: Math.round(process.uptime()) } });
  } }));
  router.push(route({ method: 'get', path: '/readyz', handler: async (_req, res) => {
    if (r.draining()) {
      res.set('Cache-Control', 'no-store').status(503).json({ status: -1, msg: 'Not ready: draining for a restart', data: { draining: true, writerQueue: r.writerQueue() } });
      return;
    }
    const ping = r.pingRedis();
    const [database, redis] = await Promise.all([probe(() => sql`select 1`.execute(r.db)), ping ? probe(ping) : Promise.resolve('off' as const)]);
    const data = { database, redis, writerQueue: r.writerQueue(), draining: false };
    const down = [database === 'down' && 'database', redis === 'down' && 'Redis'].filter(Boolean);
    res.set('Cache-Control', 'no-store');
    if (down.length) res.status(503).json({ status: -1, msg: `Not ready: ${down.join(' and ')} out of reach`, data });
    else res.json({ status: 0, msg: 'ready', data });
  } }));
  return router;
}
