import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../http/envelope';
import type { RateLimits } from '../http/rate-limits';

/** Failures one address may make, across all accounts, for each failure one account may take. */
export const ADDRESS_FACTOR = 10;

/** HTTP 429 with the seconds to wait, which the route sends as `Retry-After`. */
export class TooManySignIns extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Too many failed sign-ins. Try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minute(s).`);
  }
}

export interface ThrottleLimits {
  /** Failures one account may take from any number of addresses inside the window (`LOGIN_MAX_FAILURES`). */
  maxFailures: number;
  /** The window, counted from the first failure (`LOGIN_WINDOW_MS`). */
  windowMs: number;
}

/**
 * Sign-in throttling per account across addresses (so guesses from many addresses still count against the
 * account) and per address across accounts (so one address cannot try every account). With REDIS_URL the
 * counters live in Redis and every instance shares them; otherwise in this process.
 */
export class LoginThrottle {
  private readonly account: RateLimiterAbstract;
  private readonly address: RateLimiterAbstract;

  constructor(
    limits: RateLimits,
    private readonly limitsOf: ThrottleLimits,
  ) {
    const duration = Math.ceil(limitsOf.windowMs / 1000);
    this.account = limits.limiter({ points: limitsOf.maxFailures, duration, keyPrefix: 'ccim-login-account' });
    this.address = limits.limiter({ points: limitsOf.maxFailures * ADDRESS_FACTOR, duration, keyPrefix: 'ccim-login-address' });
  }

  private keys(username: string, address: string) {
    return { account: username.trim().toLowerCase(), address };
  }

  /** Throws TooManySignIns while the account or the address has used up its failures. */
  async check(username: string, address: string): Promise<void> {
    const k = this.keys(username, address);
    const [acc, addr] = await Promise.all([this.account.get(k.account), this.address.get(k.address)]);
    const blocked = [
      acc && acc.consumedPoints >= this.limitsOf.maxFailures ? acc.msBeforeNext : 0,
      addr && addr.consumedPoints >= this.limitsOf.maxFailures * ADDRESS_FACTOR ? addr.msBeforeNext : 0,
    ];
    const waitMs = Math.max(...blocked);
    if (waitMs > 0) throw new TooManySignIns(Math.ceil(waitMs / 1000));
  }

  async failed(username: string, address: string): Promise<void> {
    const k = this.keys(username, address);
    await Promise.all([this.account.penalty(k.account, 1), this.address.penalty(k.address, 1)]);
  }

  /** A good password clears the account's count (not the address's: one good account must not unlock the rest). */
  async succeeded(username: string): Promise<void> {
    await this.account.delete(this.keys(username, '').account);
  }
}
