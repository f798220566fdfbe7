import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './database';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** Closes the pool or file. */
  destroy(): Promise<void>;
}

// Times are epoch milliseconds in BIGINT columns; they fit a JavaScript number exactly, so read them as one.
pg.types.setTypeParser(20, (v) => Number(v));
// COUNT(*) and SUM() of integers come back as NUMERIC in some cases.
pg.types.setTypeParser(1700, (v) => Number(v));

export interface OpenOptions {
  /** PostgreSQL only: the schema to work in (tests give each app its own). */
  schema?: string;
}

/**
 * Kysely prepares every query afresh; on the chat's hot path preparing costs more than running. The same SQL
 * text always gets the same prepared statement (statements run synchronously, so sharing one is safe).
 */
function withStatementCache(sqlite: SQLite.Database, max = 1000): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  return new Proxy(sqlite, {
    get(target, prop, receiver) {
      if (prop !== 'prepare') {
        const value = Reflect.get(target, prop, receiver) as unknown;
        // Native methods must run on the real database object, not on the proxy.
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      }
      return (sql: string) => {
        let stmt = cache.get(sql);
        if (!stmt) {
          if (cache.size >= max) cache.clear();
          stmt = prepare(sql);
          cache.set(sql, stmt);
        }
        return stmt;
      };
    },
  });
}

/** Beyond this many WAL frames (about 40 MB) the writer checkpoints itself, should the worker fall behind. */
const WAL_FRAMES_BOUND = 10_000;

// Runs in the worker with its own connection. PASSIVE never waits for or blocks the writer: it copies what is
// committed, and the writer starts the WAL over once a pass has caught up with it.
const CHECKPOINTER = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.module);
const db = new SQLite(workerData.file, { fileMustExist: true });
let timer = null;
const pass = () => {
  let behind = false;
  try {
    const [r] = db.pragma('wal_checkpoint(PASSIVE)');
    behind = r.checkpointed < r.log;
  } catch {
    // Locked by a checkpoint of the writer's own: the next pass goes on.
  }
  timer = behind ? setImmediate(pass) : setTimeout(pass, workerData.idleMs);
};
pass();
parentPort.once('message', () => {
  clearImmediate(timer);
  clearTimeout(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * Moves WAL checkpoints off the event loop. With the default automatic checkpoint, the commit that crosses
 * 1,000 WAL frames copies them into the database and syncs it on the main thread: under a chat load that was
 * most of the commit time and stalled every message behind it for the length of an fsync. A worker thread
 * with its own connection checkpoints instead; the writer keeps a far bound of its own. Answers a stopper.
 */
function checkpointInBackground(sqlite: SQLite.Database, file: string, idleMs = 20): () => Promise<void> {
  const worker = new Worker(CHECKPOINTER, { eval: true, workerData: { file, idleMs, module: createRequire(import.meta.url).resolve('better-sqlite3') } });
  sqlite.pragma(`wal_autocheckpoint = ${WAL_FRAMES_BOUND}`);
  sqlite.pragma(`journal_size_limit = ${64 * 2 ** 20}`);
  let alive = true;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  void exited.then(() => {
    alive = false;
    // Without the worker the writer checkpoints as SQLite does by default.
    if (sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
  });
  worker.on('error', () => undefined);
  worker.unref();
  return async () => {
    if (alive) worker.postMessage('stop');
    await exited;
  };
}

export function openDatabase(url: string, options: OpenOptions = {}): Db {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const stopCheckpoints = file === ':memory:' ? async () => {} : checkpointInBackground(sqlite, path.resolve(file));
    const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    return { kysely, dialect: 'sqlite', destroy: () => stopCheckpoints().then(() => kysely.destroy()) };
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { kysely, dialect: 'postgres', destroy: () => kysely.destroy() };
}
