import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../adapter-server/src/sso/sso.service';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';

const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MAX = 5;
const PASSWORD = 'right-password-1';

/** An address and an account of this run alone, so counters another run left in Redis never meet these. */
const fresh = () => randomBytes(4).toString('hex');
const addressOf = () => `10.${[0, 1, 2].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

for (const dialect of DIALECTS) {
  for (const store of ['memory', 'redis'] as const) {
    describe(`sign-in guesses sent at once (${dialect}, counters in ${store})`, () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp(dialect, { env: { LOGIN_MAX_FAILURES: String(MAX), LOGIN_WINDOW_MS: '600000', ...(store === 'redis' ? { REDIS_URL: REDIS } : {}) } });
      });
      afterAll(() => t?.close());

      const account = async () => {
        const username = `guessed-${fresh()}`;
        await createUser(t.db.kysely, { username, password: PASSWORD, name: 'Guessed', code: `G${fresh()}`, role: 'agent' });
        return username;
      };
      const attempt = (username: string, password: string, address: string) =>
        t.call('POST', '/sso/api/login', { body: { username, password }, headers: { 'x-forwarded-for': address } });
      const statuses = async (batch: Promise<{ status: number }>[]) => (await Promise.all(batch)).map((r) => r.status);
      const count = (xs: number[], s: number) => xs.filter((x) => x === s).length;

      it(`answers 40 wrong passwords sent at once with at most ${MAX} × 401 and the rest 429`, async () => {
        const username = await account();
        const address = addressOf();
        const got = await statuses(Array.from({ length: 40 }, () => attempt(username, 'wrong', address)));
        expect(count(got, 401)).toBeLessThanOrEqual(MAX);
        expect(count(got, 429)).toBe(40 - count(got, 401));
      });

      it('never lets the right password through once the limit is hit, however many are sent at once', async () => {
        const username = await account();
        const address = addressOf();
        expect(await statuses(Array.from({ length: MAX }, () => attempt(username, 'wrong', address)))).toEqual(Array(MAX).fill(401));
        const got = await statuses(Array.from({ length: 100 }, (_, i) => attempt(username, i % 10 === 9 ? PASSWORD : 'wrong', address)));
        expect(got).toEqual(Array(100).fill(429));
      });

      it(`checks at most ${MAX} of 100 guesses sent at once, the right one among them`, async () => {
        const username = await account();
        const address = addressOf();
        const got = await statuses(Array.from({ length: 100 }, (_, i) => attempt(username, i === 99 ? PASSWORD : 'wrong', address)));
        expect(count(got, 401) + count(got, 200)).toBeLessThanOrEqual(MAX);
        expect(count(got, 429)).toBeGreaterThanOrEqual(100 - MAX);
      });
    });
  }

  describe(`the time a refused sign-in takes (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { env: { LOGIN_MAX_FAILURES: '1000' } });
    });
    afterAll(() => t?.close());

    it('is the same for an unknown user name as for a known one with a wrong password', async () => {
      const timed = async (username: string) => {
        const at = performance.now();
        const r = await t.call('POST', '/sso/api/login', { body: { username, password: 'wrong' }, headers: { 'x-forwarded-for': addressOf() } });
        expect(r.status).toBe(401);
        return performance.now() - at;
      };
      await timed('agent1'); // the first call pays for the dummy hash and warms everything up
      await timed(`nobody-${fresh()}`);
      const known: number[] = [];
      const unknown: number[] = [];
      // Interleaved, so a busy moment of the host weighs on both sides alike; medians ignore the odd outlier.
      for (let i = 0; i < 7; i++) {
        known.push(await timed('agent1'));
        unknown.push(await timed(`nobody-${fresh()}`));
      }
      // Before the dummy hash an unknown name answered about 30 × faster than a known one.
      expect(median(unknown) / median(known)).toBeGreaterThan(0.4);
    });
  });
}
