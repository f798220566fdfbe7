import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVisitor } from '../../adapter-server/src/features/customers/customer.service';
import { clientMsgId, convert, newVisitor, readyAgent, request, type TestAgent, type TestVisitor } from '../helpers/conversation';
import { createTestApp, DIALECTS, nextEvent, type TestApp } from '../helpers/test-app';
import { agentIdOf, API, sessionOf } from './workbench/fixture';

for (const dialect of DIALECTS) {
  describe(`customers beside the chat (${dialect})`, () => {
    let t: TestApp;
    let a1: TestAgent;
    let a2: TestAgent;
    let visitor: TestVisitor;
    let sessionId: string;
    let earlierId: string;
    let otherId: string;
    const customerOf = async (visitorId: string) =>
      (await t.db.kysely.selectFrom('visitors').select('customer_id').where('id', '=', visitorId).executeTakeFirstOrThrow()).customer_id;

    beforeAll(async () => {
      t = await createTestApp(dialect);
      a1 = await readyAgent(t, 'agent1', { maxUsers: 5 });
      a2 = await readyAgent(t, 'agent2', { ready: false });
      visitor = await newVisitor(t);
      let assigned = nextEvent(a1.socket, 'newSession');
      earlierId = (await convert(visitor)).sessionId;
      await assigned;
      await request(visitor.socket, 'chatMessage', { sessionId: earlierId, clientMsgId: clientMsgId(), content: 'Where is YT1234567890123?' });
      await t.call('PUT', `${API}/workbench/clear`, { token: a1.token, body: { sessionId: earlierId } });
      assigned = nextEvent(a1.socket, 'newSession');
      sessionId = (await convert(visitor)).sessionId;
      await assigned;
      const other = await newVisitor(t);
      assigned = nextEvent(a1.socket, 'newSession');
      otherId = (await convert(other)).sessionId;
      await assigned;
    });
    afterAll(() => t?.close());

    it("shows a returning visitor's earlier chat, the waybill they wrote and the customer's figures", async () => {
      const r = await t.call('GET', `${API}/workbench/customer?sessionId=${sessionId}`, { token: a1.token });
      expect(r.body.status).toBe(0);
      const { customer, previousSessions, waybills, workBills } = r.body.data;
      expect(customer).toMatchObject({ id: await customerOf(visitor.id), vip: false, notes: '', chats: 2, averageRating: null, blacklisted: false });
      expect(customer.lastContactAt).toBeGreaterThanOrEqual(customer.firstContactAt);
      expect(previousSessions).toEqual([expect.objectContaining({ id: earlierId, agentName: '李娜', reasons: [], rating: null })]);
      expect(previousSessions[0].closedAt).toEqual(expect.any(Number));
      expect(waybills).toEqual([expect.objectContaining({ waybillNo: 'YT1234567890123', status: expect.any(String) })]);
      expect(workBills).toEqual([]);
    });

    it("reads an earlier chat's transcript of the same customer only", async () => {
      const r = await t.call('GET', `${API}/workbench/customer/transcript?sessionId=${sessionId}&previousId=${earlierId}`, { token: a1.token });
      expect(r.body.status).toBe(0);
      expect(r.body.data.messages.map((m: { content: string }) => m.content)).toContain('Where is YT1234567890123?');
      const foreign = await t.call('GET', `${API}/workbench/customer/transcript?sessionId=${sessionId}&previousId=${otherId}`, { token: a1.token });
      expect(foreign).toMatchObject({ status: 403, body: { status: -1, msg: 'No such session' } });
    });

    it('refuses an agent who may not see the chat', async () => {
      expect(await t.call('GET', `${API}/workbench/customer?sessionId=${sessionId}`, { token: a2.token })).toMatchObject({ status: 403, body: { status: -1, msg: 'No such session' } });
      expect(await t.call('GET', `${API}/workbench/customer/transcript?sessionId=${sessionId}&previousId=${earlierId}`, { token: a2.token })).toMatchObject({ status: 403 });
      expect(await t.call('PUT', `${API}/workbench/customer/notes`, { token: a2.token, body: { sessionId, notes: 'x' } })).toMatchObject({ status: 403 });
      const bad = await t.call('GET', `${API}/workbench/customer`, { token: a1.token });
      expect(bad.status).toBe(400);
      expect(bad.body.data.errors).toEqual([{ field: 'sessionId', message: 'is required' }]);
    });

    it('keeps notes across chats, refuses a note too long and writes nothing then', async () => {
      const saved = await t.call('PUT', `${API}/workbench/customer/notes`, { token: a1.token, body: { sessionId, notes: ' Prefers calls after 6pm ' } });
      expect(saved.body).toMatchObject({ status: 0, data: { notes: 'Prefers calls after 6pm' } });
      const tooLong = await t.call('PUT', `${API}/workbench/customer/notes`, { token: a1.token, body: { sessionId, notes: 'x'.repeat(2001) } });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.data.errors).toEqual([expect.objectContaining({ field: 'notes', message: expect.stringMatching(/2000/) })]);
      // The earlier chat's agent view reads the same customer's notes.
      const r = await t.call('GET', `${API}/workbench/customer?sessionId=${earlierId}`, { token: a1.token });
      expect(r.body.data.customer.notes).toBe('Prefers calls after 6pm');
      const audit = await t.db.kysely.selectFrom('audit_log').select(['action', 'outcome']).where('action', '=', 'customerNotes').execute();
      expect(audit).toEqual([{ action: 'customerNotes', outcome: 'success' }]);
    });

    it('makes the customer of a visitor written without one (the seed) when its chat is looked at', async () => {
      const id = await sessionOf(t, await agentIdOf(t, 'agent1'), `cu-seed-${dialect}`);
      expect(await customerOf(`v-${id}`)).toBeNull();
      const r = await t.call('GET', `${API}/workbench/customer?sessionId=${id}`, { token: a1.token });
      expect(r.body).toMatchObject({ status: 0, data: { customer: { name: 'Visitor', chats: 1 }, previousSessions: [] } });
      expect(await customerOf(`v-${id}`)).toBe(r.body.data.customer.id);
    });

    it('gives visitors of one signed channel identity one customer, and anonymous visitors one each', async () => {
      const at = Date.now();
      const row = (id: string, openId: string | null) => ({ id, open_id: openId, channel: 200, nickname: 'Ann', phone: null, created_at: at, last_seen_at: at });
      const [a, b, c] = [await createVisitor(t.db.kysely, row(`cu-a-${dialect}`, 'wx-77')), await createVisitor(t.db.kysely, row(`cu-b-${dialect}`, 'wx-77')), await createVisitor(t.db.kysely, row(`cu-c-${dialect}`, null))];
      expect(a.customer_id).toBeTruthy();
      expect(b.customer_id).toBe(a.customer_id);
      expect(c.customer_id).not.toBe(a.customer_id);
      expect(await customerOf(b.id)).toBe(a.customer_id);
      expect(await customerOf(visitor.id)).not.toBe(await customerOf((await t.db.kysely.selectFrom('chat_sessions').select('visitor_id').where('id', '=', otherId).executeTakeFirstOrThrow()).visitor_id));
    });
  });
}
