import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../http/envelope';
import type { RateLimits } from '../http/rate-limits';

/** Attempts one address may make, across all accounts, for each one an account may take from one address. */
export const ADDRESS_FACTOR = 10;
/** Attempts one account may take from all addresses together, for each one it may take from one address. */
export const ACCOUNT_FACTOR = 4;

/** HTTP 429 with the seconds to wait, which the route sends as `Retry-After`. */
export class TooManySignIns extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Too many failed sign-ins. Try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minute(s).`);
  }
}

export interface ThrottleLimits {
  /** Failures one account may take from one address (or one known device) inside the window (`LOGIN_MAX_FAILURES`). */
  maxFailures: number;
  /** The window, counted from the first attempt (`LOGIN_WINDOW_MS`). */
  windowMs: number;
}

/** One attempt already counted: settle it once the password has been checked. */
export interface Attempt {
  /** The counter of this account on this address, or on this known device. */
  own: { limiter: RateLimiterAbstract; key: string };
  /** The shared counters the attempt also took from (none for a known device). */
  shared: { limiter: RateLimiterAbstract; key: string }[];
}

/**
 * Sign-in throttling. Every attempt is counted before its password is checked (rate-limiter-flexible's consume
 * is one atomic step, in Redis when REDIS_URL is set, so every instance counts together): a batch of guesses sent
 * at once gets at most the limit checked, the rest 429. A good password gives its point back.
 *
 * An account locks first for one address, so a stranger's guesses lock the stranger out, not the owner; one
 * address is also limited across accounts, and one account across addresses (ACCOUNT_FACTOR × higher, against
 * guesses spread over many addresses). A browser that signed in to the account before (a known device, proven
 * by a signed cookie) counts on its own and skips the shared counters, so the owner still gets in.
 */
export class LoginThrottle {
  private readonly pair: RateLimiterAbstract;
  private readonly device: RateLimiterAbstract;
  private readonly address: RateLimiterAbstract;
  private readonly account: RateLimiterAbstract;

  constructor(limits: RateLimits, limitsOf: ThrottleLimits) {
    const duration = Math.ceil(limitsOf.windowMs / 1000);
    const max = limitsOf.maxFailures;
    this.pair = limits.limiter({ points: max, duration, keyPrefix: 'ccim-login-pair' });
    this.device = limits.limiter({ points: max, duration, keyPrefix: 'ccim-login-device' });
    this.address = limits.limiter({ points: max * ADDRESS_FACTOR, duration, keyPrefix: 'ccim-login-address' });
    this.account = limits.limiter({ points: max * ACCOUNT_FACTOR, duration, keyPrefix: 'ccim-login-account' });
  }

  /**
   * Counts one attempt, before anything is checked; throws TooManySignIns when a counter is used up. The
   * counters are taken in order and the first refusal stops, so refused guesses never use up the owner's
   * account-wide allowance.
   */
  async take(username: string, address: string, knownDevice?: string): Promise<Attempt> {
    const account = username.trim().toLowerCase();
    const own = knownDevice ? { limiter: this.device, key: `${account}|${knownDevice}` } : { limiter: this.pair, key: `${account}|${address}` };
    const shared = knownDevice
      ? []
      : [
          { limiter: this.address, key: address },
          { limiter: this.account, key: account },
        ];
    for (const c of [own, ...shared]) {
      try {
        await c.limiter.consume(c.key);
      } catch (res) {
        if (!(res instanceof RateLimiterRes)) throw res;
        throw new TooManySignIns(Math.max(1, Math.ceil(res.msBeforeNext / 1000)));
      }
    }
    return { own, shared };
  }

  /**
   * The password was right: this account's own counter starts anew and the shared ones get their point back
   * (the address's count of failures stays, so one good account cannot unlock guessing at the others).
   */
  async succeeded(attempt: Attempt): Promise<void> {
    await Promise.all([attempt.own.limiter.delete(attempt.own.key), ...attempt.shared.map((c) => c.limiter.reward(c.key, 1))]);
  }
}
