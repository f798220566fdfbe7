import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatting, convert, newVisitor, nobodyOnline, readyAgent } from '../helpers/conversation';
import { createTestApp, DIALECTS, nextEvent, type TestApp } from '../helpers/test-app';

const agentRow = (t: TestApp, id: string) => t.db.kysely.selectFrom('agents').select(['status', 'absent_since']).where('id', '=', id).executeTakeFirstOrThrow();
const sessionRow = (t: TestApp, id: string) => t.db.kysely.selectFrom('chat_sessions').select(['status', 'agent_id']).where('id', '=', id).executeTakeFirstOrThrow();

/** Waits (bounded) until the database notes the agent as without a socket. */
async function notedAbsent(t: TestApp, agentId: string) {
  for (let i = 0; i < 250 && (await agentRow(t, agentId)).absent_since === null; i++) await new Promise((r) => setTimeout(r, 20));
  return (await agentRow(t, agentId)).absent_since;
}

for (const dialect of DIALECTS) {
  describe(`routing follows connections (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t?.close());
    beforeEach(() => nobodyOnline(t));

    it('gives no new visitor to an agent whose page closed, keeps their chat through the grace, and serves the queue when they come back', async () => {
      const { agent, sessionId } = await chatting(t, 'agent1');
      agent.socket.disconnect();
      // Noted in the database when the last socket closes, not at the next presence pass, so every instance knows.
      expect(await notedAbsent(t, agent.id)).not.toBeNull();
      expect(await agentRow(t, agent.id)).toMatchObject({ status: 3 });

      const v = await newVisitor(t);
      const { sessionId: waiting } = await convert(v);
      await t.app.loop.routing.drain();
      expect(await sessionRow(t, waiting)).toMatchObject({ status: 'queued', agent_id: null });
      expect(await sessionRow(t, sessionId)).toMatchObject({ status: 'active', agent_id: agent.id });

      const assigned = nextEvent(v.socket, 'assigned');
      const back = await t.staffSocket(agent.token, agent.id);
      expect(await assigned).toMatchObject({ sessionId: waiting });
      expect(await agentRow(t, agent.id)).toMatchObject({ status: 3, absent_since: null });
      expect(await sessionRow(t, waiting)).toMatchObject({ status: 'active', agent_id: agent.id });
      back.disconnect();
      v.socket.disconnect();
    });

    it('routes to the agent still connected while another is absent, and refuses a transfer to the absent one', async () => {
      const gone = await readyAgent(t, 'agent2');
      const here = await readyAgent(t, 'agent3');
      gone.socket.disconnect();
      expect(await notedAbsent(t, gone.id)).not.toBeNull();
      for (let i = 0; i < 3; i++) {
        const v = await newVisitor(t);
        const assigned = nextEvent(v.socket, 'assigned');
        const { sessionId } = await convert(v);
        expect(await assigned).toMatchObject({ sessionId });
        expect(await sessionRow(t, sessionId)).toMatchObject({ agent_id: here.id });
        v.socket.disconnect();
      }
      const mine = await t.call('GET', '/ccim-main/api/workbench/listSession', { token: here.token });
      const sessionId = mine.body.data[0].sessionId;
      const moved = await t.call('PUT', '/ccim-main/api/workbench/confirmTransfer', { token: here.token, body: { sessionId, toAgentId: gone.id } });
      expect(moved.body.status).not.toBe(0);
      expect(await sessionRow(t, sessionId)).toMatchObject({ agent_id: here.id });
      here.socket.disconnect();
    });
  });
}
