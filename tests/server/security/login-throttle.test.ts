import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimits } from '../../../adapter-server/src/http/rate-limits';
import { ACCOUNT_FACTOR, ADDRESS_FACTOR, LoginThrottle, TooManySignIns } from '../../../adapter-server/src/sso/login-throttle';
import { createTestApp, DEMO_PASSWORD, DIALECTS, type TestApp } from '../../helpers/test-app';

const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('the sign-in throttle', () => {
  const limits = { maxFailures: 3, windowMs: 60_000 };
  const refused = (p: Promise<unknown>) => expect(p).rejects.toBeInstanceOf(TooManySignIns);

  it('locks an account for one address first, and for every address only past ACCOUNT_FACTOR × as many attempts', async () => {
    const th = new LoginThrottle(await RateLimits.create(undefined, () => {}), limits);
    for (let i = 0; i < limits.maxFailures; i++) await th.take('Agent1', '10.0.0.1');
    const err = await th.take('agent1', '10.0.0.1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TooManySignIns);
    expect((err as TooManySignIns).retryAfterSeconds).toBeGreaterThan(0);
    expect((err as TooManySignIns).retryAfterSeconds).toBeLessThanOrEqual(60);
    // The same account from elsewhere is still tried, up to the account-wide limit.
    for (let i = limits.maxFailures; i < limits.maxFailures * ACCOUNT_FACTOR; i++) await th.take('agent1', `10.0.1.${i}`);
    await refused(th.take('agent1', '10.0.2.1'));
    // A browser that signed in to the account before still gets its own attempts.
    await expect(th.take('agent1', '10.0.2.1', 'device-1')).resolves.toBeDefined();
  });

  it('counts an address’s attempts across accounts, and a good password gives back only its own point', async () => {
    const th = new LoginThrottle(await RateLimits.create(undefined, () => {}), limits);
    const total = limits.maxFailures * ADDRESS_FACTOR;
    for (let i = 0; i < total; i++) await th.take(`user${i}`, '10.0.0.9');
    await refused(th.take('someone-else', '10.0.0.9'));
    await expect(th.take('someone-else', '10.0.0.10')).resolves.toBeDefined();
    // A good password on another address clears that account's own count there, never the first address's.
    const good = await th.take('user0', '10.0.0.11');
    await th.succeeded(good);
    await refused(th.take('user0', '10.0.0.9'));
  });
});

for (const dialect of DIALECTS) {
  describe(`sign-in throttling over HTTP (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { env: { LOGIN_MAX_FAILURES: '3', LOGIN_WINDOW_MS: '600000' } });
    });
    afterAll(() => t?.close());

    const attempt = (username: string, password: string, ip: string, lang = 'en', cookie?: string) =>
      t.call('POST', '/sso/api/login', { body: { username, password }, headers: { 'x-forwarded-for': ip, 'accept-language': lang, ...(cookie ? { cookie } : {}) } });

    it('answers 429 with Retry-After once an account failed three times from one address, even with the right password; other addresses still sign in', async () => {
      for (let i = 0; i < 3; i++) expect((await attempt('agent5', 'wrong', '203.0.113.1')).status).toBe(401);
      const r = await attempt('agent5', DEMO_PASSWORD, '203.0.113.1');
      expect(r.status).toBe(429);
      const retry = Number(r.headers.get('retry-after'));
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(600);
      expect(r.body).toMatchObject({ status: -1, msg: 'Too many failed sign-ins. Try again in 10 minute(s).' });
      const zh = await attempt('agent5', DEMO_PASSWORD, '203.0.113.1', 'zh-CN');
      expect(zh.status).toBe(429);
      expect(zh.body.msg).toBe('登录失败次数过多，请 10 分钟后再试。');
      expect((await attempt('agent5', DEMO_PASSWORD, '203.0.113.2')).status).toBe(200);
    });

    it('lets the owner in from a browser that signed in before, after guesses from many addresses locked the account everywhere else', async () => {
      const first = await attempt('agent4', DEMO_PASSWORD, '198.51.100.1');
      expect(first.status).toBe(200);
      const device = /(ccim_device=[^;]+)/.exec(first.headers.get('set-cookie') ?? '')![1];
      for (let i = 0; i < 3 * 4; i++) expect((await attempt('agent4', 'wrong', `192.0.2.${i + 1}`)).status).toBe(401);
      expect((await attempt('agent4', DEMO_PASSWORD, '192.0.2.200')).status).toBe(429);
      expect((await attempt('agent4', DEMO_PASSWORD, '198.51.100.1')).status).toBe(429);
      expect((await attempt('agent4', DEMO_PASSWORD, '192.0.2.200', 'en', device)).status).toBe(200);
      // The note is for agent4 only: it opens no other account's lock.
      for (let i = 0; i < 3; i++) await attempt('agent3', 'wrong', '192.0.2.201');
      expect((await attempt('agent3', DEMO_PASSWORD, '192.0.2.201', 'en', device)).status).toBe(429);
    });
  });

  it(`shares the counters across instances through Redis (${dialect})`, async () => {
    const env = { REDIS_URL: REDIS, LOGIN_MAX_FAILURES: '2' };
    const a = await createTestApp(dialect, { env });
    const b = await createTestApp(dialect, { env, db: a.db, seed: false });
    try {
      // A name of its own, so counters left in Redis by another run never meet this one.
      const username = `nobody-${randomBytes(4).toString('hex')}`;
      const on = (x: TestApp) => x.call('POST', '/sso/api/login', { body: { username, password: 'x' } });
      expect((await on(a)).status).toBe(401);
      expect((await on(b)).status).toBe(401);
      const r = await on(a);
      expect(r.status).toBe(429);
      expect(r.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await b.close();
      await a.close();
    }
  });
}
