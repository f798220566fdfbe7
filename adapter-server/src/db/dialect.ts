import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CompiledQuery, Kysely, PostgresDialect, PostgresDriver, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type PostgresDialectConfig, type TransactionSettings } from 'kysely';
import { holdWrites, preparedName, registerSqlite } from './compiled';
import type { Database } from './database';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** Closes the pool or file. */
  destroy(): Promise<void>;
  /** PostgreSQL: the pool's connections now (the metrics read it when scraped). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
}

// Times are epoch milliseconds in BIGINT columns; they fit a JavaScript number exactly, so read them as one.
pg.types.setTypeParser(20, (v) => Number(v));
// COUNT(*) and SUM() of integers come back as NUMERIC in some cases.
pg.types.setTypeParser(1700, (v) => Number(v));

export interface OpenOptions {
  /** PostgreSQL only: the schema to work in (tests give each app its own). */
  schema?: string;
  /** PostgreSQL only: the most connections the pool opens (`DATABASE_POOL_SIZE`). */
  poolSize?: number;
  /** PostgreSQL only: told of a pooled connection that broke while idle (the pool replaces it). */
  onPoolError?: (err: Error) => void;
}

/** How long a call waits for a PostgreSQL connection before it fails (and answers 503) during an outage. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * Kysely's SQLite driver begins a transaction DEFERRED: it takes the write lock at its first write. With a
 * second process writing the same file (another server instance, the `user:add` command), a transaction that
 * read first (routing reads the queue, then assigns) and then writes after the other committed fails at once
 * with SQLITE_BUSY_SNAPSHOT, which no busy timeout waits out. IMMEDIATE takes the write lock at BEGIN (waiting
 * for it up to the busy timeout), so a transaction never has to give up half-way.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings);
  }
}

/**
 * Kysely prepares every query afresh; on the chat's hot path preparing costs more than running. The same SQL
 * text always gets the same prepared statement (statements run synchronously, so sharing one is safe).
 */
