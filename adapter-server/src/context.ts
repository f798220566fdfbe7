import type { Config } from './config';
import type { Db } from './db/dialect';
import type { DomainEvents } from './realtime/domain-events';
import type { TokenService } from './sso/tokens';

/** What every route and handler may use; built once by `createApp`. */
export interface AppContext {
  config: Config;
  db: Db;
  tokens: TokenService;
  events: DomainEvents;
  log: (msg: string, err?: unknown) => void;
}
