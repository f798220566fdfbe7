import { createClient } from 'redis';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../adapter-server/src/config';
import { createTestApp, DIALECTS, type TestApp } from '../helpers/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('REDIS_PREFIX', () => {
  it('defaults to one derived from the database and the Redis database number, and is used as set', () => {
    const of = (env: Record<string, string>) => loadConfig(env as NodeJS.ProcessEnv).redisPrefix;
    const a = of({ DATABASE_URL: 'postgres://u:secret@db/a', REDIS_URL: 'redis://r:6379/1' });
    expect(a).toMatch(/^ccim-[0-9a-f]{12}$/);
    expect(a).not.toContain('secret');
    expect(of({ DATABASE_URL: 'postgres://u:secret@db/a', REDIS_URL: 'redis://r:6379/1' })).toBe(a);
    expect(of({ DATABASE_URL: 'postgres://u:secret@db/b', REDIS_URL: 'redis://r:6379/1' })).not.toBe(a);
    expect(of({ DATABASE_URL: 'postgres://u:secret@db/a', REDIS_URL: 'redis://r:6379/2' })).not.toBe(a);
    expect(of({ REDIS_PREFIX: 'shop-eu' })).toBe('shop-eu');
    expect(() => of({ REDIS_PREFIX: 'has space' })).toThrow(/REDIS_PREFIX/);
  });
});

for (const dialect of DIALECTS) {
  describe(`two deployments on one Redis (${dialect})`, () => {
    const run = randomBytes(4).toString('hex');
    const first = `t-${run}-first`;
    const second = `t-${run}-second`;
    let one: TestApp;
    let twoA: TestApp;
    let twoB: TestApp;
    const watcher = createClient({ url: REDIS_URL });
    const plain = createClient({ url: REDIS_URL });
    const seenOnFirst: string[] = [];

    beforeAll(async () => {
      // The second deployment's two instances share one database; the first has its own.
      one = await createTestApp(dialect, { env: { REDIS_URL, REDIS_PREFIX: first } });
      twoA = await createTestApp(dialect, { env: { REDIS_URL, REDIS_PREFIX: second } });
      twoB = await createTestApp(dialect, { env: { REDIS_URL, REDIS_PREFIX: second }, db: twoA.db, seed: false });
      await Promise.all([watcher.connect(), plain.connect()]);
      await watcher.pSubscribe(`${first}*`, (message) => seenOnFirst.push(message));
    });
    afterAll(async () => {
      await Promise.all([watcher.quit(), plain.quit()]);
      await twoB?.app.close();
      await twoA?.close();
      await one?.close();
    });

    it('an instance of the second hears its sibling, never the first deployment', async () => {
      const admin = await twoA.login('supervisor');
      const socket = await twoA.staffSocket(admin);
      const heard: string[] = [];
      socket.onAny((event: string, payload: unknown) => {
        if (event === 'probe') heard.push(String(payload));
      });
      // The first deployment broadcasts to every staff socket; Redis has carried it once the watcher saw it.
      one.app.io.of('/').emit('probe' as never, 'from the first deployment' as never);
      await expect.poll(() => seenOnFirst.some((m) => m.includes('from the first deployment'))).toBe(true);
      // A publish after it on the second deployment's channel reaches the socket; Redis hands one subscriber its
      // messages in the order they were published, so had the first one's reached this instance, it came before.
      twoB.app.io.of('/').emit('probe' as never, 'from my sibling' as never);
      await expect.poll(() => heard).toContain('from my sibling');
      expect(heard).toEqual(['from my sibling']);
      const channels = await plain.pubSubChannels(`*${run}*`);
      expect(channels.length).toBeGreaterThan(0);
      expect(channels.every((c) => c.startsWith(`${first}:socket.io`) || c.startsWith(`${second}:socket.io`))).toBe(true);
    });

    it('counts limits apart: its rate-limit keys carry its prefix', async () => {
      const r = await one.call('POST', '/sso/api/login', { body: { username: 'admin', password: 'wrong-password' } });
      expect(r.status).toBe(401);
      // The wrong guess for admin is counted under the first deployment's prefix alone (the second's own sign-ins
      // leave keys of its own: an attempt is counted before its password is checked, and a good one gives it back).
      expect((await plain.keys(`${first}:*admin*`)).length).toBeGreaterThan(0);
      expect(await plain.keys(`${second}:*admin*`)).toEqual([]);
    });
  });
}
