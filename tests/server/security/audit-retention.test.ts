import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneAuditLog, recordAudit } from '../../../adapter-server/src/audit/audit-log.service';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';

const DAY = 86_400_000;

for (const dialect of DIALECTS) {
  describe(`the audit log's retention (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    let supervisor: string;
    beforeAll(async () => {
      t = await createTestApp(dialect, { env: { AUDIT_RETENTION_MIN_DAYS: '120' } });
      admin = await t.login('admin');
      supervisor = await t.login('supervisor');
    });
    afterAll(() => t?.close());

    const settings = async (token: string) => (await t.call('POST', '/ccim-main/api/sessionServiceConfig/get', { token, body: {} })).body.data;
    const edit = (token: string, body: unknown, lang = 'en') =>
      t.call('PUT', '/ccim-main/api/sessionServiceConfig/edit', { token, body, headers: { 'accept-language': lang } });
    const retentionEntries = () => t.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', 'retentionChange').orderBy('created_at').execute();

    it('a supervisor cannot change it (403), though they still save the rest of the form', async () => {
      const form = await settings(supervisor);
      const r = await edit(supervisor, { ...form, auditRetentionDays: 1 });
      expect(r.status).toBe(403);
      expect(r.body.msg).toBe('Only an administrator changes how long the audit log is kept');
      expect((await settings(admin)).auditRetentionDays).toBe(180);
      const other = await edit(supervisor, { ...form, queueLimit: 150 });
      expect(other.status, JSON.stringify(other.body)).toBe(200);
      expect(other.body.data).toMatchObject({ queueLimit: 150, auditRetentionDays: 180 });
      expect(await retentionEntries()).toEqual([]);
    });

    it('an administrator cannot set it below the floor, and is told the floor in their language', async () => {
      const form = await settings(admin);
      const r = await edit(admin, { ...form, auditRetentionDays: 119 });
      expect(r.status).toBe(400);
      expect(r.body.data.errors).toEqual([{ field: 'auditRetentionDays', message: 'must be at least 120 days, the shortest the audit log is kept' }]);
      const zh = await edit(admin, { ...form, auditRetentionDays: 1 }, 'zh-CN');
      expect(zh.body.data.errors[0].message).toBe('不能少于 120 天（审计日志最短保留期）');
      expect((await settings(admin)).auditRetentionDays).toBe(180);
    });

    it('every change an administrator makes is itself audited, with the old and new values', async () => {
      const form = await settings(admin);
      expect((await edit(admin, { ...form, auditRetentionDays: 120 })).status).toBe(200);
      expect((await edit(admin, { ...form, auditRetentionDays: 365 })).status).toBe(200);
      // Saving the form with the retention unchanged is no retention change.
      expect((await edit(admin, { ...form, auditRetentionDays: 365, queueLimit: 90 })).status).toBe(200);
      expect((await retentionEntries()).map((e) => [e.username, e.role, e.target, e.outcome])).toEqual([
        ['admin', 'admin', 'auditRetentionDays 180 → 120', 'success'],
        ['admin', 'admin', 'auditRetentionDays 120 → 365', 'success'],
      ]);
    });

    it('pruning never goes below the floor, even for a value written around the form', async () => {
      await t.db.kysely.updateTable('service_config').set({ value: '1' }).where('key', '=', 'auditRetentionDays').execute();
      const actor = { userId: '', username: 'history', role: '', address: '' };
      await recordAudit(t.db.kysely, [{ actor, action: 'signIn', target: 'kept-119', outcome: 'success' }, { actor, action: 'signIn', target: 'gone-121', outcome: 'success' }]);
      await t.db.kysely.updateTable('audit_log').set({ created_at: Date.now() - 119 * DAY }).where('target', '=', 'kept-119').execute();
      await t.db.kysely.updateTable('audit_log').set({ created_at: Date.now() - 121 * DAY }).where('target', '=', 'gone-121').execute();
      await pruneAuditLog(t.db.kysely, t.config.auditRetentionMinDays);
      const left = await t.db.kysely.selectFrom('audit_log').select('target').where('username', '=', 'history').execute();
      expect(left.map((r) => r.target)).toEqual(['kept-119']);
    });
  });
}
