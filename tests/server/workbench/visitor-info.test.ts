import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convert, newVisitor, readyAgent, type TestAgent } from '../../helpers/conversation';
import { createTestApp, DIALECTS, nextEvent, type TestApp } from '../../helpers/test-app';
import { API } from './fixture';

for (const dialect of DIALECTS) {
  describe(`visitor info in the workbench (${dialect})`, () => {
    let t: TestApp;
    let a1: TestAgent;
    let a2: TestAgent;
    let sessionId: string;
    let earlierId: string;

    beforeAll(async () => {
      t = await createTestApp(dialect);
      a1 = await readyAgent(t, 'agent1');
      a2 = await readyAgent(t, 'agent2', { ready: false });
      const visitor = await newVisitor(t);
      let assigned = nextEvent(a1.socket, 'newSession');
      earlierId = (await convert(visitor)).sessionId;
      await assigned;
      await t.call('PUT', `${API}/workbench/clear`, { token: a1.token, body: { sessionId: earlierId } });
      await t.db.kysely.updateTable('visitors').set({ phone: '13800138001' }).where('id', '=', visitor.id).execute();
      assigned = nextEvent(a1.socket, 'newSession');
      sessionId = (await convert(visitor)).sessionId;
      await assigned;
    });
    afterAll(() => t?.close());

    it('shows who the visitor is, with the phone masked, and their earlier chats', async () => {
      const r = await t.call('GET', `${API}/workbench/visitorInfo?sessionId=${sessionId}`, { token: a1.token });
      expect(r.body).toMatchObject({ status: 0, data: { channel: 100, phone: '138****8001' } });
      expect(r.body.data.earlierSessions).toEqual([expect.objectContaining({ sessionId: earlierId, status: 'closed', agentNickname: '李娜' })]);
    });

    it("refuses another agent's session and bad input", async () => {
      expect(await t.call('GET', `${API}/workbench/visitorInfo?sessionId=${sessionId}`, { token: a2.token })).toMatchObject({ status: 403, body: { status: -1, msg: 'No such session' } });
      const bad = await t.call('GET', `${API}/workbench/visitorInfo`, { token: a1.token });
      expect(bad.status).toBe(400);
      expect(bad.body.data.errors).toEqual([{ field: 'sessionId', message: 'is required' }]);
    });
  });
}
