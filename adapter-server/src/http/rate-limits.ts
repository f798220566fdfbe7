import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createClient } from 'redis';
import { AppError } from './envelope';

export interface LimitOptions {
  /** Names the counters in Redis; one prefix per kind of limit. */
  keyPrefix: string;
  /** What a key may use inside `duration`. */
  points: number;
  /** Seconds. */
  duration: number;
}

/**
 * Where every counter of an instance lives (sign-in failures, uploads, floods): in Redis when REDIS_URL is set,
 * so every instance counts together over one connection, and in this process otherwise. rate-limiter-flexible
 * does the counting.
 */
export class RateLimits {
  private constructor(
    private readonly redis: ReturnType<typeof createClient> | null,
    private readonly quit: () => Promise<void>,
    private readonly prefix: string,
  ) {}

  /** `prefix`: the deployment's (REDIS_PREFIX), before every key, so deployments sharing a Redis count apart. */
  static async create(redisUrl: string | undefined, log: (msg: string, err?: unknown) => void, prefix = ''): Promise<RateLimits> {
    if (!redisUrl) return new RateLimits(null, async () => {}, prefix);
    const client = createClient({ url: redisUrl });
    client.on('error', (e) => log('redis (rate limits) error', e));
    await client.connect();
    return new RateLimits(client, async () => void (await client.quit()), prefix);
  }

  limiter(o: LimitOptions): RateLimiterAbstract {
    return this.redis
      ? new RateLimiterRedis({ ...o, keyPrefix: this.prefix ? `${this.prefix}:${o.keyPrefix}` : o.keyPrefix, storeClient: this.redis, useRedisPackage: true })
      : new RateLimiterMemory(o);
  }

  close(): Promise<void> {
    return this.quit();
  }
}

/** Takes `points` for `key`; past the limit, HTTP 429 with the seconds to wait (sent as `Retry-After` by the error handler). */
export async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string, message: string, points = 1, envelopeStatus: -1 | -2 = -1): Promise<void> {
  try {
    await limiter.consume(key, points);
  } catch (res) {
    if (!(res instanceof RateLimiterRes)) throw res;
    throw new AppError(429, message, envelopeStatus, { retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) });
  }
}
