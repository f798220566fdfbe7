import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimits } from '../../../adapter-server/src/http/rate-limits';
import { ADDRESS_FACTOR, LoginThrottle, TooManySignIns } from '../../../adapter-server/src/sso/login-throttle';
import { createTestApp, DEMO_PASSWORD, DIALECTS, type TestApp } from '../../helpers/test-app';

const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('the sign-in throttle', () => {
  const limits = { maxFailures: 3, windowMs: 60_000 };

  it('counts an account’s failures across addresses', async () => {
    const th = new LoginThrottle(await RateLimits.create(undefined, () => {}), limits);
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      await th.check('Agent1', ip);
      await th.failed('Agent1', ip);
    }
    const err = await th.check('agent1', '10.0.0.4').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TooManySignIns);
    expect((err as TooManySignIns).retryAfterSeconds).toBeGreaterThan(0);
    expect((err as TooManySignIns).retryAfterSeconds).toBeLessThanOrEqual(60);
    await expect(th.check('agent2', '10.0.0.4')).resolves.toBeUndefined();
  });

  it('counts an address’s failures across accounts, and a good password clears only the account', async () => {
    const th = new LoginThrottle(await RateLimits.create(undefined, () => {}), limits);
    const total = limits.maxFailures * ADDRESS_FACTOR;
    for (let i = 0; i < total; i++) await th.failed(`user${i % 2}`, '10.0.0.9');
    await expect(th.check('someone-else', '10.0.0.9')).rejects.toBeInstanceOf(TooManySignIns);
    await expect(th.check('someone-else', '10.0.0.10')).resolves.toBeUndefined();
    await th.succeeded('user0');
    await expect(th.check('user0', '10.0.0.11')).resolves.toBeUndefined();
    await expect(th.check('user0', '10.0.0.9')).rejects.toBeInstanceOf(TooManySignIns);
  });
});

for (const dialect of DIALECTS) {
  describe(`sign-in throttling over HTTP (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { env: { LOGIN_MAX_FAILURES: '3', LOGIN_WINDOW_MS: '600000' } });
    });
    afterAll(() => t?.close());

    const attempt = (username: string, password: string, ip: string, lang = 'en') =>
      t.call('POST', '/sso/api/login', { body: { username, password }, headers: { 'x-forwarded-for': ip, 'accept-language': lang } });

    it('answers 429 with Retry-After once an account failed from three addresses, even with the right password', async () => {
      for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) expect((await attempt('agent5', 'wrong', ip)).status).toBe(401);
      const r = await attempt('agent5', DEMO_PASSWORD, '203.0.113.4');
      expect(r.status).toBe(429);
      const retry = Number(r.headers.get('retry-after'));
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(600);
      expect(r.body).toMatchObject({ status: -1, msg: 'Too many failed sign-ins. Try again in 10 minute(s).' });
      const zh = await attempt('agent5', DEMO_PASSWORD, '203.0.113.5', 'zh-CN');
      expect(zh.status).toBe(429);
      expect(zh.body.msg).toBe('登录失败次数过多，请 10 分钟后再试。');
      expect((await attempt('agent4', DEMO_PASSWORD, '203.0.113.4')).status).toBe(200);
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
