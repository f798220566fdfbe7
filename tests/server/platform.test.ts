import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatus } from '../../adapter-server/src/features/agents/agent.repository';
import { createTestApp, DIALECTS, EVENT_WAIT_MS, nextEvent, type TestApp } from '../helpers/test-app';

const loginBody = (code: string) => ({ fullOrgName: '总部/客服中心', nickname: 'Tester', username: code });

for (const dialect of DIALECTS) {
  describe(`agent session and live counts (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t?.close());

    it('agent login answers the agent with its id, starting busy', async () => {
      const token = await t.login('agent1');
      const r = await t.call('POST', '/ccim-main/api/agentLogin/login', { token, body: loginBody('E2001') });
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ username: 'E2001', status: 2 });
      expect(typeof r.body.data.id).toBe('string');
      const again = await t.call('POST', '/ccim-main/api/agentLogin/login', { token, body: loginBody('E2001') });
      expect(again.body.data.id).toBe(r.body.data.id);
    });

    it('refuses an agent login for somebody else’s employee code', async () => {
      const token = await t.login('agent2');
      const r = await t.call('POST', '/ccim-main/api/agentLogin/login', { token, body: loginBody('E2001') });
      expect(r.body.status).toBe(-1);
    });

    it('a supervisor becomes an agent on first login', async () => {
      const token = await t.login('supervisor');
      const r = await t.call('POST', '/ccim-main/api/agentLogin/login', { token, body: loginBody('S1001') });
      expect(r.body.data).toMatchObject({ username: 'S1001', status: 2 });
    });

    it('turning ready pushes allStatus with one more ready agent to connected staff, and logout makes the agent offline', async () => {
      const token = await t.login('agent3');
      const agent = (await t.call('POST', '/ccim-main/api/agentLogin/login', { token, body: loginBody('E2003') })).body.data;
      const watcherToken = await t.login('supervisor');
      const watcher = await t.staffSocket(watcherToken);
      const first = await countStatus(t.db.kysely);
      const pushed = nextEvent(watcher, 'allStatus', EVENT_WAIT_MS, (s: any) => s.readyCount === first.readyCount + 1);
      const r = await t.call('PUT', '/ccim-main/api/agentLogin/status', { token, body: { id: agent.id, status: 3 } });
      expect(r.body.data.status).toBe(3);
      expect(await pushed).toMatchObject({ readyCount: first.readyCount + 1, busyCount: first.busyCount - 1 });
      const out = await t.call('PUT', '/ccim-main/api/agentLogin/logout', { token, body: { id: agent.id } });
      expect(out.body.data.status).toBe(1);
      const rows = await t.db.kysely.selectFrom('agent_status_log').select('status').where('agent_id', '=', agent.id).orderBy('created_at').execute();
      expect(rows.map((x) => x.status)).toEqual([2, 3, 1]);
    });

    it('validates the status: only 2 and 3, and only for one’s own agent', async () => {
      const token = await t.login('agent4');
      const agent = (await t.call('POST', '/ccim-main/api/agentLogin/login', { token, body: loginBody('E2004') })).body.data;
      const bad = await t.call('PUT', '/ccim-main/api/agentLogin/status', { token, body: { id: agent.id, status: 7 } });
      expect(bad.status).toBe(400);
      expect(bad.body.data.errors).toEqual([{ field: 'status', message: 'must be one of 2, 3' }]);
      const other = await t.login('agent5');
      const foreign = await t.call('PUT', '/ccim-main/api/agentLogin/status', { token: other, body: { id: agent.id, status: 3 } });
      expect(foreign.body.status).toBe(-1);
    });

    it('a staff socket with a bad token or someone else’s agent id is refused', async () => {
      const token = await t.login('agent6');
      const mine = (await t.call('POST', '/ccim-main/api/agentLogin/login', { token, body: loginBody('E2006') })).body.data;
      await expect(t.staffSocket('bad-token')).rejects.toThrow(/unauthorized/);
      const other = await t.login('agent5');
      await expect(t.staffSocket(other, mine.id)).rejects.toThrow(/forbidden/);
      const ok = await t.staffSocket(token, mine.id);
      expect(ok.connected).toBe(true);
    });

    it('refuses with 403 a main-API call whose route is not in the caller’s menu, on the server', async () => {
      const agentToken = await t.login('agent1');
      for (const path of ['/ccim-main/api/agentMgt/list', '/ccim-main/api/robotQaMgt/list', '/ccim-main/api/sessionDayDetailReport/listdayReport']) {
        const r = await t.call('POST', path, { token: agentToken, body: {} });
        expect(r.status, path).toBe(403);
        expect(r.body.status).toBe(-1);
      }
      expect((await t.call('POST', '/ccim-main/api/agentMgt/list', { body: {} })).status).toBe(401);
    });
  });

  describe(`sign-on users administration (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t?.close());

    it('lets an admin create, list, update and delete users in the simple-REST shape', async () => {
      const token = await t.login('admin');
      const created = await t.call('POST', '/sso/api/users', { token, body: { username: 'agent7', password: 'secret123', name: '孙丽 Sun Li', code: 'E2007', role: 'agent' } });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ username: 'agent7', role: 'agent', enabled: true });
      expect(created.body.password_hash).toBeUndefined();
      const list = await t.call('GET', `/sso/api/users?filter=${encodeURIComponent('{"q":"sun"}')}&range=[0,9]&sort=["username","ASC"]`, { token });
      expect(list.body.map((u: any) => u.username)).toEqual(['agent7']);
      expect(list.headers.get('content-range')).toBe('users 0-0/1');
      const updated = await t.call('PUT', `/sso/api/users/${created.body.id}`, { token, body: { role: 'supervisor', password: 'another123' } });
      expect(updated.body.role).toBe('supervisor');
      expect(await t.login('agent7', 'another123')).toBeTruthy();
      expect((await t.call('DELETE', `/sso/api/users/${created.body.id}`, { token })).status).toBe(200);
      expect((await t.call('GET', `/sso/api/users/${created.body.id}`, { token })).status).toBe(404);
    });

    it('validates new users and refuses a taken user name', async () => {
      const token = await t.login('admin');
      const bad = await t.call('POST', '/sso/api/users', { token, body: { username: 'x', password: 'short', name: '', code: 'E 1', role: 'boss' } });
      expect(bad.status).toBe(400);
      const fields = bad.body.data.errors.map((e: any) => e.field).sort();
      expect(fields).toEqual(['code', 'name', 'password', 'role', 'username']);
      const taken = await t.call('POST', '/sso/api/users', { token, body: { username: 'agent1', password: 'secret123', name: 'X', code: 'X1', role: 'agent' } });
      expect(taken.body).toMatchObject({ status: -1, msg: 'User name "agent1" is taken' });
    });

    it('is for admins only', async () => {
      const token = await t.login('supervisor');
      expect((await t.call('GET', '/sso/api/users', { token })).status).toBe(403);
    });

    it('disabling a user ends their sessions at once', async () => {
      const admin = await t.login('admin');
      const victim = await t.login('agent2');
      const id = (await t.call('GET', `/sso/api/users?filter=${encodeURIComponent('{"q":"agent2"}')}`, { token: admin })).body[0].id;
      await t.call('PUT', `/sso/api/users/${id}`, { token: admin, body: { enabled: false } });
      expect((await t.call('GET', '/sso/api/profile', { token: victim })).status).toBe(401);
      const again = await t.call('POST', '/sso/api/login', { body: { username: 'agent2', password: 'demo1234' } });
      expect(again.body.status).toBe(-1);
    });
  });
}
