import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFile } from '../../../adapter-server/src/features/exports/export-files';
import type { ExportJobView } from '../../../src/common/exportJobs';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';
import { buildFixture, type Fixture, RANGE } from './fixture';

const API = '/ccim-main/api';

/** The rows of an xlsx answer. */
async function sheetRows(res: Response): Promise<{ name: string; rows: unknown[][] }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await res.arrayBuffer());
  const ws = wb.worksheets[0];
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: ws.name, rows };
}

const post = (t: TestApp, token: string, path: string, body: object) =>
  fetch(`${t.url}${API}/${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
const download = (t: TestApp, token: string, id: string) => fetch(`${t.url}${API}/exportJobs/download?id=${id}`, { headers: { authorization: `Bearer ${token}` } });
const listOf = async (t: TestApp, token: string) => (await t.call<{ data: ExportJobView[] }>('GET', `${API}/exportJobs/list`, { token })).body.data;

for (const dialect of DIALECTS) {
  describe(`background exports (${dialect})`, () => {
    let t: TestApp;
    let fx: Fixture;
    let supervisor: string;
    let admin: string;
    beforeAll(async () => {
      // Past 3 rows an export is a job: the fixture's week has 4 human chats and 1 robot-only one.
      t = await createTestApp(dialect, { env: { EXPORT_JOB_ROWS: '3' } });
      fx = await buildFixture(t);
      supervisor = await t.login('supervisor');
      admin = await t.login('admin');
    });
    afterAll(() => t?.close());

    /** Asks for the history export and waits for this instance's worker to have written it. */
    async function exportHistory(lang: 'en' | 'zh'): Promise<ExportJobView> {
      const res = await post(t, supervisor, 'historySessionReport/export', { ...RANGE, lang });
      expect(res.status).toBe(202);
      const queued = (await res.json()) as { status: number; msg: string; data: ExportJobView };
      expect(queued.status).toBe(0);
      expect(queued.data).toMatchObject({ status: 'queued', rowsTotal: 4, rowsDone: 0, report: 'history' });
      await t.app.exports.tick();
      return queued.data;
    }

    it('writes an export past the limit in the background, and its owner downloads the same rows the answer would carry', async () => {
      const job = await exportHistory('en');
      const [line] = (await listOf(t, supervisor)).filter((j) => j.id === job.id);
      expect(line).toMatchObject({ status: 'done', rowsTotal: 4, rowsDone: 4, error: '', fileName: 'History sessions_2025-03-10_2025-03-16.xlsx' });
      expect(line.bytes).toBeGreaterThan(1000);
      expect(line.finishedAt).toBeGreaterThanOrEqual(line.createdAt);
      const res = await download(t, supervisor, job.id);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('History sessions_2025-03-10_2025-03-16.xlsx')}`);
      const x = await sheetRows(res);
      expect(x.name).toBe('History sessions');
      expect(x.rows[0][0]).toBe('Session ID');
      expect(x.rows.slice(1).map((r) => r[0]).sort()).toEqual([fx.s.s1, fx.s.s2, fx.s.s3, fx.s.s5].sort());
    });

    it('names the file and its columns in the language asked for', async () => {
      const job = await exportHistory('zh');
      const x = await sheetRows(await download(t, supervisor, job.id));
      expect(x.name).toBe('历史会话');
      expect(x.rows[0][0]).toBe('会话ID');
    });

    it('streams an export within the limit as before', async () => {
      const res = await post(t, supervisor, 'historySessionReport/exportRobot', { ...RANGE, lang: 'en' });
      expect(res.status).toBe(200);
      expect((await sheetRows(res)).rows.map((r) => r[0])).toEqual(['Session ID', fx.s.s4]);
    });

    it("shows and gives a job to its owner alone", async () => {
      const job = await exportHistory('en');
      expect((await listOf(t, admin)).map((j) => j.id)).not.toContain(job.id);
      expect((await download(t, admin, job.id)).status).toBe(404);
      const del = await t.call('POST', `${API}/exportJobs/delete`, { token: admin, body: { id: job.id } });
      expect(del.status).toBe(404);
      expect((await download(t, supervisor, job.id)).status).toBe(200);
      // An agent has no report to export from, so no list either.
      const agent = await t.login('agent1');
      expect((await t.call('GET', `${API}/exportJobs/list`, { token: agent })).status).toBe(403);
    });

    it('lets an API token fetch the background exports its scopes reach, and no other', async () => {
      const add = (scopes: string[]) => t.call('POST', `${API}/apiTokenMgt/add`, { token: admin, body: { name: `exports-${scopes[0]}`, scopes, expiresAt: Date.now() + 3_600_000 } });
      const history = (await add(['readHistory'])).body.data.token as string;
      const reports = (await add(['readReports'])).body.data.token as string;
      // Asked for with the history token: the token's own job (a token is an identity of its own).
      const res = await post(t, history, 'historySessionReport/export', { ...RANGE, lang: 'en' });
      expect(res.status).toBe(202);
      const { data: job } = (await res.json()) as { data: ExportJobView };
      await t.app.exports.tick();
      expect((await listOf(t, history)).map((j) => j.id)).toContain(job.id);
      expect((await download(t, history, job.id)).status).toBe(200);
      // Another token, or the admin who made this one, has it not.
      expect((await listOf(t, reports)).map((j) => j.id)).not.toContain(job.id);
      expect((await download(t, reports, job.id)).status).toBe(404);
      expect((await listOf(t, admin)).map((j) => j.id)).not.toContain(job.id);
      // Were the history out of its scopes, not even its own job's file would come.
      await t.db.kysely.updateTable('api_tokens').set({ scopes: JSON.stringify(['readReports']) }).where('name', '=', 'exports-readHistory').execute();
      expect((await download(t, history, job.id)).status).toBe(404);
    });

    it('deletes a job with its file', async () => {
      const job = await exportHistory('en');
      const file = exportFile(t.config.uploadDir, job.id);
      expect(fs.existsSync(file)).toBe(true);
      const del = await t.call('POST', `${API}/exportJobs/delete`, { token: supervisor, body: { id: job.id } });
      expect(del.status).toBe(200);
      expect(fs.existsSync(file)).toBe(false);
      expect((await listOf(t, supervisor)).map((j) => j.id)).not.toContain(job.id);
      expect((await download(t, supervisor, job.id)).status).toBe(404);
    });

    it('refuses bad ids with a clear message', async () => {
      const res = await t.call('GET', `${API}/exportJobs/download?id=${'x'.repeat(41)}`, { token: supervisor });
      expect(res.status).toBe(400);
      const none = await t.call('GET', `${API}/exportJobs/download?id=nope`, { token: supervisor });
      expect(none.status).toBe(404);
      expect(none.body.msg).toBe('No such export');
    });

    it("takes over a job whose instance stopped writing it, and gives one up after three takes", async () => {
      const queued = await post(t, supervisor, 'historySessionReport/export', { ...RANGE, lang: 'en' });
      const { data: job } = (await queued.json()) as { data: ExportJobView };
      await t.app.exports.tick();
      // As if the instance writing them had died: running, their leases lapsed.
      const db = t.db.kysely;
      const lapsed = { status: 'running' as const, claim_token: 'dead', claimed_until: Date.now() - 1, rows_done: 2, bytes: null, finished_at: null };
      await db.updateTable('export_jobs').set({ ...lapsed, attempts: 1 }).where('id', '=', job.id).execute();
      const again = await post(t, supervisor, 'historySessionReport/export', { ...RANGE, lang: 'en' });
      const { data: tired } = (await again.json()) as { data: ExportJobView };
      await db.updateTable('export_jobs').set({ ...lapsed, attempts: 3 }).where('id', '=', tired.id).execute();
      await t.app.exports.tick();
      const list = await listOf(t, supervisor);
      expect(list.find((j) => j.id === job.id)).toMatchObject({ status: 'done', rowsDone: 4 });
      expect(list.find((j) => j.id === tired.id)).toMatchObject({ status: 'failed', error: 'stopped' });
      expect((await download(t, supervisor, tired.id)).status).toBe(404);
    });

    it('runs a job once when two instances look for work at the same moment', async () => {
      const other = await createTestApp(dialect, { db: t.db, seed: false, env: { EXPORT_JOB_ROWS: '3' } });
      try {
        const res = await post(t, supervisor, 'historySessionReport/export', { ...RANGE, lang: 'en' });
        const { data: job } = (await res.json()) as { data: ExportJobView };
        await Promise.all([t.app.exports.tick(), other.app.exports.tick()]);
        const row = await t.db.kysely.selectFrom('export_jobs').select(['status', 'attempts']).where('id', '=', job.id).executeTakeFirstOrThrow();
        expect(row).toEqual({ status: 'done', attempts: 1 });
        // The file is there for whichever instance the download reaches.
        expect((await download(other, supervisor, job.id)).status).toBe(200);
      } finally {
        await other.close();
      }
    });
  });
}
