import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { EXPORTS_DIR } from '../../adapter-server/src/features/exports/export-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DialectName } from '../../adapter-server/src/db/dialect';
import { chatting, clientMsgId, request } from '../helpers/conversation';
import { createTestApp, DIALECTS, PG_URL, type TestApp } from '../helpers/test-app';

const exec = promisify(execFile);

/** `npm run backup` / `npm run restore` as an operator runs them: the CLI, configured by the environment. */
const cli = (script: 'backup' | 'restore', args: string[], env: Record<string, string>) =>
  exec(process.execPath, ['--import', 'tsx', `adapter-server/src/cli/${script}.ts`, ...args], { env: { ...process.env, ...env } });

/** A new, empty PostgreSQL database (backups hold a whole database, not a schema). */
async function newPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ccim_backup_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: PG_URL.replace(/\/[^/]*$/, `/${name}`),
    async drop() {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Every row of every table, in a stable order: what a restore must give back. */
async function everyRow(url: string, dialect: DialectName): Promise<Record<string, string[]>> {
  const db = openDatabase(url);
  try {
    const tables = (await db.kysely.introspection.getTables()).map((t) => t.name).sort();
    const out: Record<string, string[]> = {};
    for (const name of tables) out[name] = (await db.kysely.selectFrom(name as never).selectAll().execute()).map((r) => JSON.stringify(r)).sort();
    expect(dialect === 'sqlite' ? url.startsWith('sqlite:') : url.startsWith('postgres')).toBe(true);
    return out;
  } finally {
    await db.destroy();
  }
}

const listFiles = (dir: string): Record<string, number> =>
  Object.fromEntries((fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((d) => d.isFile()).map((d) => [path.relative(dir, path.join(d.parentPath, d.name)), fs.statSync(path.join(d.parentPath, d.name)).size]));

for (const dialect of DIALECTS) {
  describe(`backup and restore (${dialect})`, () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccim-backup-test-'));
    const uploads = path.join(dir, 'uploads');
    let source: { url: string; drop(): Promise<void> };
    let target: { url: string; drop(): Promise<void> };
    let t: TestApp;
    beforeAll(async () => {
      source = dialect === 'sqlite' ? { url: `sqlite:${path.join(dir, 'live.sqlite')}`, drop: async () => {} } : await newPgDatabase();
      target = dialect === 'sqlite' ? { url: `sqlite:${path.join(dir, 'restored.sqlite')}`, drop: async () => {} } : await newPgDatabase();
      t = await createTestApp(dialect, { db: openDatabase(source.url), env: { UPLOAD_DIR: uploads } });
    });
    afterAll(async () => {
      await t?.close();
      await source?.drop();
      await target?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('backs up a live server and restores every row and upload into an empty database', async () => {
      const { v, sessionId } = await chatting(t, 'agent1');
      const png = await sharp({ create: { width: 12, height: 9, channels: 3, background: '#2a6' } }).png().toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'parcel.png');
      const up = (await (await fetch(`${t.url}/ccim-main/api/openChannel/uploadImg`, { method: 'POST', headers: { authorization: `Bearer ${v.token}` }, body: form })).json()) as { status: number; data: { url: string } };
      expect(up.status).toBe(0);
      await request(v.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'my parcel arrived broken' });
      await t.app.loop.writer.idle();
      // A background export's file is made again on demand: the backup leaves it out.
      fs.mkdirSync(path.join(uploads, EXPORTS_DIR), { recursive: true });
      fs.writeFileSync(path.join(uploads, EXPORTS_DIR, 'job.xlsx'), 'xlsx');

      const file = path.join(dir, 'nightly.tar.gz');
      // While the server still runs.
      await cli('backup', ['--out', file], { DATABASE_URL: source.url, UPLOAD_DIR: uploads });
      expect(fs.statSync(file).size).toBeGreaterThan(1000);
      const restoredUploads = path.join(dir, 'restored-uploads');
      await cli('restore', [file], { DATABASE_URL: target.url, UPLOAD_DIR: restoredUploads });

      const [before, after] = [await everyRow(source.url, dialect), await everyRow(target.url, dialect)];
      expect(Object.keys(after)).toEqual(Object.keys(before));
      // Every table has its rows back; the conversation's whole, field for field (the live server's background
      // work, webhook claims and presence, may touch other rows after the snapshot).
      for (const table of Object.keys(before)) expect(after[table].length, table).toBe(before[table].length);
      for (const table of ['chat_messages', 'chat_sessions', 'visitors', 'image_uploads']) expect(after[table], table).toEqual(before[table]);
      expect(before.chat_messages.some((r) => r.includes('my parcel arrived broken'))).toBe(true);
      const files = listFiles(uploads);
      expect(Object.keys(files).some((f) => f.endsWith(String(up.data.url).split('/').pop()!))).toBe(true);
      const { [path.join(EXPORTS_DIR, 'job.xlsx')]: exported, ...kept } = files;
      expect(exported).toBeDefined();
      expect(listFiles(restoredUploads)).toEqual(kept);
    });

    it('refuses to restore over a database that holds data, and says so', async () => {
      const file = path.join(dir, 'again.tar.gz');
      await cli('backup', ['--out', file], { DATABASE_URL: source.url, UPLOAD_DIR: uploads });
      const refused = await cli('restore', [file], { DATABASE_URL: target.url, UPLOAD_DIR: path.join(dir, 'other') }).then(
        () => null,
        (e: { code: number; stderr: string }) => e,
      );
      expect(refused?.code).toBe(1);
      expect(refused?.stderr).toContain('not empty');
    });
  });
}
