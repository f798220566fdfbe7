import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedWait, QUEUE_WAIT_SAMPLE, QUEUE_WAIT_WINDOW_MS } from '../../adapter-server/src/features/routing/queue-wait';
import { convert, newVisitor, readyAgent, type TestAgent, type TestVisitor } from '../helpers/conversation';
import { groupIdOf, makeSession } from '../helpers/factories';
import { createTestApp, DIALECTS, type TestApp } from '../helpers/test-app';

const wait = (v: TestVisitor, sessionId: string) => v.call('GET', `/ccim-robot/api/im/queueWait?sessionId=${encodeURIComponent(sessionId)}`);

describe('expected wait', () => {
  it('is the median recent wait per place in the queue, and unknown without waits', () => {
    expect(expectedWait([], 1)).toBeNull();
    expect(expectedWait([30_000, 90_000, 60_000], 1)).toBe(60_000);
    expect(expectedWait([30_000, 90_000, 60_000], 3)).toBe(180_000);
    // One visitor forgotten for an hour does not move the median.
    expect(expectedWait([20_000, 40_000, 3_600_000, 30_000], 1)).toBe(35_000);
  });
});

for (const dialect of DIALECTS) {
  describe(`im/queueWait (${dialect})`, () => {
    let t: TestApp;
    let group: string;
    let agent: TestAgent;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      group = await groupIdOf(t.db.kysely, 100);
      // The demo history of the group is set aside: the test decides what "recent" holds. No agent is on duty,
      // so every visitor who asks for a human waits in the queue.
      await t.db.kysely.updateTable('chat_sessions').set({ skill_group_id: null }).where('skill_group_id', '=', group).execute();
      // One agent of the group is ready but has no free slot: waits can be estimated, nobody is served at once.
      agent = await readyAgent(t, 'agent1', { maxUsers: 0 });
    });
    afterAll(async () => {
      agent?.socket.disconnect();
      await t?.close();
    });

    it('gives the place and the expected wait from the group\'s latest waits, and follows the queue', async () => {
      const first = await newVisitor(t);
      const s1 = (await convert(first)).sessionId;
      const none = await wait(first, s1);
      expect(none.status).toBe(200);
      expect(none.body.data).toEqual({ sessionId: s1, status: 'queued', queuePosition: 1, expectedWaitMs: null, agentsReady: 1 });

      const now = Date.now();
      // Too old to count, then more than the sample: only the newest QUEUE_WAIT_SAMPLE count.
      await makeSession(t.db.kysely, { skill_group_id: group, created_at: now - QUEUE_WAIT_WINDOW_MS - 120_000, assigned_at: now - QUEUE_WAIT_WINDOW_MS - 60_000, queue_wait_ms: 1_000 });
      for (let i = 0; i < 5; i++) await makeSession(t.db.kysely, { skill_group_id: group, created_at: now - 3_600_000 - i, assigned_at: now - 3_000_000 - i, queue_wait_ms: 900_000 });
      for (let i = 0; i < QUEUE_WAIT_SAMPLE; i++) await makeSession(t.db.kysely, { skill_group_id: group, created_at: now - 600_000, assigned_at: now - 1000 * (i + 1), queue_wait_ms: i < QUEUE_WAIT_SAMPLE / 2 ? 40_000 : 60_000 });
      // Another group's waits do not count.
      await makeSession(t.db.kysely, { skill_group_id: await groupIdOf(t.db.kysely, 300), channel: 300, created_at: now - 600_000, assigned_at: now - 500, queue_wait_ms: 5_000_000 });

      expect((await wait(first, s1)).body.data).toEqual({ sessionId: s1, status: 'queued', queuePosition: 1, expectedWaitMs: 50_000, agentsReady: 1 });
      const second = await newVisitor(t);
      const s2 = (await convert(second)).sessionId;
      expect((await wait(second, s2)).body.data).toEqual({ sessionId: s2, status: 'queued', queuePosition: 2, expectedWaitMs: 100_000, agentsReady: 1 });

      // The first leaves: the second is next, and the one who left is no longer waiting.
      expect((await first.socket.timeout(5000).emitWithAck('endSession', { sessionId: s1 })).status).toBe(0);
      expect((await wait(second, s2)).body.data).toMatchObject({ queuePosition: 1, expectedWaitMs: 50_000 });
      expect((await wait(first, s1)).body.data).toEqual({ sessionId: s1, status: 'closed', queuePosition: 0, expectedWaitMs: null, agentsReady: 0 });
      first.socket.close();
      second.socket.close();
    });

    it('answers only the visitor\'s own session, and says what is wrong with a bad request', async () => {
      const v = await newVisitor(t);
      const other = await newVisitor(t);
      const sessionId = (await convert(v)).sessionId;
      expect((await wait(other, sessionId)).body).toMatchObject({ status: -1, msg: 'No such session' });
      const missing = await v.call('GET', '/ccim-robot/api/im/queueWait');
      expect(missing.status).toBe(400);
      expect(missing.body.msg).toMatch(/sessionId/);
      const extra = await v.call('GET', `/ccim-robot/api/im/queueWait?sessionId=${sessionId}&debug=1`);
      expect(extra.status).toBe(400);
      expect((await t.call('GET', `/ccim-robot/api/im/queueWait?sessionId=${sessionId}`)).status).toBe(401);
      v.socket.close();
      other.socket.close();
    });
  });
}
