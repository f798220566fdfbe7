import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convert, newVisitor, readyAgent, type TestAgent } from '../helpers/conversation';
import { groupIdOf, makeSession } from '../helpers/factories';
import { createTestApp, DIALECTS, type TestApp } from '../helpers/test-app';

for (const dialect of DIALECTS) {
  describe(`im/queueWait counts only agents who could serve the visitor (${dialect})`, () => {
    let t: TestApp;
    let group: string;
    const agents: TestAgent[] = [];
    beforeAll(async () => {
      t = await createTestApp(dialect);
      group = await groupIdOf(t.db.kysely, 100);
      await t.db.kysely.updateTable('agents').set({ status: 1 }).execute();
      await t.db.kysely.updateTable('chat_sessions').set({ skill_group_id: null }).where('skill_group_id', '=', group).execute();
      // The group's visitors were lately taken within 20 s: a wait estimate would say "under a minute".
      const now = Date.now();
      for (let i = 0; i < 5; i++) await makeSession(t.db.kysely, { skill_group_id: group, created_at: now - 600_000, assigned_at: now - 1000 * (i + 1), queue_wait_ms: 20_000 });
    });
    afterAll(async () => {
      for (const a of agents) a.socket.disconnect();
      await t?.close();
    });

    it('promises no wait while the only ready agents are in no skill group or in another group, and does once one of the group is ready', async () => {
      // agent1 is in no group at all; agent2 serves only another group.
      agents.push(await readyAgent(t, 'agent1'), await readyAgent(t, 'agent2'));
      await t.db.kysely.deleteFrom('skill_group_agents').where('agent_id', 'in', agents.map((a) => a.id)).execute();
      const other = await groupIdOf(t.db.kysely, 300);
      await t.db.kysely.insertInto('skill_group_agents').values({ skill_group_id: other, agent_id: agents[1].id, created_at: Date.now() }).execute();

      const v = await newVisitor(t);
      const { sessionId } = await convert(v);
      await t.app.loop.routing.drain();
      const wait = () => v.call('GET', `/ccim-robot/api/im/queueWait?sessionId=${encodeURIComponent(sessionId)}`);
      expect((await wait()).body.data).toEqual({ sessionId, status: 'queued', queuePosition: 1, expectedWaitMs: null, agentsReady: 0 });

      // An agent of the group who is ready but full: the visitor waits for one of their chats to end.
      agents.push(await readyAgent(t, 'agent3', { maxUsers: 0 }));
      expect((await wait()).body.data).toEqual({ sessionId, status: 'queued', queuePosition: 1, expectedWaitMs: 20_000, agentsReady: 1 });

      // Their page closes: nobody could take the visitor, so no promise again.
      agents[2].socket.disconnect();
      let data = (await wait()).body.data;
      for (let i = 0; i < 250 && data.agentsReady !== 0; i++) data = (await wait()).body.data;
      expect(data).toEqual({ sessionId, status: 'queued', queuePosition: 1, expectedWaitMs: null, agentsReady: 0 });
      v.socket.disconnect();
    });
  });
}
