import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { EXPORTS_DIR } from '../features/exports/export-files';

/**
 * One file holding everything an instance keeps: the database and the uploaded files (images, work-bill
 * attachments). A gzipped tar of `manifest.json`, `database.sqlite` (SQLite's online backup: consistent while the
 * server writes) or `database.pgdump` (pg_dump's custom format, one consistent snapshot), and `uploads/`.
 */
interface Manifest {
  format: 1;
  dialect: 'sqlite' | 'postgres';
  createdAt: string;
}

const DB_FILE = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const;

const dialectOf = (url: string): Manifest['dialect'] => (url.startsWith('sqlite:') ? 'sqlite' : 'postgres');
const sqliteFile = (url: string) => url.slice('sqlite:'.length);

/** Runs a client program (tar, pg_dump, pg_restore) and fails with its own words. */
function run(cmd: string, args: string[]): void {
  try {
    execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (err) {
    const e = err as { code?: string; stderr?: Buffer };
    if (e.code === 'ENOENT') throw new Error(`${cmd} is needed: install it (Debian: apt-get install ${cmd.startsWith('pg_') ? 'postgresql-client' : cmd})`);
    throw new Error(`${cmd} failed: ${e.stderr?.toString().trim() || String(err)}`);
  }
}

const scratch = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ccim-backup-'));

export async function backup(o: { databaseUrl: string; uploadDir: string; out: string }): Promise<void> {
  const dir = scratch();
  try {
    const dialect = dialectOf(o.databaseUrl);
    if (dialect === 'sqlite') {
      const file = sqliteFile(o.databaseUrl);
      if (file === ':memory:' || !fs.existsSync(file)) throw new Error(`No SQLite database at ${file}`);
      const source = new SQLite(file, { readonly: true, fileMustExist: true });
      try {
        await source.backup(path.join(dir, DB_FILE.sqlite));
      } finally {
        source.close();
      }
    } else {
      run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(dir, DB_FILE.postgres)}`, `--dbname=${o.databaseUrl}`]);
    }
    fs.mkdirSync(path.join(dir, 'uploads'));
    // The background exports' files are left out: they are made again by asking for the export again.
    const exports = path.join(o.uploadDir, EXPORTS_DIR);
    if (fs.existsSync(o.uploadDir)) fs.cpSync(o.uploadDir, path.join(dir, 'uploads'), { recursive: true, filter: (src) => src !== exports });
    const manifest: Manifest = { format: 1, dialect, createdAt: new Date().toISOString() };
    fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
    fs.mkdirSync(path.dirname(path.resolve(o.out)), { recursive: true });
    run('tar', ['-czf', path.resolve(o.out), '-C', dir, '.']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A database restored over live data would mix two histories: only an empty one (no tables) is accepted. */
async function assertEmpty(databaseUrl: string): Promise<void> {
  if (dialectOf(databaseUrl) === 'sqlite') {
    const file = sqliteFile(databaseUrl);
    if (!fs.existsSync(file) || fs.statSync(file).size === 0) return;
    const db = new SQLite(file, { readonly: true });
    try {
      const { n } = db.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as { n: number };
      if (n > 0) throw new Error(`The database ${file} is not empty: restore into a new file`);
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>("select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')");
    if (Number(rows[0].n) > 0) throw new Error('The PostgreSQL database is not empty: restore into a new database');
  } finally {
    await client.end();
  }
}

export async function restore(o: { databaseUrl: string; uploadDir: string; file: string }): Promise<void> {
  const dir = scratch();
  try {
    run('tar', ['-xzf', path.resolve(o.file), '-C', dir]);
    const manifestFile = path.join(dir, 'manifest.json');
    if (!fs.existsSync(manifestFile)) throw new Error(`${o.file} is not a ccim backup (no manifest.json)`);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
    if (manifest.format !== 1) throw new Error(`${o.file} has backup format ${String(manifest.format)}, which this version does not read`);
    const dialect = dialectOf(o.databaseUrl);
    if (manifest.dialect !== dialect) throw new Error(`${o.file} holds a ${manifest.dialect} database; DATABASE_URL is ${dialect}`);
    await assertEmpty(o.databaseUrl);
    if (dialect === 'sqlite') {
      const file = sqliteFile(o.databaseUrl);
      fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      for (const f of [`${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
      fs.copyFileSync(path.join(dir, DB_FILE.sqlite), file);
    } else {
      run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${o.databaseUrl}`, path.join(dir, DB_FILE.postgres)]);
    }
    // An upload already in the folder is kept, never overwritten (names are random ids: a clash is the same file).
    fs.mkdirSync(o.uploadDir, { recursive: true });
    fs.cpSync(path.join(dir, 'uploads'), o.uploadDir, { recursive: true, force: false });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
