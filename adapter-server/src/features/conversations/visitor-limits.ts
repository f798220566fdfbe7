import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../../config';
import type { Executor } from '../../db/database';
import { addTranslations } from '../../http/i18n';
import { consumeOrRefuse, type RateLimits } from '../../http/rate-limits';
import { ServiceConfigCache } from '../serviceConfig/service-config.cache';

const TOO_FAST = 'You are sending messages too fast. Please wait a moment.';
const TOO_MANY_NEW = 'Too many new chats from your network. Please try again in a minute.';
const TOO_MANY_QUEUE = 'Too many requests for an agent from your network. Please try again in a minute.';
addTranslations({
  [TOO_FAST]: '您发送消息太快了，请稍等片刻。',
  [TOO_MANY_NEW]: '您所在网络新建的对话过多，请一分钟后再试。',
  [TOO_MANY_QUEUE]: '您所在网络转人工的请求过多，请一分钟后再试。',
});

/**
 * What one visitor, or one address, may ask of the server, so a flood from one of them cannot slow everyone
 * else: messages per visitor (a burst in any 10 seconds and a steady rate per minute, from the service settings),
 * new anonymous visitors and requests for a human per address (from the environment). Counted in Redis when
 * REDIS_URL is set, so the limits hold across instances.
 */
export class VisitorLimits {
  private readonly settings: ServiceConfigCache;
  private readonly newVisitors: RateLimiterAbstract;
  private readonly queueRequests: RateLimiterAbstract;
  /** The message limiters of the settings now in force (the key names their values, so a change starts anew). */
  private messages: { key: string; burst: RateLimiterAbstract; steady: RateLimiterAbstract } | null = null;

  constructor(
    private readonly limits: RateLimits,
    db: Executor,
    config: Config,
  ) {
    this.settings = new ServiceConfigCache(db);
    this.newVisitors = limits.limiter({ keyPrefix: 'ccim-visitor-new', points: config.visitorNewPerMinute, duration: 60 });
    this.queueRequests = limits.limiter({ keyPrefix: 'ccim-queue-request', points: config.queueRequestsPerMinute, duration: 60 });
  }

  /** The service settings were saved on this instance: the next message reads the limits anew. */
  settingsChanged(): void {
    this.settings.invalidate();
  }

  /** A visitor's chat message; past the limit a warning (-2) the page shows, and nothing is stored. */
  async message(visitorId: string): Promise<void> {
    const cfg = await this.settings.get();
    const key = `${cfg.visitorMessageBurst}-${cfg.visitorMessagesPerMinute}`;
    if (this.messages?.key !== key) {
      this.messages = {
        key,
        burst: this.limits.limiter({ keyPrefix: `ccim-msg-burst-${key}`, points: cfg.visitorMessageBurst, duration: 10 }),
        steady: this.limits.limiter({ keyPrefix: `ccim-msg-rate-${key}`, points: cfg.visitorMessagesPerMinute, duration: 60 }),
      };
    }
    await consumeOrRefuse(this.messages.burst, visitorId, TOO_FAST, 1, -2);
    await consumeOrRefuse(this.messages.steady, visitorId, TOO_FAST, 1, -2);
  }

  newVisitor(address: string): Promise<void> {
    return consumeOrRefuse(this.newVisitors, address, TOO_MANY_NEW);
  }

  queueRequest(address: string): Promise<void> {
    return consumeOrRefuse(this.queueRequests, address, TOO_MANY_QUEUE);
  }
}
