import type { Config } from './config';
import type { Db } from './db/dialect';
import type { DomainEvents } from './events/domain-events';
import type { RateLimits } from './http/rate-limits';
import type { Logger } from './log';
import type { Metrics } from './metrics/metrics';
import type { TokenService } from './sso/tokens';

/** What every route and handler may use; built once by `createApp`. */
export interface AppContext {
  config: Config;
  db: Db;
  tokens: TokenService;
  events: DomainEvents;
  /** The counters of every limit (sign-in, uploads, floods), shared across instances through Redis. */
  limits: RateLimits;
  log: (msg: string, err?: unknown) => void;
  /** The structured log (`log` writes into it); socket handlers take a child bound to their connection. */
  logger: Logger;
  /** The instance's Prometheus metrics (served at `/metrics` when METRICS_TOKEN is set). */
  metrics: Metrics;
}
