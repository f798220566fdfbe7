import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convert, newVisitor, readyAgent, type TestAgent, type TestVisitor } from '../../helpers/conversation';
import { createTestApp, DIALECTS, EVENT_WAIT_MS, nextEvent, type TestApp } from '../../helpers/test-app';
import { API } from './fixture';

const loadOf = async (t: TestApp, id: string) =>
  (await t.db.kysely.selectFrom('agents').select('current_users').where('id', '=', id).executeTakeFirstOrThrow()).current_users;

for (const dialect of DIALECTS) {
  describe(`transfer (${dialect})`, () => {
    let t: TestApp;
    let a1: TestAgent;
    let a2: TestAgent;
    let a3: TestAgent;
    let visitor: TestVisitor;
    let sessionId: string;

    beforeAll(async () => {
      t = await createTestApp(dialect);
      a1 = await readyAgent(t, 'agent1');
      visitor = await newVisitor(t);
      const assigned = nextEvent(a1.socket, 'newSession');
      sessionId = (await convert(visitor)).sessionId;
      await assigned;
      a2 = await readyAgent(t, 'agent2', { maxUsers: 3 });
      a3 = await readyAgent(t, 'agent3', { maxUsers: 0 });
    });
    afterAll(() => t?.close());

    it('lists the ready agents of the skill group with their load, not the caller', async () => {
      const r = await t.call('GET', `${API}/workbench/listTransferAgent?sessionId=${sessionId}`, { token: a1.token });
      expect(r.body.status).toBe(0);
      const ids = r.body.data.agents.map((a: { id: string }) => a.id);
      expect(ids).toContain(a2.id);
      expect(ids).not.toContain(a1.id);
      expect(r.body.data.agents.find((a: { id: string }) => a.id === a3.id)).toMatchObject({ full: true, maxUsers: 0 });
      expect(r.body.data.agents.find((a: { id: string }) => a.id === a2.id)).toMatchObject({ full: false, currentUsers: 0, maxUsers: 3 });
      expect(r.body.data.groups.length).toBe(4);
    });

    it("refuses bad input and another agent's session", async () => {
      const missing = await t.call('GET', `${API}/workbench/listTransferAgent`, { token: a1.token });
      expect(missing.status).toBe(400);
      expect(missing.body.data.errors).toEqual([{ field: 'sessionId', message: 'is required' }]);
      expect(await t.call('GET', `${API}/workbench/listTransferAgent?sessionId=${sessionId}`, { token: a2.token })).toMatchObject({ status: 403, body: { status: -1, msg: 'No such session' } });
      const steal = await t.call('PUT', `${API}/workbench/confirmTransfer`, { token: a2.token, body: { sessionId, toAgentId: a2.id } });
      expect(steal.body).toMatchObject({ status: -1 });
      const bad = await t.call('PUT', `${API}/workbench/confirmTransfer`, { token: a1.token, body: { sessionId } });
      expect(bad.body.data.errors).toEqual([{ field: 'toAgentId', message: 'is required' }]);
      const self = await t.call('PUT', `${API}/workbench/confirmTransfer`, { token: a1.token, body: { sessionId, toAgentId: a1.id } });
      expect(self.body).toMatchObject({ status: -1, msg: 'Choose another agent to transfer to' });
    });

    it('respects the receiver capacity', async () => {
      const full = await t.call('PUT', `${API}/workbench/confirmTransfer`, { token: a1.token, body: { sessionId, toAgentId: a3.id } });
      expect(full.body).toMatchObject({ status: -1 });
      expect(full.body.msg).toContain('no free slot');
      const row = await t.db.kysely.selectFrom('chat_sessions').select(['agent_id', 'transfer_count']).where('id', '=', sessionId).executeTakeFirstOrThrow();
      expect(row).toEqual({ agent_id: a1.id, transfer_count: 0 });
    });

    it('hands the session over: the receiver gets it with its history, the visitor is told, the loads move', async () => {
      const before = await loadOf(t, a1.id);
      const newSession = nextEvent(a2.socket, 'newSession');
      const visitorTold = nextEvent(visitor.socket, 'assigned');
      const line = nextEvent(visitor.socket, 'chatMessage', EVENT_WAIT_MS, (m: { author: number; content: string }) => m.author === 0);
      const r = await t.call('PUT', `${API}/workbench/confirmTransfer`, { token: a1.token, body: { sessionId, toAgentId: a2.id, note: '客户咨询快运 freight question' } });
      expect(r.body).toMatchObject({ status: 0, data: { sessionId, toAgentId: a2.id } });
      expect(await newSession).toMatchObject({ sessionId });
      expect(await visitorTold).toMatchObject({ sessionId, agentNickname: '张伟' });
      // The visitor's line says who handed the chat to whom, as a code; the note for the colleague is not in it.
      const told = await line;
      expect(told).toMatchObject({ type: 'system', content: 'transferred', extra: { code: 'transferred', from: '李娜', to: '张伟' } });
      expect(JSON.stringify(told)).not.toContain('freight question');
      const row = await t.db.kysely.selectFrom('chat_sessions').select(['agent_id', 'transfer_count']).where('id', '=', sessionId).executeTakeFirstOrThrow();
      expect(row).toEqual({ agent_id: a2.id, transfer_count: 1 });
      expect(await loadOf(t, a2.id)).toBe(1);
      expect(await loadOf(t, a1.id)).toBe(before - 1);
      const history = await t.call('GET', `${API}/workbench/listMsg?sessionId=${sessionId}`, { token: a2.token });
      expect(history.body.data.length).toBeGreaterThan(0);
      expect((await t.call('GET', `${API}/workbench/listMsg?sessionId=${sessionId}`, { token: a1.token })).body.status).toBe(-1);
    });
  });
}
