import { randomBytes } from 'node:crypto';
import { io as ioClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextEvent, type TestApp } from '../helpers/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * The server's half of a rolling restart (`realtime/drain.ts`), in one process: two instances on one database and
 * one Redis (a prefix of their own), and a lone one. The clients here are plain socket.io clients that do not move,
 * so the drain runs to its deadline unless they leave.
 */
describe('draining an instance for a restart (postgres and Redis)', () => {
  const env = { REDIS_URL, REDIS_PREFIX: `drain-${randomBytes(4).toString('hex')}` };
  let a: TestApp;
  let b: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    a = await createTestApp('postgres', { env });
    b = await createTestApp('postgres', { env, db: a.db, seed: false });
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await b?.close();
    await a?.close();
  });

  const open = async (url: string, nsp: string, auth: Record<string, string>) => {
    const s = ioClient(url + nsp, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(s);
    await new Promise<void>((resolve, reject) => {
      s.once('connect', () => resolve());
      s.once('connect_error', reject);
    });
    return s;
  };

  it('answers 503 at /readyz, refuses new sockets, tells both namespaces to move and serves them until the deadline', async () => {
    const token = await a.login('agent1');
    const staff = await open(a.url, '/', { token });
    const visitorToken = (await a.call('GET', '/ccim-robot/api/im/getCurrentUser?channel=100')).body.data.visitorToken as string;
    const visitor = await open(a.url, '/visitor', { visitorToken });
    const told = Promise.all([nextEvent(staff, 'serverMoving'), nextEvent(visitor, 'serverMoving')]);
    const drained = a.app.drain(1500);
    expect(await told).toEqual([{ deadlineSeconds: 2 }, { deadlineSeconds: 2 }]);

    const ready = await a.call('GET', '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: -1, msg: 'Not ready: draining for a restart', data: { draining: true } });
    expect((await b.call('GET', '/readyz')).status).toBe(200);
    await expect(open(a.url, '/', { token })).rejects.toThrow();
    await open(b.url, '/', { token });
    // Still served: a command is answered as before the drain.
    const answer = await visitor.timeout(5000).emitWithAck('sync', { sessionId: 'none', afterSeq: 0 });
    expect(answer).toHaveProperty('status');

    // Neither moved: at the deadline both are still here, for the caller (main.ts) to close.
    expect(await drained).toEqual({ moving: 2, left: 2, drained: true });
    expect([staff.connected, visitor.connected]).toEqual([true, true]);
  });

  it('ends the drain as soon as the last socket has left, long before the deadline', async () => {
    const token = await b.login('agent2');
    const staff = await open(b.url, '/', { token });
    staff.once('serverMoving', () => staff.disconnect());
    const started = Date.now();
    // b's other socket (from the test above) leaves as well once told.
    for (const s of sockets) if (s.connected && s !== staff) s.once('serverMoving', () => s.disconnect());
    expect(await b.app.drain(60_000)).toEqual({ moving: 2, left: 0, drained: true });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('does nothing on a lone instance: there is nowhere to move to', async () => {
    const lone = await createTestApp('sqlite');
    try {
      const staff = await open(lone.url, '/', { token: await lone.login('agent1') });
      let told = false;
      staff.on('serverMoving', () => (told = true));
      expect(await lone.app.drain(60_000)).toEqual({ moving: 1, left: 1, drained: false });
      expect((await lone.call('GET', '/readyz')).status).toBe(200);
      expect(told).toBe(false);
    } finally {
      await lone.close();
    }
  });
});
