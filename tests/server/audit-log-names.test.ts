import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditActionOf } from '../../adapter-server/src/audit/audit-log.calls';
import { resourcesSchema } from '../../src/common/resources';
import { auditLogEn, auditLogZh } from '../../src/admin/i18n/messages/auditLog';
import { DIALECTS } from '../helpers/test-app';
import { API, mgmtApp, type MgmtApp } from './management/helpers';

const ACTIONS = resourcesSchema.enums.auditAction.values as readonly string[];
const labels = (m: Record<string, unknown>) => ((m.ccim as { enums: Record<string, Record<string, string>> }).enums);

describe('audit actions', () => {
  it('gives every change a schema action makes an action the log screen names, in both languages', () => {
    const made = new Set<string>(['supervisorAssign', 'supervisorTransfer', 'supervisorTakeOver', 'supervisorWhisper', 'customerNotes', 'importCheck']);
    for (const [name, r] of Object.entries(resourcesSchema.resources)) {
      for (const a of r.actions ?? []) {
        for (const enabled of [true, false]) {
          const action = auditActionOf({ resourceName: name, kind: 'action', method: a.endpoint.method, action: a, input: { enabled } });
          if (action) made.add(action);
        }
      }
    }
    for (const action of made) {
      expect(ACTIONS, action).toContain(action);
      expect(labels(auditLogEn).auditAction[action], action).toBeTruthy();
      expect(labels(auditLogZh).auditAction[action], action).toBeTruthy();
    }
    for (const role of ['admin', 'supervisor', 'agent', 'apiToken']) expect(labels(auditLogZh).auditRole[role]).toMatch(/[\u4e00-\u9fff]/);
  });
});

async function xlsx(rows: unknown[][]): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('robotQa');
  ws.addRow(['question', 'similar', 'keywords', 'answer', 'classify', 'enabled', 'from', 'to']);
  rows.forEach((r) => ws.addRow(r));
  return new Blob([await book.xlsx.writeBuffer()]);
}

for (const dialect of DIALECTS) {
  describe(`audit entries name what they touched (${dialect})`, () => {
    let t: MgmtApp;
    const entries = (action: string) => t.db.kysely.selectFrom('audit_log').select(['action', 'target', 'outcome']).where('action', '=', action).orderBy('created_at').execute();
    beforeAll(async () => {
      t = await mgmtApp(dialect);
    });
    afterAll(() => t?.close());

    it('enters a dry-run import as a check, never as an import', async () => {
      const upload = async (dryRun: boolean) => {
        const form = new FormData();
        form.append('file', await xlsx([['Audit check question', '', '', 'an answer', 0, 1, '', '']]), 'qa.xlsx');
        if (dryRun) form.append('dryRun', 'true');
        const res = await fetch(`${t.url}${API}/robotQaMgt/import`, { method: 'POST', headers: { authorization: `Bearer ${t.admin}` }, body: form });
        return (await res.json()) as { status: number };
      };
      expect((await upload(true)).status).toBe(0);
      expect(await entries('import')).toEqual([]);
      expect(await entries('importCheck')).toEqual([{ action: 'importCheck', target: 'robotQaMgt', outcome: 'success' }]);
      expect((await upload(false)).status).toBe(0);
      expect(await entries('import')).toHaveLength(1);
    });

    it('names a deleted record by its title, read before it was gone, and a chat by its visitor', async () => {
      const word = (await t.api('POST', '/sensitiveWordsMgt/add', { word: 'names-word', category: 'fraud' }, t.admin)).body.data;
      expect((await t.api('DELETE', '/sensitiveWordsMgt/del', { ids: [word.id] }, t.admin)).body.status).toBe(0);
      expect((await entries('delete')).at(-1)).toEqual({ action: 'delete', target: `sensitiveWordsMgt #${word.id} · names-word`, outcome: 'success' });

      const take = await t.call('POST', `${API}/supervision/takeOver`, { token: t.admin, body: { sessionId: 'no-such-chat' } });
      expect(take.body.status).not.toBe(0);
      expect(await entries('supervisorTakeOver')).toEqual([{ action: 'supervisorTakeOver', target: 'chat_sessions #no-such-chat', outcome: 'failure' }]);
    });
  });
}
