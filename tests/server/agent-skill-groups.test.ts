import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../helpers/test-app';

const loginBody = (code: string) => ({ fullOrgName: '总部/客服中心', nickname: 'Tester', username: code });

// Issue 32: an agent in no skill group could go ready and wait for visitors who can never reach them; the agent's
// own answers count their enabled groups, so the workbench can say why.
for (const dialect of DIALECTS) {
  describe(`the agent's skill groups in their own answers (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t?.close());

    it('login, status and logout answers count the enabled skill groups the agent is in', async () => {
      const served = await t.call('POST', '/ccim-main/api/agentLogin/login', { token: await t.login('agent1'), body: loginBody('E2001') });
      const groups = await t.db.kysely.selectFrom('skill_groups').select('id').where('enabled', '=', 1).execute();
      expect(groups.length).toBeGreaterThan(0);
      expect(served.body.data.skillGroups).toBe(groups.length);

      // A supervisor becomes an agent on first login, in no group.
      const token = await t.login('supervisor');
      const agent = (await t.call('POST', '/ccim-main/api/agentLogin/login', { token, body: loginBody('S1001') })).body.data;
      expect(agent.skillGroups).toBe(0);
      const ready = await t.call('PUT', '/ccim-main/api/agentLogin/status', { token, body: { id: agent.id, status: 3 } });
      expect(ready.body.data).toMatchObject({ status: 3, skillGroups: 0 });

      // In one group, then that group switched off: counted, then not.
      await t.db.kysely.insertInto('skill_group_agents').values({ skill_group_id: groups[0].id, agent_id: agent.id, created_at: Date.now() }).execute();
      const busy = await t.call('PUT', '/ccim-main/api/agentLogin/status', { token, body: { id: agent.id, status: 2 } });
      expect(busy.body.data.skillGroups).toBe(1);
      await t.db.kysely.updateTable('skill_groups').set({ enabled: 0 }).where('id', '=', groups[0].id).execute();
      const out = await t.call('PUT', '/ccim-main/api/agentLogin/logout', { token, body: { id: agent.id } });
      expect(out.body.data).toMatchObject({ status: 1, skillGroups: 0 });
      await t.db.kysely.updateTable('skill_groups').set({ enabled: 1 }).where('id', '=', groups[0].id).execute();
    });
  });
}
