import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneAuditLog, recordAudit } from '../../adapter-server/src/audit/audit-log.service';
import { clientMsgId, convert, newVisitor, readyAgent, request } from '../helpers/conversation';
import { createTestApp, DIALECTS, nextEvent, type TestApp } from '../helpers/test-app';

const API = '/ccim-main/api';
const NEW_PASSWORD = 'Sup3r-secret-pass!';
const MESSAGE = 'my card number is 6222-0000-1111 (secret body)';

for (const dialect of DIALECTS) {
  describe(`audit log (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    const rows = async (action?: string) => {
      let q = t.db.kysely.selectFrom('audit_log').selectAll().orderBy('created_at').orderBy('id');
      if (action) q = q.where('action', '=', action);
      return q.execute();
    };
    const api = (method: string, path: string, body?: unknown, token = admin) => t.call(method, API + path, { token, body });

    beforeAll(async () => {
      t = await createTestApp(dialect, { env: { LOGIN_MAX_FAILURES: '2' } });
      admin = await t.login('admin');
    });
    afterAll(() => t?.close());

    it('records sign-in success, failure and lockout with user, role, address and outcome', async () => {
      const ok = (await rows('signIn')).find((r) => r.username === 'admin' && r.outcome === 'success')!;
      expect(ok).toMatchObject({ role: 'admin', target: 'admin' });
      expect(ok.user_id).not.toBe('');
      expect(ok.address).toMatch(/127\.0\.0\.1/);
      for (let i = 0; i < 2; i++) await t.call('POST', '/sso/api/login', { body: { username: 'agent5', password: 'wrong-pass-1' } });
      expect((await t.call('POST', '/sso/api/login', { body: { username: 'agent5', password: 'demo1234' } })).status).toBe(429);
      const mine = (await rows()).filter((r) => r.username === 'agent5');
      expect(mine.map((r) => [r.action, r.outcome])).toEqual([['signIn', 'failure'], ['signIn', 'failure'], ['lockout', 'denied']]);
    });

    it('records a refused (403) call with the caller and the path, and only admins may read the log', async () => {
      const supervisor = await t.login('supervisor');
      expect((await api('POST', '/auditLog/list', { pageNum: 1, pageSize: 10 }, supervisor)).status).toBe(403);
      const refused = (await rows('forbidden')).at(-1)!;
      expect(refused).toMatchObject({ username: 'supervisor', role: 'supervisor', target: `POST ${API}/auditLog/list`, outcome: 'denied' });
      expect((await api('POST', '/auditLog/list', { pageNum: 1, pageSize: 10 })).body.status).toBe(0);
    });

    it('records management create, edit, delete, export, force-offline, enable/disable and announcement push', async () => {
      const add = (await api('POST', '/sensitiveWordsMgt/add', { word: 'audit-word', category: 'fraud' })).body.data;
      await api('PUT', '/sensitiveWordsMgt/edit', { id: add.id, word: 'audit-word-2', category: 'ads' });
      expect((await api('POST', '/sensitiveWordsMgt/add', { word: 'audit-word-2' })).body.status).toBe(-2);
      await api('DELETE', '/sensitiveWordsMgt/del', { ids: [add.id] });
      const words = (await rows()).filter((r) => r.target.startsWith('sensitiveWordsMgt'));
      expect(words.map((r) => [r.action, r.outcome])).toEqual([['create', 'success'], ['update', 'success'], ['create', 'failure'], ['delete', 'success']]);
      expect(words[0]).toMatchObject({ username: 'admin', role: 'admin', target: `sensitiveWordsMgt #${add.id} · audit-word` });

      expect((await api('POST', '/robotQaMgt/export', { pageNum: 1, pageSize: 10 })).status).toBe(200);
      const agent = (await api('POST', '/agentMgt/list', { pageNum: 1, pageSize: 1 })).body.data.records[0];
      await api('PUT', '/agentMgt/forceOffline', { id: agent.id });
      await api('PUT', '/agentMgt/enableDisable', { id: agent.id, enabled: false });
      await api('PUT', '/agentMgt/enableDisable', { id: agent.id, enabled: true });
      const notice = (await api('POST', '/noticeMgt/add', { title: 'Audit notice', content: '<p>notice body</p>' })).body.data;
      await api('PUT', `/noticeMgt/push/${notice.id}`);
      const tail = (await rows()).slice(-6).map((r) => `${r.action} ${r.target} ${r.outcome}`);
      expect(tail).toEqual([
        'export robotQaMgt success',
        `forceOffline agentMgt #${agent.id} · ${agent.nickname} success`,
        `disable agentMgt #${agent.id} · ${agent.nickname} success`,
        `enable agentMgt #${agent.id} · ${agent.nickname} success`,
        `create noticeMgt #${notice.id} · Audit notice success`,
        `push noticeMgt #${notice.id} · Audit notice success`,
      ]);
    });

    it('records password and role changes of sign-on users and never stores a password, token or message text', async () => {
      const users = await t.call('GET', '/sso/api/users?filter={"q":"agent2"}', { token: admin });
      const agent2 = (users.body as { id: string; username: string }[]).find((u) => u.username === 'agent2')!;
      expect((await t.call('PUT', `/sso/api/users/${agent2.id}`, { token: admin, body: { password: NEW_PASSWORD, role: 'supervisor' } })).status).toBe(200);
      const changes = (await rows()).filter((r) => r.target === 'ssoUsers agent2').map((r) => r.action);
      expect(changes).toEqual(['passwordChange', 'roleChange']);
      const token = await t.login('agent2', NEW_PASSWORD);

      const agent = await readyAgent(t, 'agent1');
      const v = await newVisitor(t);
      const assigned = nextEvent(agent.socket, 'newSession');
      const { sessionId } = await convert(v);
      await assigned;
      const ack = await request<{ status: number }>(agent.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: MESSAGE });
      expect(ack).toMatchObject({ status: 0 });
      agent.socket.disconnect();
      v.socket.disconnect();

      const all = JSON.stringify(await rows());
      for (const secret of [NEW_PASSWORD, 'demo1234', 'wrong-pass-1', MESSAGE, 'secret body', token, admin, agent.token, v.token]) {
        expect(all).not.toContain(secret);
      }
      expect(await rows('signIn')).toEqual(expect.arrayContaining([expect.objectContaining({ username: 'agent2', outcome: 'success' })]));
    });

    it('lists with filters by user, action, outcome and date range, and exports the filtered log as xlsx', async () => {
      const list = await api('POST', '/auditLog/list', { pageNum: 1, pageSize: 50, action: 'signIn', outcome: 'failure', username: 'agent5' });
      expect(list.body.data.total).toBe(2);
      expect(list.body.data.records[0]).toMatchObject({ username: 'agent5', action: 'signIn', outcome: 'failure' });
      const future = await api('POST', '/auditLog/list', { pageNum: 1, pageSize: 50, createdAtFrom: Date.now() + 60_000 });
      expect(future.body.data.total).toBe(0);
      const r = await fetch(`${t.url}${API}/auditLog/export`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'lockout' }),
      });
      expect(r.headers.get('content-disposition')).toMatch(/audit-log-\d{8}\.xlsx/);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await r.arrayBuffer());
      const values = book.worksheets[0].getSheetValues().slice(2).map((row) => (row as unknown[]).slice(1));
      expect(values).toHaveLength(1);
      expect(values[0]).toEqual(expect.arrayContaining(['agent5', 'lockout', 'denied']));
    });

    it("records a report's xlsx export (after the file is sent), but not the import template's download", async () => {
      const tpl = await fetch(`${t.url}${API}/robotQaMgt/importTemplate`, { headers: { authorization: `Bearer ${admin}` } });
      expect(tpl.status).toBe(200);
      await tpl.arrayBuffer();
      const r = await fetch(`${t.url}${API}/agentKpiReport/export`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ startDate: '2025-03-10', endDate: '2025-03-16', lang: 'en' }),
      });
      expect(r.status).toBe(200);
      await r.arrayBuffer();
      await expect.poll(async () => (await rows('export')).map((x) => x.target)).toContain(`POST ${API}/agentKpiReport/export`);
      expect((await rows()).filter((x) => x.target.includes('importTemplate'))).toEqual([]);
    });

    it('exports a name typed at a failed sign-in as text, never as a formula', async () => {
      await t.call('POST', '/sso/api/login', { body: { username: '=HYPERLINK("http://x")', password: 'whatever' } });
      const r = await fetch(`${t.url}${API}/auditLog/export`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'HYPERLINK' }),
      });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await r.arrayBuffer());
      const row = book.worksheets[0].getRow(2);
      expect(row.getCell(2).value).toBe(`'=HYPERLINK("http://x")`);
      expect(row.getCell(2).formula).toBeUndefined();
    });

    it('leaves nothing half written: a change whose audit entry cannot be stored is rolled back', async () => {
      const word = (await api('POST', '/sensitiveWordsMgt/add', { word: 'kept-word', category: 'ads' })).body.data;
      const db = t.db.kysely;
      if (dialect === 'sqlite') {
        await sql`create trigger audit_down before insert on audit_log when new.action = 'delete' begin select raise(abort, 'audit down'); end`.execute(db);
      } else {
        await sql`create function audit_down() returns trigger language plpgsql as $$ begin if new.action = 'delete' then raise exception 'audit down'; end if; return new; end $$`.execute(db);
        await sql`create trigger audit_down before insert on audit_log for each row execute function audit_down()`.execute(db);
      }
      try {
        expect((await api('DELETE', '/sensitiveWordsMgt/del', { ids: [word.id] })).status).toBe(500);
      } finally {
        await sql`drop trigger audit_down${sql.raw(dialect === 'postgres' ? ' on audit_log' : '')}`.execute(db);
      }
      const list = await api('POST', '/sensitiveWordsMgt/list', { pageNum: 1, pageSize: 10, word: 'kept-word' });
      expect(list.body.data.records.map((w: { id: string }) => w.id)).toEqual([word.id]);
    });

    it('prunes entries past the retention setting, the same on a second run', async () => {
      const config = (await api('POST', '/sessionServiceConfig/get')).body.data;
      expect(config.auditRetentionDays).toBe(180);
      expect((await api('PUT', '/sessionServiceConfig/edit', { ...config, auditRetentionDays: 100 })).body.data.auditRetentionDays).toBe(100);
      const actor = { userId: '', username: 'old', role: '', address: '' };
      await recordAudit(t.db.kysely, [{ actor, action: 'signIn', target: 'old-101', outcome: 'success' }, { actor, action: 'signIn', target: 'old-99', outcome: 'success' }]);
      const day = 86_400_000;
      await t.db.kysely.updateTable('audit_log').set({ created_at: Date.now() - 101 * day }).where('target', '=', 'old-101').execute();
      await t.db.kysely.updateTable('audit_log').set({ created_at: Date.now() - 99 * day }).where('target', '=', 'old-99').execute();
      expect(await pruneAuditLog(t.db.kysely, 90)).toBe(1);
      expect(await pruneAuditLog(t.db.kysely, 90)).toBe(0);
      expect((await rows()).filter((r) => r.username === 'old').map((r) => r.target)).toEqual(['old-99']);
      expect((await rows('update')).at(-1)).toMatchObject({ target: 'sessionServiceConfig', username: 'admin' });
    });
  });
}
