import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, nextEvent } from '../../helpers/test-app';
import { fieldsOf, mgmtApp, type MgmtApp } from './helpers';

for (const dialect of DIALECTS) {
  describe(`agent management (${dialect})`, () => {
    let t: MgmtApp;
    let agentId: string;
    beforeAll(async () => {
      t = await mgmtApp(dialect);
      const me = await t.api('POST', '/agentLogin/login', { fullOrgName: '', nickname: '', username: 'E2001' }, t.agent);
      agentId = me.body.data.id;
    });
    afterAll(() => t?.close());

    it('lists agents a page at a time with filters and sort', async () => {
      const r = await t.api('POST', '/agentMgt/list', { pageNum: 1, pageSize: 4, sortField: 'username', sortOrder: 'desc' });
      expect(r.body.status).toBe(0);
      expect(r.body.data).toMatchObject({ total: 6, pageNum: 1, pageSize: 4 });
      expect(r.body.data.records.map((a: any) => a.username)).toEqual(['E2006', 'E2005', 'E2004', 'E2003']);
      expect(r.body.data.records[0]).toMatchObject({ enabled: true, maxUsers: 5, currentUsers: 0, status: 1 });
      const busy = await t.api('POST', '/agentMgt/list', { pageNum: 1, pageSize: 10, status: 2 });
      expect(busy.body.data.records.map((a: any) => a.id)).toEqual([agentId]);
      const byName = await t.api('POST', '/agentMgt/list', { pageNum: 1, pageSize: 10, username: 'e2003' });
      expect(byName.body.data.total).toBe(1);
    });

    it('shows each agent\'s skill groups and filters by them (members of any chosen group)', async () => {
      const all = (await t.api('POST', '/agentMgt/list', { pageNum: 1, pageSize: 10 })).body.data.records;
      const id = (u: string) => all.find((a: any) => a.username === u).id;
      const made = await t.api('POST', '/skillGroupAgentMgt/add', { name: '冷链 Cold chain', agentIds: [id('E2003'), id('E2005')] });
      expect(made.body.status).toBe(0);
      const group = made.body.data.id;
      const r = await t.api('POST', '/agentMgt/list', { pageNum: 1, pageSize: 10, skillGroupIds: [group], sortField: 'username', sortOrder: 'asc' });
      expect(r.body.data.total).toBe(2);
      expect(r.body.data.records.map((a: any) => a.username)).toEqual(['E2003', 'E2005']);
      expect(r.body.data.records[0].skillGroupNames).toContain('冷链 Cold chain');
      expect(r.body.data.records[0].skillGroupIds).toContain(group);
      const none = await t.api('POST', '/agentMgt/list', { pageNum: 1, pageSize: 10, skillGroupIds: [group], username: 'E2004' });
      expect(none.body.data.total).toBe(0);
      expect((await t.api('POST', '/agentMgt/list', { pageNum: 1, pageSize: 10, skillGroupIds: [] })).body.data.total).toBe(6);
      expect((await t.api('DELETE', '/skillGroupAgentMgt/del', { id: group })).body.status).toBe(0);
    });

    it('refuses bad list input with field errors', async () => {
      expect(fieldsOf(await t.api('POST', '/agentMgt/list', { pageNum: 0, pageSize: 501 }))).toEqual(['pageNum', 'pageSize']);
      expect(fieldsOf(await t.api('POST', '/agentMgt/list', { sortField: 'password' }))).toEqual(['sortField']);
      expect(fieldsOf(await t.api('POST', '/agentMgt/list', { status: 9 }))).toEqual(['status']);
      expect(fieldsOf(await t.api('POST', '/agentMgt/list', { nope: 1 }))).toEqual(['nope']);
    });

    it('forces an agent offline: the workbench receives forceOffline and the status is 1', async () => {
      const socket = await t.staffSocket(t.agent, agentId);
      const seen = nextEvent(socket, 'forceOffline');
      const r = await t.api('PUT', '/agentMgt/forceOffline', { id: agentId });
      expect(r.body.data).toMatchObject({ id: agentId, status: 1 });
      expect(await seen).toMatchObject({ reason: expect.stringContaining('Forced offline') });
    });

    it('disables an agent, who then cannot log in to the workbench, and enables them again', async () => {
      expect((await t.api('PUT', '/agentMgt/enableDisable', { id: agentId, enabled: false })).body.data.enabled).toBe(false);
      const login = await t.api('POST', '/agentLogin/login', { fullOrgName: '', nickname: '', username: 'E2001' }, t.agent);
      expect(login.body).toMatchObject({ status: -1, msg: expect.stringContaining('disabled') });
      expect((await t.api('PUT', '/agentMgt/enableDisable', { id: agentId, enabled: true })).body.data.enabled).toBe(true);
      expect(fieldsOf(await t.api('PUT', '/agentMgt/enableDisable', { id: agentId, enabled: 'yes' }))).toEqual(['enabled']);
    });

    it('updates the maximum of concurrent sessions within 1..50', async () => {
      expect((await t.api('PUT', '/agentMgt/updateMaxUsers', { id: agentId, maxUsers: 8 })).body.data.maxUsers).toBe(8);
      expect(fieldsOf(await t.api('PUT', '/agentMgt/updateMaxUsers', { id: agentId, maxUsers: 51 }))).toEqual(['maxUsers']);
      expect(fieldsOf(await t.api('PUT', '/agentMgt/updateMaxUsers', { id: agentId }))).toEqual(['maxUsers']);
      expect((await t.api('PUT', '/agentMgt/updateMaxUsers', { id: 'ghost', maxUsers: 3 })).body).toMatchObject({ status: -1, msg: 'No such agent' });
    });

    it('recalibrates the current session count from the open sessions', async () => {
      const db = t.db.kysely;
      await db.updateTable('agents').set({ current_users: 4 }).where('id', '=', agentId).execute();
      const at = Date.now();
      await db.insertInto('visitors').values({ id: 'v-cal', open_id: null, channel: 100, nickname: 'V', phone: null, created_at: at, last_seen_at: at }).execute();
      const session = (id: string, status: 'active' | 'closed') => ({
        id, visitor_id: 'v-cal', channel: 100, source: 'hsm', org_type: 'kd' as const, skill_group_id: null, agent_id: agentId, status,
        queue_priority: 0, created_at: at, queued_at: null, assigned_at: at, first_response_at: null, closed_at: null, close_reason: null,
        last_seq: 0, last_message_at: null, last_message_preview: '', agent_read_seq: 0, visitor_read_seq: 0, converted: 1,
        queue_wait_ms: null, first_response_ms: null, duration_ms: null, transfer_count: 0, visitor_msg_count: 0, agent_msg_count: 0,
        robot_msg_count: 0, evaluation_invited_at: null, evaluated_at: null, satisfaction: null, evaluation: null,
      });
      await db.insertInto('chat_sessions').values([session('s-cal-1', 'active'), session('s-cal-2', 'closed')]).execute();
      const r = await t.api('PUT', '/agentMgt/calibrationUsersCount', { id: agentId });
      expect(r.body.data.currentUsers).toBe(1);
    });

    it('lists all agents for selectors', async () => {
      const r = await t.api('GET', '/agent/listAll');
      expect(r.body.data).toHaveLength(6);
      expect(r.body.data[0]).toEqual({ id: expect.any(String), username: 'E2001', nickname: expect.any(String), fullOrgName: expect.any(String), status: expect.any(Number), enabled: true });
    });

    it('answers 403 to an agent and 401 without a token', async () => {
      expect((await t.api('POST', '/agentMgt/list', {}, t.agent)).status).toBe(403);
      expect((await t.api('PUT', '/agentMgt/forceOffline', { id: agentId }, t.agent)).status).toBe(403);
      expect((await t.call('POST', '/ccim-main/api/agentMgt/list', { body: {} })).status).toBe(401);
    });

    it('answers 403 to a supervisor on what only the sign-on users screen may do', async () => {
      expect((await t.call('GET', '/sso/api/users', { token: t.supervisor })).status).toBe(403);
      expect((await t.call('GET', '/sso/api/users', { token: t.admin })).status).toBe(200);
    });
  });
}
