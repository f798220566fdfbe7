import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../adapter-server/src/config';
import { createTestApp, DEMO_PASSWORD, DIALECTS, type TestApp } from '../../helpers/test-app';

const signIn = (t: TestApp, headers: Record<string, string> = {}) =>
  t.call('POST', '/sso/api/login', { body: { username: 'supervisor', password: DEMO_PASSWORD }, headers });
const cookieOf = (r: { headers: Headers }) => r.headers.get('set-cookie') ?? '';
const profileWithCookie = (t: TestApp, cookie: string) => t.call('GET', '/sso/api/profile', { headers: { cookie } });

describe('cookie and session settings', () => {
  it('reads the idle timeout and the proxies to trust, and refuses nonsense', () => {
    expect(loadConfig({}).sessionIdleMs).toBe(30 * 60_000);
    expect(loadConfig({ SESSION_IDLE_MINUTES: '5' }).sessionIdleMs).toBe(5 * 60_000);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toBe('10.0.0.0/8, loopback');
    expect(() => loadConfig({ TRUST_PROXY: 'x;y' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
  });
});

for (const dialect of DIALECTS) {
  describe(`the sign-on cookie (${dialect})`, () => {
    let dev: TestApp;
    let prod: TestApp;
    let proxied: TestApp;
    beforeAll(async () => {
      dev = await createTestApp(dialect, { env: { TRUST_PROXY: 'false' } });
      prod = await createTestApp(dialect, { env: { NODE_ENV: 'production' } });
      proxied = await createTestApp(dialect, { env: { TRUST_PROXY: 'true' } });
    });
    afterAll(async () => {
      await Promise.all([dev?.close(), prod?.close(), proxied?.close()]);
    });

    it('is HttpOnly and SameSite=Lax but not Secure over plain HTTP in development', async () => {
      const c = cookieOf(await signIn(dev, { 'x-forwarded-proto': 'https' }));
      expect(c).toMatch(/^ccim_token=/);
      expect(c).toMatch(/HttpOnly/i);
      expect(c).toMatch(/SameSite=Lax/i);
      expect(c).not.toMatch(/Secure/i);
    });

    it('is Secure and __Host- prefixed in production, and only that cookie signs the user in there', async () => {
      const r = await signIn(prod);
      const c = cookieOf(r);
      expect(c).toMatch(/^__Host-ccim_token=/);
      expect(c).toMatch(/; Secure/i);
      expect(c).toMatch(/; Path=\//i);
      expect(c).not.toMatch(/Domain=/i);
      expect(c).toMatch(/HttpOnly/i);
      expect(c).toMatch(/SameSite=Lax/i);
      const token = r.body.data.token as string;
      expect((await profileWithCookie(prod, `__Host-ccim_token=${token}`)).status).toBe(200);
      expect((await profileWithCookie(prod, `ccim_token=${token}`)).status).toBe(401);
      const out = await prod.call('POST', '/sso/api/logout', { headers: { cookie: `__Host-ccim_token=${token}` } });
      expect(cookieOf(out)).toMatch(/__Host-ccim_token=;.*Expires=Thu, 01 Jan 1970/i);
    });

    it('is Secure and prefixed behind a trusted proxy that says HTTPS, and plain when it says HTTP', async () => {
      const secure = cookieOf(await signIn(proxied, { 'x-forwarded-proto': 'https' }));
      expect(secure).toMatch(/^__Host-ccim_token=.*; Secure/i);
      const plain = cookieOf(await signIn(proxied, { 'x-forwarded-proto': 'http' }));
      expect(plain).toMatch(/^ccim_token=/);
      expect(plain).not.toMatch(/Secure/i);
    });

    it('signs the user in with the plain cookie in development', async () => {
      const token = (await signIn(dev)).body.data.token as string;
      expect((await profileWithCookie(dev, `ccim_token=${token}`)).status).toBe(200);
    });
  });
}
