import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHOR } from '../../src/common/events';
import { clientMsgId, convert, newVisitor, nobodyOnline, readyAgent, request } from '../helpers/conversation';
import { createTestApp, DIALECTS, nextEvent, type TestApp } from '../helpers/test-app';
import { fieldsOf } from './management/helpers';

const R = '/ccim-robot/api/im';
const M = '/ccim-main/api';
const linesOf = (t: TestApp, sessionId: string) =>
  t.db.kysely.selectFrom('chat_messages').select(['author', 'type', 'extra']).where('session_id', '=', sessionId).where('type', '=', 'note').where('author', '=', AUTHOR.system).orderBy('seq').execute();
const actsOf = async (t: TestApp, sessionId: string) => (await linesOf(t, sessionId)).map((m) => JSON.parse(m.extra!) as Record<string, unknown>).map((e) => [e.rule, e.act, e.value ?? null]);
const labelsOf = async (t: TestApp, sessionId: string) => (await t.db.kysely.selectFrom('session_labels').select('label').where('session_id', '=', sessionId).execute()).map((r) => r.label);
const isAutomationLine = (m: any) => m.type === 'note' && m.extra?.code === 'automation';

for (const dialect of DIALECTS) {
  describe(`automation rules (${dialect})`, () => {
    let t: TestApp;
    let sup: string;
    const rules = async (list: object[]) => {
      await t.db.kysely.deleteFrom('automation_rules').execute();
      for (const [i, r] of list.entries()) {
        const made = await t.call('POST', `${M}/automationRuleMgt/add`, { token: sup, body: { sort: i, ...r } });
        expect(made.body.status, JSON.stringify(made.body)).toBe(0);
      }
    };
    const endChat = async (agent: { token: string }, sessionId: string) =>
      expect((await t.call('PUT', `${M}/workbench/clear`, { token: agent.token, body: { sessionId } })).body.status).toBe(0);
    const commonReply = () => t.db.kysely.selectFrom('quick_replies').select(['id', 'title', 'content']).where('type', '=', 0).orderBy('sort').executeTakeFirstOrThrow();

    beforeAll(async () => {
      t = await createTestApp(dialect);
      sup = await t.login('supervisor');
    });
    afterAll(() => t?.close());

    it('refuses a rule part by part: an unknown act value, quick reply, work bill type, department or contact reason, a bad priority', async () => {
      const bad = await t.call('POST', `${M}/automationRuleMgt/add`, {
        token: sup,
        body: {
          name: '  ',
          event: 'message',
          conditions: [{ field: 'contactReason', op: 'eq', value: 'no-such-reason' }, { field: 'message', op: 'in', value: 'x' }],
          actions: [
            { type: 'setPriority', value: '7' },
            { type: 'sendQuickReply', value: 'no-such-reply' },
            { type: 'openWorkBill', value: 'NOPE', dept: 'CS' },
            { type: 'openWorkBill', value: (await t.db.kysely.selectFrom('work_bill_types').select('code').where('parent_code', 'is not', null).executeTakeFirstOrThrow()).code, dept: 'NOPE' },
            { type: 'addLabel', value: 'x'.repeat(41) },
          ],
        },
      });
      expect(fieldsOf(bad)).toEqual(['name', 'conditions.0.value', 'conditions.1.op', 'actions.0.value', 'actions.1.value', 'actions.2.value', 'actions.3.dept', 'actions.4.value']);
      // In Chinese too.
      const zh = await t.call('POST', `${M}/automationRuleMgt/add`, { token: sup, body: { name: 'x', actions: [{ type: 'sendQuickReply', value: 'nope' }] }, headers: { 'accept-language': 'zh-CN' } });
      expect(zh.body.msg).toContain('不是已有的公共快捷回复');
      // No act at all, and an act the rules do not know, are refused by the schema.
      expect((await t.call('POST', `${M}/automationRuleMgt/add`, { token: sup, body: { name: 'x', actions: [] } })).status).toBe(400);
      expect((await t.call('POST', `${M}/automationRuleMgt/add`, { token: sup, body: { name: 'x', actions: [{ type: 'deleteChat', value: '1' }] } })).status).toBe(400);
      // An agent may not manage rules.
      const agentToken = await t.login('agent1');
      expect((await t.call('POST', `${M}/automationRuleMgt/list`, { token: agentToken, body: {} })).status).toBe(403);
    });

    it('on a chat entering the queue: a claim is labelled and made urgent (it jumps the queue), with staff-only lines and audit entries', async () => {
      await nobodyOnline(t);
      await t.db.kysely.deleteFrom('routing_rules').execute();
      // Written past the API: the instance is told, as the API would tell it.
      t.app.ctx.events.emit('routing_rules.changed', {});
      await rules([
        { name: 'Claims', event: 'created', conditions: [{ field: 'lastQuestion', op: 'contains', value: 'claim' }], actions: [{ type: 'addLabel', value: ' claim  ' }, { type: 'setPriority', value: '2' }] },
        { name: 'Never', event: 'created', conditions: [{ field: 'channel', op: 'eq', value: '300' }], actions: [{ type: 'addLabel', value: 'never' }] },
      ]);
      const hello = await newVisitor(t);
      await hello.call('POST', `${R}/answer`, { question: 'hello', channel: 100 });
      const h = await convert(hello);
      const claim = await newVisitor(t);
      await claim.call('POST', `${R}/answer`, { question: 'I want to make a CLAIM', channel: 100 });
      const movedBack = nextEvent(hello.socket, 'queuePosition', undefined, (p: any) => p.queuePosition === 2);
      const c = await convert(claim);
      await t.app.automation.settled();
      await movedBack;
      expect(await labelsOf(t, c.sessionId)).toEqual(['claim']);
      expect(await labelsOf(t, h.sessionId)).toEqual([]);
      const s = await t.db.kysely.selectFrom('chat_sessions').select(['queue_priority', 'last_message_preview']).where('id', '=', c.sessionId).executeTakeFirstOrThrow();
      expect(s.queue_priority).toBe(2);
      // The lists' preview stays the chat's own (queued), not the staff-only lines.
      expect(s.last_message_preview).toBe('\u0001queued');
      expect(await actsOf(t, c.sessionId)).toEqual([['Claims', 'addLabel', 'claim'], ['Claims', 'setPriority', 2]]);
      const routed = await t.db.kysely.selectFrom('session_routing').select(['rule_name', 'priority']).where('session_id', '=', c.sessionId).executeTakeFirstOrThrow();
      expect(routed).toEqual({ rule_name: 'Claims', priority: 2 });
      const audit = await t.db.kysely.selectFrom('audit_log').select(['username', 'role', 'action', 'target']).where('action', '=', 'automation').where('target', 'like', `%${c.sessionId}%`).execute();
      expect(audit.map((a) => [a.username, a.role, a.target.split(' (')[0]])).toEqual([['automation', 'system', 'Claims: addLabel claim'], ['automation', 'system', 'Claims: setPriority 2']]);
      // The visitor's history never holds the lines.
      const history = (await claim.call('POST', `${R}/history`, { sessionId: c.sessionId })).body;
      expect(JSON.stringify(history)).not.toContain('automation');
      // Acting again finds nothing to do: the label and the priority are there; no second line.
      await t.app.automation.settled();
      expect((await linesOf(t, c.sessionId)).length).toBe(2);
    });

    it('on a visitor message: a quick reply goes to the visitor as the service\'s, and the agent sees the line; the reply wakes no rule', async () => {
      await nobodyOnline(t);
      const reply = await commonReply();
      await rules([
        { name: 'Refunds', event: 'message', conditions: [{ field: 'message', op: 'contains', value: 'refund' }], actions: [{ type: 'sendQuickReply', value: reply.id }, { type: 'addLabel', value: 'refund' }] },
        // The chat's own channel and entry.
        { name: 'Web', event: 'message', conditions: [{ field: 'channel', op: 'eq', value: '100' }, { field: 'entry', op: 'eq', value: 'kd' }], actions: [{ type: 'addLabel', value: 'web' }] },
        { name: 'App', event: 'message', conditions: [{ field: 'channel', op: 'eq', value: '200' }], actions: [{ type: 'addLabel', value: 'app' }] },
      ]);
      const agent = await readyAgent(t, 'agent2');
      const v = await newVisitor(t);
      const assigned = nextEvent(agent.socket, 'newSession');
      const { sessionId } = await convert(v);
      await assigned;
      const toVisitor = nextEvent(v.socket, 'chatMessage', undefined, (m: any) => m.author === AUTHOR.robot);
      const line = nextEvent(agent.socket, 'chatMessage', undefined, (m: any) => isAutomationLine(m) && m.extra.act === 'addLabel');
      await request(v.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'I want a Refund please' });
      expect((await toVisitor).content).toBe(reply.content);
      expect((await line).extra).toMatchObject({ rule: 'Refunds', value: 'refund' });
      await t.app.automation.settled();
      const preview = await t.db.kysely.selectFrom('chat_sessions').select('last_message_preview').where('id', '=', sessionId).executeTakeFirstOrThrow();
      expect(preview.last_message_preview).toBe(reply.content.slice(0, 100));
      await request(v.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'thanks' });
      await t.app.automation.settled();
      // Web's second label is the one it has: no second line.
      expect(await actsOf(t, sessionId)).toEqual([['Refunds', 'sendQuickReply', reply.title], ['Refunds', 'addLabel', 'refund'], ['Web', 'addLabel', 'web']]);
      expect((await t.db.kysely.selectFrom('chat_messages').select('id').where('session_id', '=', sessionId).where('author', '=', AUTHOR.robot).where('content', '=', reply.content).execute()).length).toBe(1);
      await endChat(agent, sessionId);
    });

    it('on assignment: a work bill is drafted with the waybill the visitor gave, as the chat\'s agent; without a waybill the line says why', async () => {
      await nobodyOnline(t);
      const [small, dept] = await Promise.all([
        t.db.kysely.selectFrom('work_bill_types').select(['code', 'parent_code']).where('parent_code', 'is not', null).orderBy('code').executeTakeFirstOrThrow(),
        t.db.kysely.selectFrom('dict_data').select('code').where('dict_type', '=', 'complaint_dept').orderBy('sort').executeTakeFirstOrThrow(),
      ]);
      await rules([{ name: 'Damage bill', event: 'assigned', conditions: [{ field: 'lastQuestion', op: 'contains', value: 'broken' }], actions: [{ type: 'openWorkBill', value: small.code, dept: dept.code }] }]);
      const agent = await readyAgent(t, 'agent3');
      const v = await newVisitor(t);
      await v.call('POST', `${R}/answer`, { question: 'parcel 9012345678 arrived broken', channel: 100 });
      const line = nextEvent(agent.socket, 'chatMessage', undefined, isAutomationLine);
      const { sessionId } = await convert(v);
      expect((await line).extra).toMatchObject({ act: 'openWorkBill', waybillNo: '9012345678' });
      const bill = await t.db.kysely.selectFrom('work_bills').selectAll().where('session_id', '=', sessionId).executeTakeFirstOrThrow();
      const agentUser = await t.db.kysely.selectFrom('agents').select('user_id').where('id', '=', agent.id).executeTakeFirstOrThrow();
      expect(bill).toMatchObject({ waybill_no: '9012345678', big_type: small.parent_code, small_type: small.code, complaint_dept: dept.code, created_by: agentUser.user_id });
      expect(bill.description).toBe('Damage bill: parcel 9012345678 arrived broken');
      expect(await actsOf(t, sessionId)).toEqual([['Damage bill', 'openWorkBill', bill.bill_no]]);
      expect((await t.db.kysely.selectFrom('webhook_outbox').select('payload').where('type', '=', 'workBillCreated').execute()).some((r) => r.payload.includes(bill.bill_no))).toBe(true);
      await endChat(agent, sessionId);

      const plain = await newVisitor(t);
      await plain.call('POST', `${R}/answer`, { question: 'my box is broken', channel: 100 });
      const why = nextEvent(agent.socket, 'chatMessage', undefined, isAutomationLine);
      const second = await convert(plain);
      expect((await why).extra).toMatchObject({ act: 'openWorkBillNoWaybill' });
      expect(await t.db.kysely.selectFrom('work_bills').select('id').where('session_id', '=', second.sessionId).executeTakeFirst()).toBeUndefined();
      await endChat(agent, second.sessionId);
    });

    it('on the end: a rule on a top-level contact reason holds for a reason under it; a robot-only chat wakes no rule', async () => {
      await nobodyOnline(t);
      const child = await t.db.kysely.selectFrom('contact_reasons').select(['id', 'parent_id']).where('parent_id', 'is not', null).orderBy('sort').executeTakeFirstOrThrow();
      await rules([
        { name: 'Follow up', event: 'ended', conditions: [{ field: 'contactReason', op: 'eq', value: child.parent_id }], actions: [{ type: 'addLabel', value: 'follow-up' }] },
        { name: 'Every end', event: 'ended', actions: [{ type: 'addLabel', value: 'ended' }] },
      ]);
      const agent = await readyAgent(t, 'agent4');
      const v = await newVisitor(t);
      const assigned = nextEvent(agent.socket, 'newSession');
      const { sessionId } = await convert(v);
      await assigned;
      expect((await t.call('PUT', `${M}/workbench/sessionReasons`, { token: agent.token, body: { sessionId, reasonIds: [child.id] } })).body.status).toBe(0);
      await endChat(agent, sessionId);
      await t.app.automation.settled();
      expect(await actsOf(t, sessionId)).toEqual([['Follow up', 'addLabel', 'follow-up'], ['Every end', 'addLabel', 'ended']]);
      expect((await labelsOf(t, sessionId)).sort()).toEqual(['ended', 'follow-up']);

      const robotOnly = await newVisitor(t);
      await robotOnly.call('POST', `${R}/answer`, { question: 'hello', channel: 100 });
      const robotChat = await t.db.kysely.selectFrom('chat_sessions').select('id').where('visitor_id', '=', robotOnly.id).executeTakeFirstOrThrow();
      await t.app.loop.close(robotChat.id, 'robot');
      await t.app.automation.settled();
      expect(await labelsOf(t, robotChat.id)).toEqual([]);
    });

    it('works every queued event once: a chat ended by a writer this instance does not hear, after an instance stopped half-way through it', async () => {
      await nobodyOnline(t);
      // No rule on an event: nothing is queued for it.
      await rules([]);
      const quiet = await convert(await newVisitor(t));
      expect(await t.db.kysely.selectFrom('automation_outbox').select('id').where('session_id', '=', quiet.sessionId).execute()).toEqual([]);
      await t.app.loop.close(quiet.sessionId, 'visitor');

      await rules([{ name: 'Two acts', event: 'ended', actions: [{ type: 'addLabel', value: 'first' }, { type: 'addLabel', value: 'second' }] }]);
      const rule = await t.db.kysely.selectFrom('automation_rules').select('id').executeTakeFirstOrThrow();
      const { sessionId } = await convert(await newVisitor(t));
      await t.app.automation.settled();
      await t.db.kysely.transaction().execute(async (trx) => {
        // Ended past this instance's code (an instance of another release, an import): no event here, only the
        // trigger's row, in the writer's transaction.
        await trx.updateTable('chat_sessions').set({ status: 'closed', closed_at: Date.now(), close_reason: 'visitor' }).where('id', '=', sessionId).execute();
        const queued = await trx.selectFrom('automation_outbox').select(['id', 'event']).where('session_id', '=', sessionId).execute();
        expect(queued.map((r) => r.event)).toEqual(['ended']);
        // An instance took it, did its first act and stopped: the act is recorded, the claim has run out.
        await trx.insertInto('automation_done').values({ outbox_id: queued[0].id, rule_id: rule.id, act: 0 }).execute();
        await trx.updateTable('automation_outbox').set({ claimed_until: Date.now() - 1, attempts: 1 }).where('id', '=', queued[0].id).execute();
      });
      await t.app.automation.settled();
      expect(await labelsOf(t, sessionId)).toEqual(['second']);
      expect(await actsOf(t, sessionId)).toEqual([['Two acts', 'addLabel', 'second']]);
      expect(await t.db.kysely.selectFrom('automation_outbox').select('id').execute()).toEqual([]);
      expect(await t.db.kysely.selectFrom('automation_done').select('outbox_id').execute()).toEqual([]);
    });
  });
}
