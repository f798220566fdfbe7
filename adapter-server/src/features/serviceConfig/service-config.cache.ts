import type { Executor } from '../../db/database';
import { SERVICE_CONFIG_DEFAULTS, type ServiceConfig } from './service-config';
import { getServiceConfig } from './service-config.service';

/** How stale the settings a hot path reads may be: a change on the screen (or another instance) lands within this. */
const FRESH_MS = 5000;

/**
 * The settings for paths that run per message: read from memory, and re-read in the background once they are a
 * few seconds old, so no message waits for the database. A failed re-read keeps the last good value.
 */
export class ServiceConfigCache {
  private value: ServiceConfig = SERVICE_CONFIG_DEFAULTS;
  private readAt = 0;
  private reading: Promise<void> | null = null;

  constructor(private readonly db: Executor) {}

  /**
   * The settings now. Only the first read waits for the database; a later one past a few seconds is made in the
   * background. While the database cannot be read the last good value (at first the defaults) stands.
   */
  async get(): Promise<ServiceConfig> {
    if (this.readAt === 0) await this.refresh().catch(() => undefined);
    else if (Date.now() - this.readAt > FRESH_MS) void this.refresh().catch(() => undefined);
    return this.value;
  }

  /** Saved here: the next read goes to the database (another instance's change lands within a few seconds). */
  invalidate(): void {
    this.readAt = 0;
  }

  private refresh(): Promise<void> {
    this.reading ??= getServiceConfig(this.db)
      .then((c) => {
        this.value = c;
        this.readAt = Date.now();
      })
      .finally(() => (this.reading = null));
    return this.reading;
  }
}
