import { afterEach, describe, expect, it } from 'vitest';
import { clientMsgId, convert, newVisitor, readyAgent, request, setStatus, type TestVisitor } from '../helpers/conversation';
import { createTestApp, DIALECTS, EVENT_WAIT_MS, nextEvent, type TestApp, withoutPresenceSweeps } from '../helpers/test-app';

const sessionOf = (t: TestApp, id: string) => t.db.kysely.selectFrom('chat_sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Converts the visitor and waits until it is assigned; resolves with the session and the agent's nickname. */
async function convertAndWaitAssigned(v: TestVisitor) {
  const assigned = nextEvent(v.socket, 'assigned');
  const { sessionId } = await convert(v);
  const a = await assigned;
  expect(a.sessionId).toBe(sessionId);
  return { sessionId, agent: a.agentNickname as string };
}

for (const dialect of DIALECTS) {
  describe(`routing (${dialect})`, () => {
    const apps: TestApp[] = [];
    const fresh = async () => {
      const t = await createTestApp(dialect);
      apps.push(t);
      return t;
    };
    afterEach(async () => {
      while (apps.length) await apps.pop()!.close();
    });

    it('gives each visitor to the least-loaded ready agent and never beyond capacity', async () => {
      const t = await fresh();
      await readyAgent(t, 'agent1', { maxUsers: 2 });
      const agent2 = await readyAgent(t, 'agent2', { maxUsers: 2 });
      const served: string[] = [];
      for (let i = 0; i < 4; i++) served.push((await convertAndWaitAssigned(await newVisitor(t))).agent);
      // Alternates, because the less-loaded agent always goes first.
      expect(served.filter((n) => n === '李娜')).toHaveLength(2);
      expect(served.filter((n) => n === '张伟')).toHaveLength(2);
      expect(served[0]).not.toBe(served[1]);

      const fifth = await newVisitor(t);
      const { sessionId, queuePosition } = await convert(fifth);
      expect(queuePosition).toBe(1);
      await t.app.loop.routing.drain();
      expect((await sessionOf(t, sessionId)).status).toBe('queued');
      const loads = await t.db.kysely.selectFrom('agents').select(['current_users', 'max_users']).where('status', '=', 3).execute();
      expect(loads.every((a) => a.current_users === 2 && a.max_users === 2)).toBe(true);

      // A slot freed pulls the waiting visitor at once.
      const mine = await t.call('GET', '/ccim-main/api/workbench/listSession', { token: agent2.token });
      const assigned = nextEvent(fifth.socket, 'assigned');
      await t.call('PUT', '/ccim-main/api/workbench/clear', { token: agent2.token, body: { sessionId: mine.body.data[0].sessionId } });
      expect(await assigned).toMatchObject({ sessionId, agentNickname: '张伟' });
    });

    it('serves one queue first in, first out, with live positions', async () => {
      const t = await fresh();
      const agent = await readyAgent(t, 'agent3', { maxUsers: 1 });
      const first = await convertAndWaitAssigned(await newVisitor(t));
      const waiting = [await newVisitor(t), await newVisitor(t), await newVisitor(t)];
      const ids: string[] = [];
      for (const [i, v] of waiting.entries()) {
        const q = await convert(v);
        expect(q.queuePosition).toBe(i + 1);
        ids.push(q.sessionId);
      }
      let current = first.sessionId;
      for (const [i, v] of waiting.entries()) {
        const assigned = nextEvent(v.socket, 'assigned');
        const moved = waiting[i + 1] ? nextEvent(waiting[i + 1].socket, 'queuePosition', EVENT_WAIT_MS, (p: any) => p.queuePosition === 1) : null;
        await t.call('PUT', '/ccim-main/api/workbench/clear', { token: agent.token, body: { sessionId: current } });
        expect((await assigned).sessionId).toBe(ids[i]);
        if (moved) expect((await moved).sessionId).toBe(ids[i + 1]);
        current = ids[i];
      }
    });

    it('puts an offline agent\'s sessions back at the head of the queue and hands them to the next agent', async () => {
      const t = await fresh();
      const agent1 = await readyAgent(t, 'agent1', { maxUsers: 1 });
      const agent2 = await readyAgent(t, 'agent2', { maxUsers: 1, ready: false });
      const v1 = await newVisitor(t);
      const { sessionId } = await convertAndWaitAssigned(v1);
      const v2 = await newVisitor(t);
      const later = await convert(v2);
      expect(later.queuePosition).toBe(1);

      const updated = nextEvent(agent1.socket, 'sessionUpdated');
      const headAgain = nextEvent(v1.socket, 'queuePosition', EVENT_WAIT_MS, (p: any) => p.sessionId === sessionId);
      await setStatus(t, agent1, 1);
      expect(await updated).toEqual({ sessionId, status: 'queued' });
      expect((await headAgain).queuePosition).toBe(1);
      const refused = await request(agent1.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'still here?' });
      expect(refused.status).toBe(-1);

      // The visitor may keep writing while waiting; the next agent gets the session and the history.
      await request(v1.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'hello?' });
      const next = nextEvent(agent2.socket, 'newSession');
      await setStatus(t, agent2, 3);
      expect((await next).sessionId).toBe(sessionId);
      const history = await t.call('GET', `/ccim-main/api/workbench/listMsg?sessionId=${sessionId}`, { token: agent2.token });
      expect(history.body.data.map((m: any) => m.content)).toContain('hello?');
      expect((await sessionOf(t, later.sessionId)).status).toBe('queued');
      const row = await sessionOf(t, sessionId);
      expect(row).toMatchObject({ status: 'active', transfer_count: 1 });
      const a1 = await t.db.kysely.selectFrom('agents').select('current_users').where('id', '=', agent1.id).executeTakeFirstOrThrow();
      expect(a1.current_users).toBe(0);
    });

    it('queues a visitor once when the same visitor asks on two instances at the same moment', async () => {
      const a = await fresh();
      const b = await createTestApp(dialect, { db: a.db, seed: false });
      apps.unshift(b);
      const v = await newVisitor(a);
      const asks = await Promise.all(
        [a, b, a, b].map((t) => t.call('POST', '/ccim-robot/api/im/convertAgent', { body: { channel: 100 }, headers: { 'x-visitor-token': v.token } })),
      );
      expect(asks.map((r) => r.body.status)).toEqual([0, 0, 0, 0]);
      expect(new Set(asks.map((r) => r.body.data.sessionId)).size).toBe(1);
      const open = await a.db.kysely.selectFrom('chat_sessions').select('id').where('visitor_id', '=', v.id).where('status', '!=', 'closed').execute();
      expect(open).toHaveLength(1);
    });

    it('two server instances on one database never assign a visitor twice', async () => {
      const a = await fresh();
      const b = await createTestApp(dialect, { db: a.db, seed: false });
      apps.unshift(b);
      await withoutPresenceSweeps(a, b);
      const agents = [await readyAgent(a, 'agent1', { maxUsers: 2, ready: false }), await readyAgent(b, 'agent2', { maxUsers: 2, ready: false }), await readyAgent(a, 'agent3', { maxUsers: 2, ready: false })];
      const sessions: string[] = [];
      for (let i = 0; i < 10; i++) sessions.push((await convert(await newVisitor(i % 2 ? a : b))).sessionId);

      const assigned: string[] = [];
      for (const app of [a, b]) app.app.ctx.events.on('session.assigned', (p) => void assigned.push(p.sessionId));
      // Both instances decide at the same moment over the same queue.
      await a.db.kysely.updateTable('agents').set({ status: 3, ready_since: Date.now() }).where('id', 'in', agents.map((x) => x.id)).execute();
      for (let round = 0; round < 3; round++) {
        a.app.loop.routing.kick();
        b.app.loop.routing.kick();
        await Promise.all([a.app.loop.routing.drain(), b.app.loop.routing.drain()]);
      }
      await new Promise((r) => setImmediate(r));

      expect(new Set(assigned).size).toBe(assigned.length);
      expect(assigned).toHaveLength(6);
      const rows = await a.db.kysely.selectFrom('chat_sessions').select(['id', 'status', 'agent_id']).where('id', 'in', sessions).orderBy('queued_at').orderBy('id').execute();
      expect(rows.filter((r) => r.status === 'active')).toHaveLength(6);
      for (const ag of agents) {
        const load = await a.db.kysely.selectFrom('agents').select('current_users').where('id', '=', ag.id).executeTakeFirstOrThrow();
        expect(load.current_users).toBe(rows.filter((r) => r.status === 'active' && r.agent_id === ag.id).length);
        expect(load.current_users).toBe(2);
      }
      // The four left wait in order of arrival.
      const queued = rows.filter((r) => r.status === 'queued').map((r) => r.id);
      expect(queued).toEqual(sessions.slice(6));
    });
  });
}
