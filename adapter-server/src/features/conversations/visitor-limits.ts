import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../../config';
import type { Executor } from '../../db/database';
import { addTranslations } from '../../http/i18n';
import { AppError } from '../../http/envelope';
import { consumeOrRefuse, type RateLimits } from '../../http/rate-limits';
import { ServiceConfigCache } from '../serviceConfig/service-config.cache';

const TOO_FAST = 'You are sending messages too fast. Please wait a moment.';
const TOO_MANY_NEW = 'Too many new chats from your network. Please try again in a minute.';
const TOO_MANY_QUEUE = 'Too many requests for an agent from your network. Please try again in a minute.';
const TOO_MANY_CALLS = 'Too many requests. Please wait a moment and try again.';
const TOO_MANY_LOOKUPS = 'Too many parcel look-ups. Please try again in a minute.';
export const PAUSED = 'You kept sending too fast, so your chat is paused for a minute. It resumes by itself.';
/** Messages refused for speed that a visitor may keep sending within 10 s before their connection is paused. */
const FLOOD_REFUSALS = 30;
/** How long a paused visitor's connection is refused, in seconds. */
export const FLOOD_PAUSE_SECONDS = 60;
/** How long a counted message's resends are recognised, in seconds. */
const RESEND_WINDOW_SECONDS = 15 * 60;
/** Parcel look-ups one address may make for each one a visitor may. */
const LOOKUP_ADDRESS_FACTOR = 10;
addTranslations({
  [PAUSED]: '您持续发送过快，对话已暂停一分钟，之后会自动恢复。',
  [TOO_FAST]: '您发送消息太快了，请稍等片刻。',
  [TOO_MANY_NEW]: '您所在网络新建的对话过多，请一分钟后再试。',
  [TOO_MANY_QUEUE]: '您所在网络转人工的请求过多，请一分钟后再试。',
  [TOO_MANY_CALLS]: '请求过于频繁，请稍等片刻再试。',
  [TOO_MANY_LOOKUPS]: '查询运单过于频繁，请一分钟后再试。',
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
  /** Every HTTP call of a visitor, and of an address (VISITOR_CALLS_PER_MINUTE, VISITOR_ADDRESS_CALLS_PER_MINUTE). */
  private readonly visitorCalls: RateLimiterAbstract;
  private readonly addressCalls: RateLimiterAbstract;
  /** Parcel look-ups (by waybill, order or phone) per visitor, and LOOKUP_ADDRESS_FACTOR × as many per address. */
  private readonly visitorLookups: RateLimiterAbstract;
  private readonly addressLookups: RateLimiterAbstract;
  /** Messages already counted, by visitor and `clientMsgId`, for as long as a client may resend one. */
  private readonly counted: RateLimiterAbstract;
  /** Refusals per visitor: past FLOOD_REFUSALS in 10 s the visitor is paused (the key blocked for the pause). */
  private readonly floods: RateLimiterAbstract;
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
    this.floods = limits.limiter({ keyPrefix: 'ccim-msg-flood', points: FLOOD_REFUSALS, duration: 10 });
    this.visitorCalls = limits.limiter({ keyPrefix: 'ccim-visitor-calls', points: config.visitorCallsPerMinute, duration: 60 });
    this.addressCalls = limits.limiter({ keyPrefix: 'ccim-visitor-address-calls', points: config.visitorAddressCallsPerMinute, duration: 60 });
    this.visitorLookups = limits.limiter({ keyPrefix: 'ccim-visitor-lookups', points: config.visitorLookupsPerMinute, duration: 60 });
    this.counted = limits.limiter({ keyPrefix: 'ccim-msg-counted', points: 1, duration: RESEND_WINDOW_SECONDS });
    this.addressLookups = limits.limiter({ keyPrefix: 'ccim-address-lookups', points: config.visitorLookupsPerMinute * LOOKUP_ADDRESS_FACTOR, duration: 60 });
  }

  /**
   * One HTTP call of a visitor's page, from `address` and (when its token proved one) `visitorId`: refused while
   * the visitor is paused for flooding, and past the per-minute limits of the address and of the visitor.
   */
  async call(address: string, visitorId: string | null): Promise<void> {
    await consumeOrRefuse(this.addressCalls, address, TOO_MANY_CALLS);
    if (!visitorId) return;
    const pausedFor = await this.pausedFor(visitorId);
    if (pausedFor) throw new AppError(429, PAUSED, -1, { retryAfterSeconds: pausedFor });
    await consumeOrRefuse(this.visitorCalls, visitorId, TOO_MANY_CALLS);
  }

  /** A parcel look-up: per address, and per visitor when there is one. */
  async lookup(address: string, visitorId: string | null): Promise<void> {
    await consumeOrRefuse(this.addressLookups, address, TOO_MANY_LOOKUPS);
    if (visitorId) await consumeOrRefuse(this.visitorLookups, visitorId, TOO_MANY_LOOKUPS);
  }

  /**
   * A visitor's message over HTTP or the socket, under the message limits; past them the refusal counts toward
   * the flood pause, and `onPaused` runs when this refusal paused the visitor.
   */
  async messageOrPause(visitorId: string, clientMsgId: string | undefined, onPaused: () => void = () => {}): Promise<void> {
    try {
      await this.message(visitorId, clientMsgId);
    } catch (err) {
      if (err instanceof AppError && err.httpStatus === 429 && (await this.refusedForSpeed(visitorId))) onPaused();
      throw err;
    }
  }

  /**
   * A message of this visitor was refused for speed. A client that keeps sending regardless costs the server a
   * refusal per message (tens of thousands a second from one socket), which slows everyone else; past
   * FLOOD_REFUSALS in 10 s the visitor is paused for FLOOD_PAUSE_SECONDS: true tells the caller to close the
   * connection, and `pausedFor` refuses the next ones until the pause ends.
   */
  async refusedForSpeed(visitorId: string): Promise<boolean> {
    try {
      await this.floods.consume(visitorId);
      return false;
    } catch (res) {
      if (!(res instanceof RateLimiterRes)) throw res;
      await this.floods.block(visitorId, FLOOD_PAUSE_SECONDS);
      return true;
    }
  }

  /** Seconds left of this visitor's pause, 0 when not paused. */
  async pausedFor(visitorId: string): Promise<number> {
    const res = await this.floods.get(visitorId);
    return res && res.consumedPoints > FLOOD_REFUSALS ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0;
  }

  /** The service settings were saved on this instance: the next message reads the limits anew. */
  settingsChanged(): void {
    this.settings.invalidate();
  }

  /**
   * A visitor's chat message; past the limit a warning (-2) the page shows, and nothing is stored. A resend of a
   * message already counted (the same `clientMsgId`: after a lost acknowledgement or a database outage) is not
   * counted again; one that was refused is, since it was never counted.
   */
  async message(visitorId: string, clientMsgId?: string): Promise<void> {
    const resend = clientMsgId ? `${visitorId}:${clientMsgId}` : null;
    if (resend && ((await this.counted.get(resend))?.consumedPoints ?? 0) > 0) return;
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
    if (resend) await this.counted.penalty(resend, 1);
  }

  newVisitor(address: string): Promise<void> {
    return consumeOrRefuse(this.newVisitors, address, TOO_MANY_NEW);
  }

  queueRequest(address: string): Promise<void> {
    return consumeOrRefuse(this.queueRequests, address, TOO_MANY_QUEUE);
  }
}