function withStatementCache(sqlite: SQLite.Database, max = 1000): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  // One function for every `prepare`: the hot path reads it once per statement.
  const cachedPrepare = (sql: string) => {
    let stmt = cache.get(sql);
    if (!stmt) {
      if (cache.size >= max) cache.clear();
      stmt = prepare(sql);
      cache.set(sql, stmt);
    }
    return stmt;
  };
  return new Proxy(sqlite, {
    get(target, prop, receiver) {
      if (prop === 'prepare') return cachedPrepare;
      const value = Reflect.get(target, prop, receiver) as unknown;
      // Native methods must run on the real database object, not on the proxy.
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Beyond this many WAL frames (40 MB) the writer checkpoints itself, on the event loop: a safety net for when
 * the background checkpointer cannot catch up (a writer that never pauses). Normally the WAL starts over after
 * each background pass and stays far below it.
 */
export const WAL_FRAMES_BOUND = 10_000;

/** Background passes a checkpoint interval may take to catch up with the writer. */
const CHASE_PASSES = 8;

// Runs in the worker with its own connection. PASSIVE never waits for or blocks the writer: it copies what is
// committed. The WAL starts over only when the writer begins a transaction while every frame is copied, so a
// pass that a commit overtook is followed at once by another (each copies what the previous one missed, a
// few frames), until one ends with nothing new: the writer's next transaction then starts the WAL over.
// Passes every 50 ms took the loop's p99 at 2,000 msg/s to 480 ms (each pass syncs the WAL the writer is
// appending to); every 250 ms, one pass each, 14 ms, but the WAL then only started over when the writer hit
// its bound and copied the last stretch itself, stalling the loop 10–17 ms every 1.2 s at 2,000 msg/s.
const CHECKPOINTER = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.module);
const db = new SQLite(workerData.file, { fileMustExist: true });
const timer = setInterval(() => {
  try {
    let last = -1;
    for (let pass = 0; pass < workerData.passes; pass++) {
      const [r] = db.pragma('wal_checkpoint(PASSIVE)');
      // Caught up when a pass finds the WAL as long as the previous one left it (or empty).
      if (r.busy || r.log === last || r.log === 0) break;
      last = r.log;
    }
  } catch {
    // Locked by a checkpoint of the writer's own: the next pass goes on.
  }
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
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
function checkpointInBackground(sqlite: SQLite.Database, file: string, everyMs = 250): () => Promise<void> {
  const worker = new Worker(CHECKPOINTER, { eval: true, workerData: { file, everyMs, passes: CHASE_PASSES, module: createRequire(import.meta.url).resolve('better-sqlite3') } });
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
    // Held again while it stops: in a process with nothing else left (a CLI), an unref'd worker's exit would
    // never be waited for and the caller's await would be left unsettled.
    worker.ref();
    if (alive) worker.postMessage('stop');
    await exited;
  };
}

const BEGIN = CompiledQuery.raw('begin');
// The BEGIN of each open transaction, sent but not yet waited for.
const begins = new WeakMap<DatabaseConnection, Promise<unknown>>();

/**
 * Kysely's transactions on PostgreSQL with BEGIN sent, not waited for: the pool's connections run in pipeline
 * mode, so the transaction's first statement follows BEGIN on the wire and one wait serves both. BEGIN's answer
 * comes first; the COMMIT checks it.
 */
class PipelinedPostgresDriver extends PostgresDriver {
  override async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    if (settings.isolationLevel || settings.accessMode) return super.beginTransaction(connection, settings);
    const answer = connection.executeQuery(BEGIN);
    answer.catch(() => undefined); // checked at COMMIT; a ROLLBACK needs no check
    begins.set(connection, answer);
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const begun = begins.get(connection);
    begins.delete(connection);
    await begun;
    await super.commitTransaction(connection);
  }

  override async rollbackTransaction(connection: Parameters<PostgresDriver['rollbackTransaction']>[0]): Promise<void> {
    begins.delete(connection);
    await super.rollbackTransaction(connection);
  }
}

class PipelinedPostgresDialect extends PostgresDialect {
  constructor(private readonly settings: PostgresDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new PipelinedPostgresDriver(this.settings);
  }
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
    const handle = withStatementCache(sqlite);
    const kysely = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: handle }) });
    registerSqlite(kysely, handle);
    return { kysely, dialect: 'sqlite', destroy: () => stopCheckpoints().then(() => kysely.destroy()) };
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Queries sent before the previous one's answer go out at once (`inTransaction` sends BEGIN with a batch's
    // first statement). A connection is still held by one call at a time, as without it.
    pipeline: true,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // A connection that breaks (a restart, a network blip) emits 'error': on the pool while idle, on the client
  // while a call holds it. With no listener either would end the process. The call in flight fails (and answers
  // 503), and the pool drops the connection and opens a new one when next needed.
  const onError = options.onPoolError ?? ((err: Error) => console.error('[ccim] database connection lost:', err.message));
  pool.on('connect', (client) => {
    client.on('error', onError);
    // The hot paths' statements (`compiledQuery`, `pgStep`) run as named prepared statements: the connection
    // parses and plans each once, not on every run.
    // (The class's own `query` is looked up on each call, so whatever wraps it, a test counting, sees every one.)
    const proto = Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown };
    const connection = (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection;
    client.query = ((...args: unknown[]) => {
      // Inside `inOneWrite`, the statement waits in the socket for the others of the same write.
      holdWrites(connection.stream);
      const name = typeof args[0] === 'string' ? preparedName(args[0]) : undefined;
      return name ? proto.query.call(client, { name, text: args[0], values: args[1] }, ...args.slice(2)) : proto.query.apply(client, args);
    }) as typeof client.query;
  });
  pool.on('error', () => undefined); // the same error, already reported by the client's listener
  const kysely = new Kysely<Database>({ dialect: new PipelinedPostgresDialect({ pool }) });
  const max = options.poolSize ?? 10;
  return { kysely, dialect: 'postgres', destroy: () => kysely.destroy(), poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }) };
}
