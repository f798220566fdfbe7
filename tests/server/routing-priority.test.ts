import { countStatus } from '../../adapter-server/src/features/agents/agent.repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getServiceConfig } from '../../adapter-server/src/features/serviceConfig/service-config.service';
import type { SupervisionSnapshot } from '../../src/common/supervision';
import { convert, newVisitor, nobodyOnline, readyAgent, type TestVisitor } from '../helpers/conversation';
import { fieldsOf } from './management/helpers';
import { createTestApp, DIALECTS, EVENT_WAIT_MS, nextEvent, type TestApp, withoutPresenceSweeps } from '../helpers/test-app';

const R = '/ccim-robot/api/im';
const ask = (v: TestVisitor, question: string, source?: string) => v.call('POST', `${R}/answer`, { question, channel: 100, ...(source ? { source } : {}) });
const routingOf = (t: TestApp, id: string) => t.db.kysely.selectFrom('session_routing').selectAll().where('session_id', '=', id).executeTakeFirst();
const sessionOf = (t: TestApp, id: string) => t.db.kysely.selectFrom('chat_sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

for (const dialect of DIALECTS) {
  describe(`routing rules and priority (${dialect})`, () => {
    let t: TestApp;
    let supToken: string;
    /** Replaces every rule with these (the demo's claim rules among them unless told). */
    const rules = async (list: object[]) => {
      await t.db.kysely.deleteFrom('routing_rules').execute();
      // Written past the API: the instance is told, as the API would tell it.
      t.app.ctx.events.emit('routing_rules.changed', {});
      for (const [i, r] of list.entries()) {
        const made = await t.call('POST', '/ccim-main/api/routingRuleMgt/add', { token: supToken, body: { sort: i, ...r } });
        expect(made.body.status).toBe(0);
      }
    };
    beforeAll(async () => {
      t = await createTestApp(dialect);
      supToken = await t.login('supervisor');
    });
    afterAll(() => t?.close());

    it('serves a visitor who asked about a claim before one who said hello earlier; positions follow; supervision shows priority and rule', async () => {
      await nobodyOnline(t);
      await rules([{ name: 'Claims first', conditions: [{ field: 'lastQuestion', op: 'contains', value: 'claim' }], priority: 2 }]);
      const agent = await readyAgent(t, 'agent1', { maxUsers: 1 });
      const busy = await newVisitor(t);
      const assignedBusy = nextEvent(agent.socket, 'newSession');
      await convert(busy);
      await assignedBusy;

      const hello = await newVisitor(t);
      await ask(hello, 'hello');
      const h = await convert(hello);
      expect(h.queuePosition).toBe(1);
      const claim = await newVisitor(t);
      await ask(claim, 'I want to make a CLAIM for my broken parcel');
      const movedBack = nextEvent(hello.socket, 'queuePosition', EVENT_WAIT_MS, (p: any) => p.queuePosition === 2);
      const c = await convert(claim);
      // The urgent chat goes ahead of the one queued before it, and the earlier visitor is told it is now second.
      expect(c.queuePosition).toBe(1);
      expect((await movedBack).sessionId).toBe(h.sessionId);
      expect(await routingOf(t, c.sessionId)).toMatchObject({ rule_name: 'Claims first', priority: 2 });
      expect(await routingOf(t, h.sessionId)).toBeUndefined();
      const wait = await claim.call('GET', `${R}/queueWait?sessionId=${c.sessionId}`);
      expect(wait.body.data.queuePosition).toBe(1);

      const snap: SupervisionSnapshot = (await t.call('GET', '/ccim-main/api/supervision/snapshot', { token: supToken })).body.data;
      expect(snap.queue.map((q) => [q.sessionId, q.level, q.ruleName, q.priority])).toEqual([
        [c.sessionId, 2, 'Claims first', false],
        [h.sessionId, 0, null, false],
      ]);
      // The header's counts say how many of the waiting chats are high or urgent.
      expect(await countStatus(t.db.kysely)).toMatchObject({ queueCount: 2, priorityQueueCount: 1 });

      const served = nextEvent(claim.socket, 'assigned');
      const mine = (await t.call('GET', '/ccim-main/api/workbench/listSession', { token: agent.token })).body.data;
      await t.call('PUT', '/ccim-main/api/workbench/clear', { token: agent.token, body: { sessionId: mine[0].sessionId } });
      expect((await served).sessionId).toBe(c.sessionId);
      expect((await sessionOf(t, h.sessionId)).status).toBe('queued');
    });

    it('tests the entry, channel, language, the waybills the visitor wrote and the hour, and sends the chat to the rule\'s group', async () => {
      await nobodyOnline(t);
      const other = (await t.db.kysely.selectFrom('skill_groups').select(['id', 'name']).orderBy('id', 'desc').executeTakeFirstOrThrow());
      const { utcOffsetMinutes } = (await getServiceConfig(t.db.kysely)).workingHours;
      const hour = String(new Date(Date.now() + utcOffsetMinutes * 60_000).getUTCHours());
      await rules([
        { name: 'never', conditions: [{ field: 'channel', op: 'eq', value: '300' }], priority: 2 },
        {
          name: 'freight exception in Chinese',
          conditions: [
            { field: 'entry', op: 'eq', value: 'ky' },
            { field: 'channel', op: 'in', value: '100,200' },
            { field: 'lang', op: 'eq', value: 'zh' },
            { field: 'waybillProduct', op: 'eq', value: 'ky' },
            { field: 'waybillStatus', op: 'in', value: 'exception,delivering' },
          ],
          skillGroupId: other.id,
          priority: 1,
        },
        { name: 'any hour but this one', conditions: [{ field: 'hour', op: 'ne', value: hour }], priority: 2 },
      ]);
      const v = await newVisitor(t);
      await v.call('POST', `${R}/answer`, { question: '运单 9012345678 怎么还没到', channel: 100, source: 'hsp' });
      const r = await t.call('POST', `${R}/convertAgent`, { body: { channel: 100, source: 'hsp' }, headers: { 'x-visitor-token': v.token, authorization: `Bearer ${v.token}`, 'accept-language': 'zh-CN' } });
      expect(r.body.status).toBe(0);
      const s = await sessionOf(t, r.body.data.sessionId);
      expect(await routingOf(t, s.id)).toMatchObject({ rule_name: 'freight exception in Chinese', priority: 1, skill_group_id: other.id });
      expect([s.skill_group_id, s.queue_priority]).toEqual([other.id, 1]);

      // Express entry, English: the freight rule does not hold; the hour rule does not either (it is this hour).
      const en = await newVisitor(t);
      await ask(en, 'where is 9012345678');
      const q = await convert(en);
      expect(await routingOf(t, q.sessionId)).toBeUndefined();
      expect((await sessionOf(t, q.sessionId)).queue_priority).toBe(0);
    });

    it('serves a VIP customer first by a rule on vip (the flag the channel\'s signed identity sets)', async () => {
      await nobodyOnline(t);
      await rules([{ name: 'VIPs first', conditions: [{ field: 'vip', op: 'eq', value: 'yes' }], priority: 2 }]);
      const plain = await newVisitor(t);
      await ask(plain, 'where is my parcel');
      const p = await convert(plain);
      const vip = await newVisitor(t);
      const customer = (await t.db.kysely.selectFrom('visitors').select('customer_id').where('id', '=', vip.id).executeTakeFirstOrThrow()).customer_id!;
      await t.db.kysely.updateTable('customers').set({ vip: 1 }).where('id', '=', customer).execute();
      await ask(vip, 'where is my parcel');
      const v = await convert(vip);
      expect(v.queuePosition).toBe(1);
      expect(await routingOf(t, v.sessionId)).toMatchObject({ rule_name: 'VIPs first', priority: 2 });
      expect(await routingOf(t, p.sessionId)).toBeUndefined();
      // A vip value other than yes or no is refused, field by field.
      const bad = await t.call('POST', '/ccim-main/api/routingRuleMgt/add', { token: supToken, body: { name: 'x', conditions: [{ field: 'vip', op: 'eq', value: 'gold' }] } });
      expect(fieldsOf(bad)).toEqual(['conditions.0.value']);
    });

    it('orders 200 simultaneous enqueues by priority, then waiting time, with positions 1 to 200 and one assignment each', async () => {
      await nobodyOnline(t);
      await t.db.kysely.updateTable('agents').set({ current_users: 0 }).execute();
      await rules([{ name: 'Chinese first', conditions: [{ field: 'lang', op: 'eq', value: 'zh' }], priority: 2 }]);
      const tokens = await Promise.all(
        Array.from({ length: 200 }, async () => (await t.call('GET', `${R}/getCurrentUser?channel=100`)).body.data.visitorToken as string),
      );
      const results = await Promise.all(
        tokens.map((token, i) =>
          t.call('POST', `${R}/convertAgent`, { body: { channel: 100 }, headers: { 'x-visitor-token': token, authorization: `Bearer ${token}`, 'accept-language': i % 2 ? 'zh-CN' : 'en' } }),
        ),
      );
      expect(results.every((r) => r.body.status === 0)).toBe(true);
      const queued = await t.db.kysely
        .selectFrom('chat_sessions')
        .select(['id', 'queue_priority', 'queued_at'])
        .where('status', '=', 'queued')
        .orderBy('queue_priority', 'desc')
        .orderBy('queued_at')
        .orderBy('id')
        .execute();
      expect(queued).toHaveLength(200);
      expect(queued.slice(0, 100).every((s) => s.queue_priority === 2)).toBe(true);
      expect(queued.slice(100).every((s) => s.queue_priority === 0)).toBe(true);
      // Each visitor's position is its place in that order.
      const byId = new Map(queued.map((s, i) => [s.id, i + 1]));
      const tokenOf = new Map(results.map((r, i) => [r.body.data.sessionId as string, tokens[i]]));
      const positions = await Promise.all(
        queued.map(async (s) => {
          const tk = tokenOf.get(s.id)!;
          return (await t.call('GET', `${R}/queueWait?sessionId=${s.id}`, { headers: { 'x-visitor-token': tk, authorization: `Bearer ${tk}` } })).body.data.queuePosition as number;
        }),
      );
      expect(positions).toEqual(queued.map((s) => byId.get(s.id)));
      // Agents taking 10 at once get the 10 urgent chats that waited longest, each once.
      const a1 = await readyAgent(t, 'agent1', { maxUsers: 5 });
      const a2 = await readyAgent(t, 'agent2', { maxUsers: 5 });
      await t.app.loop.routing.drain();
      const taken = await t.db.kysely.selectFrom('chat_sessions').select(['id', 'agent_id']).where('status', '=', 'active').where('agent_id', 'in', [a1.id, a2.id]).execute();
      expect(taken.map((s) => s.id).sort()).toEqual(queued.slice(0, 10).map((s) => s.id).sort());
    }, 120_000); // 600 calls and 200 routings: over the 30 s default on a loaded two-core host
    it('two instances on one database serve the urgent chats first, each once', async () => {
      await nobodyOnline(t);
      await t.db.kysely.updateTable('agents').set({ current_users: 0 }).execute();
      await rules([{ name: 'Chinese first', conditions: [{ field: 'lang', op: 'eq', value: 'zh' }], priority: 2 }]);
      const b = await createTestApp(dialect, { db: t.db, seed: false });
      await withoutPresenceSweeps(t, b);
      try {
        const agents = [await readyAgent(t, 'agent1', { maxUsers: 3, ready: false }), await readyAgent(b, 'agent2', { maxUsers: 3, ready: false })];
        // Twenty visitors, half on each instance, every other one urgent; the urgent ones come last.
        const made: { id: string; urgent: boolean }[] = [];
        for (let i = 0; i < 20; i++) {
          const app = i % 2 ? b : t;
          const token = (await app.call('GET', `${R}/getCurrentUser?channel=100`)).body.data.visitorToken as string;
          const urgent = i >= 14;
          const r = await app.call('POST', `${R}/convertAgent`, { body: { channel: 100 }, headers: { 'x-visitor-token': token, authorization: `Bearer ${token}`, 'accept-language': urgent ? 'zh' : 'en' } });
          made.push({ id: r.body.data.sessionId, urgent });
        }
        const assigned: string[] = [];
        for (const app of [t, b]) app.app.ctx.events.on('session.assigned', (p) => void assigned.push(p.sessionId));
        await t.db.kysely.updateTable('agents').set({ status: 3, ready_since: Date.now() }).where('id', 'in', agents.map((x) => x.id)).execute();
        for (let round = 0; round < 3; round++) {
          t.app.loop.routing.kick();
          b.app.loop.routing.kick();
          await Promise.all([t.app.loop.routing.drain(), b.app.loop.routing.drain()]);
        }
        // Six slots: the six urgent chats, each given once, though they were queued last.
        expect(new Set(assigned).size).toBe(assigned.length);
        expect([...assigned].sort()).toEqual(made.filter((m) => m.urgent).map((m) => m.id).sort());
      } finally {
        await b.close();
      }
    });
  });
}
