import type SQLite from 'better-sqlite3';
import { CompiledQuery, PostgresAdapter, type Compilable, type Kysely, type KyselyPlugin, type QueryResult } from 'kysely';
import type { DB, Executor } from './database';

type Slot = { name: string } | { value: unknown };
interface Prepared {
  compiled: CompiledQuery<unknown>;
  slots: Slot[];
}

const SENTINEL = '\u0000ccim-param:';

// The hot-path SQL texts PostgreSQL runs: `openDatabase` has each connection prepare them once by name (parsed
// and planned once per connection instead of on every run). Shapes are few and texts fixed, so this stays small.
const preparedNames = new Map<string, string>();
const prepareOnPostgres = (sql: string) => {
  if (!preparedNames.has(sql)) preparedNames.set(sql, `ccim_${preparedNames.size}`);
};

/** The prepared statement's name of a hot-path SQL text on PostgreSQL, or undefined for any other text. */
export const preparedName = (sql: string): string | undefined => preparedNames.get(sql);
const pluginIds = new WeakMap<KyselyPlugin, number>();
let nextPluginId = 0;
const pluginId = (p: KyselyPlugin) => {
  let id = pluginIds.get(p);
  if (id === undefined) pluginIds.set(p, (id = nextPluginId++));
  return id;
};

/**
 * A hot-path query built and compiled by Kysely once per database and shape, then run with fresh values.
 * Building a query costs more than running it on SQLite; this keeps the query builder (and so one code path
 * for SQLite and PostgreSQL) while paying for it once. `build` is called with a unique marker in place of each
 * named value, so the compiled parameters can be mapped back to names (a shape may leave some unused); every other
 * parameter is a constant of the shape. `shape` must name everything that changes the SQL (which columns are set, IN lists, ...).
 */
export function compiledQuery<P extends object, R>(names: readonly (keyof P & string)[], build: (db: Executor, p: P) => Compilable<R>) {
  // Per dialect adapter (one per opened database) and plugin set (the PostgreSQL schema), then per shape.
  const cache = new WeakMap<object, Map<string, Prepared>>();
  const markers = Object.fromEntries(names.map((n) => [n, `${SENTINEL}${n}`]));

  const prepare = (db: Executor, shape: string, values: P): Prepared => {
    const executor = db.getExecutor();
    let perDb = cache.get(executor.adapter);
    if (!perDb) cache.set(executor.adapter, (perDb = new Map()));
    const key = `${executor.plugins.map(pluginId).join(',')}|${shape}`;
    let prepared = perDb.get(key);
    if (!prepared) {
      // The other fields of `values` are the shape: they are built into the query as they are.
      const compiled = build(db, { ...values, ...markers } as P).compile() as CompiledQuery<unknown>;
      const slots = compiled.parameters.map((v): Slot => (typeof v === 'string' && v.startsWith(SENTINEL) ? { name: v.slice(SENTINEL.length) } : { value: v }));
      // A value written into the SQL text instead of a parameter would be frozen into every later run.
      if (compiled.sql.includes(SENTINEL)) throw new Error('compiledQuery: a named value was inlined into the SQL');
      if (executor.adapter instanceof PostgresAdapter) prepareOnPostgres(compiled.sql);
      perDb.set(key, (prepared = { compiled, slots }));
    }
    return prepared;
  };

  const compile = (db: Executor, shape: string, values: P): CompiledQuery<R> => {
    const { compiled, slots } = prepare(db, shape, values);
    const record = values as Record<string, unknown>;
    const parameters = new Array<unknown>(slots.length);
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i];
      parameters[i] = 'name' in slot ? record[slot.name] : slot.value;
    }
    return { query: compiled.query, queryId: compiled.queryId, sql: compiled.sql, parameters } as CompiledQuery<R>;
  };

  const run = (db: Executor, shape: string, values: P): Promise<QueryResult<R>> => db.executeQuery<R>(compile(db, shape, values));
  /** The same query as one step of a `Steps` batch. */
  run.step = (shape: string, values: P): Statement<R> => new CompiledStep(compile, shape, values);
  return run;
}

/** A compiled query with its values, waiting for the executor that runs it (a class: no closure per statement). */
class CompiledStep<P, R> implements Statement<R> {
  constructor(
    private readonly compileFor: (db: Executor, shape: string, values: P) => CompiledQuery<R>,
    private readonly shape: string,
    private readonly values: P,
  ) {}

  compile(db: Executor): CompiledQuery<R> {
    return this.compileFor(db, this.shape, this.values);
  }
}

/** One query of a batch, compiled for the database that runs it. */
export interface Statement<R> {
  compile(db: Executor): CompiledQuery<R>;
  /** The batch does not read its result (`later`). */
  readonly later?: boolean;
}

/** What a `later` statement answers on PostgreSQL, where its batch does not wait for it. */
const NOT_WAITED: QueryResult<never> = { rows: [] };

/**
 * A statement of a batch whose result the batch does not read (a counter, a log row). On PostgreSQL it is sent
 * without waiting for its answer, so it travels with the next statement or the COMMIT; the transaction still
 * fails as a whole if it fails. On SQLite it runs as any other.
 */
export const later = <R>(s: Statement<R>): Statement<R> => ({ compile: (db) => s.compile(db), later: true });

/** A query of a batch built afresh each time: for the rare statements of a batch, not worth a `compiledQuery`. */
export const step = <R>(build: (db: Executor) => Compilable<R>): Statement<R> => ({ compile: (db) => build(db).compile() });

/**
 * A statement written in PostgreSQL's own SQL, its text fixed and its values (arrays for `unnest`) as parameters:
 * the multi-row statements that keep a batch's round trips constant on PostgreSQL. Only for batches that run on
 * PostgreSQL (`onPostgres`).
 */
export function pgStep<R>(text: string, parameters: unknown[]): Statement<R> {
  prepareOnPostgres(text);
  return { compile: () => CompiledQuery.raw(text, parameters) as CompiledQuery<R> };
}

/**
 * Whether the executor talks to PostgreSQL (so a batch should use `pgStep` statements rather than one per row); a
 * migration's untyped `Kysely<unknown>` asks too.
 */
export const onPostgres = (db: Pick<Executor, 'getExecutor'> | Pick<Kysely<unknown>, 'getExecutor'>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * A batch of queries written once for both databases, as a generator: each `yield` hands over one statement
 * and is answered with its result; `yield*` runs another batch inside it. `inTransaction` and `runSteps` run it.
 */
export type Steps<T> = Generator<Statement<unknown>, T, QueryResult<unknown>>;

interface SqliteHandle {
  sqlite: SQLite.Database;
  /** Runs a function in one transaction (better-sqlite3's, made once: making one per call costs more than a batch). */
  transaction: <T>(fn: () => T) => T;
}

// The better-sqlite3 handle behind each SQLite Kysely (by its dialect adapter, shared by its transactions).
const sqliteHandles = new WeakMap<object, SqliteHandle>();

export function registerSqlite(db: DB, sqlite: SQLite.Database): void {
  // IMMEDIATE, as Kysely's transactions here (see `openDatabase`): another connection may write the file too.
  const transaction = sqlite.transaction((fn: () => unknown) => fn()).immediate;
  sqliteHandles.set(db.getExecutor().adapter, { sqlite, transaction: <T>(fn: () => T) => transaction(fn) as T });
}

/** The handle to run a batch on directly, when the executor is SQLite with no plugin rewriting its queries. */
const sqliteOf = (db: Executor): SqliteHandle | undefined => (db.getExecutor().plugins.length ? undefined : sqliteHandles.get(db.getExecutor().adapter));

/** What Kysely's SQLite driver answers for a query, without the promise. */
function executeNow(sqlite: SQLite.Database, q: CompiledQuery<unknown>): QueryResult<unknown> {
  const stmt = sqlite.prepare(q.sql);
  if (stmt.reader) return { rows: stmt.all(q.parameters) };
  const { changes, lastInsertRowid } = stmt.run(q.parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

function drive<T>(steps: Steps<T>, execute: (s: Statement<unknown>) => QueryResult<unknown>): T;
function drive<T>(steps: Steps<T>, execute: (s: Statement<unknown>) => Promise<QueryResult<unknown>>): Promise<T>;
function drive<T>(steps: Steps<T>, execute: (s: Statement<unknown>) => QueryResult<unknown> | Promise<QueryResult<unknown>>): T | Promise<T>;
function drive<T>(steps: Steps<T>, execute: (s: Statement<unknown>) => QueryResult<unknown> | Promise<QueryResult<unknown>>): T | Promise<T> {
  const advance = (next: IteratorResult<Statement<unknown>, T>): T | Promise<T> => {
    while (!next.done) {
      const result = execute(next.value);
      if (result instanceof Promise) return result.then((r) => advance(steps.next(r)));
      next = steps.next(result);
    }
    return next.value;
  };
  return advance(steps.next());
}

/**
 * Runs synchronous work on the SQLite connection with nothing of Kysely's between its statements. A Kysely
 * transaction holds the connection across its awaits: while one is open the work queues for the connection
 * until it is done; otherwise nothing can come between synchronous statements, so the work runs at once,
 * without a turn through Kysely's connection queue.
 */
async function onConnection<T>(db: Executor, handle: SqliteHandle, work: (conn: Executor) => T): Promise<T> {
  if (!handle.sqlite.inTransaction) return work(db);
  return db.connection().execute(async (conn) => work(conn));
}

/**
 * Runs a batch on an executor, within its transaction if it is one. On SQLite the batch runs synchronously on
 * the connection, the transaction's or the one `onConnection` gives it (each statement then commits on its own).
 */
export async function runSteps<T>(db: Executor, steps: Steps<T>): Promise<T> {
  const handle = sqliteOf(db);
  if (!handle) return drive(steps, (s) => db.executeQuery(s.compile(db)));
  const run = (conn: Executor) => drive(steps, (s) => executeNow(handle.sqlite, s.compile(conn)));
  return db.isTransaction ? run(db) : onConnection(db, handle, run);
}

/**
 * Runs a batch in one transaction. On SQLite the whole batch runs synchronously on the connection that
 * `onConnection` gives it, so no other transaction interleaves, with no chain of promises per statement (on the
 * chat's hot path that cost as much as the statements). On PostgreSQL it runs statement by statement in a
 * Kysely transaction.
 */
export async function inTransaction<T>(db: DB, batch: () => Steps<T>): Promise<T> {
  const handle = sqliteOf(db);
  if (handle) return onConnection(db, handle, (conn) => handle.transaction(() => drive(batch(), (s) => executeNow(handle.sqlite, s.compile(conn)))));
  if (onPostgres(db) && !db.getExecutor().plugins.length) return pipelinedTransaction(db, batch);
  return db.transaction().execute((trx) => drive(batch(), (s) => trx.executeQuery(s.compile(trx))));
}

/** The sockets `inOneWrite` corked, while its work runs. */
let corked: Set<{ uncork(): void }> | undefined;

/**
 * Runs synchronous work that sends several statements at once on pipelined connections (BEGIN with a batch's
 * first statement, a `later` statement with the next one, COMMIT with the last ones): each connection's
 * statements go out in one write when the work returns, instead of one write (a system call, and a wake-up of the
 * database's backend) each. node-postgres already writes one statement's messages (bind, execute, sync) as one.
 */
export function inOneWrite<T>(work: () => T): T {
  if (corked) return work();
  const sockets = new Set<{ uncork(): void }>();
  corked = sockets;
  try {
    return work();
  } finally {
    corked = undefined;
    for (const socket of sockets) socket.uncork();
  }
}

/** Called by a pipelined connection before it sends a statement: holds its socket's writes while `inOneWrite` runs. */
export function holdWrites(socket: { cork(): void; uncork(): void }): void {
  if (corked && !corked.has(socket)) {
    socket.cork();
    corked.add(socket);
  }
}

const BEGIN = CompiledQuery.raw('begin');
// A batch's statements are key lookups and the writer's multi-row statements, whose plans do not depend on their
// values. PostgreSQL would plan each run afresh for its values (at every bind) as long as the generic plan does not
// look cheaper, which for the `unnest` statements it never does: 0.5–0.7 ms of planning per batch. Only for the
// batch's transaction: the reports' range queries keep plans made for their values.
const GENERIC_PLANS = CompiledQuery.raw('set local plan_cache_mode = force_generic_plan');
const COMMIT = CompiledQuery.raw('commit');
const ROLLBACK = CompiledQuery.raw('rollback');

/**
 * A batch's transaction on PostgreSQL with fewer waits than statements: the pool's connections run in pipeline
 * mode (`openDatabase`), so BEGIN is sent with the batch's first statement, and the `later` statements with the
 * next statement or the COMMIT, in one write each time (`inOneWrite`); the database answers them in order. A
 * transaction that failed anywhere is rolled back (a COMMIT after a failed statement rolls back without an error,
 * so each answer is checked) and the first failure is what the caller gets.
 */
async function pipelinedTransaction<T>(db: DB, batch: () => Steps<T>): Promise<T> {
  return db.getExecutor().provideConnection(async (conn) => {
    let failure: { error: unknown } | undefined;
    let ended = false;
    const answers: Promise<unknown>[] = [];
    const send = (q: CompiledQuery<unknown>) => {
      const answer = conn.executeQuery(q);
      answers.push(answer.catch((error: unknown) => (failure ??= { error })));
      return answer;
    };
    const steps = batch();
    let value: T | undefined;
    try {
      // Each turn sends, in one write, the statements up to the next one whose answer the batch reads (BEGIN
      // first, COMMIT last), then waits for that answer.
      let result: QueryResult<unknown> | undefined;
      for (let first = true; !ended; first = false) {
        const waited = inOneWrite(() => {
          if (first) {
            send(BEGIN);
            send(GENERIC_PLANS);
          }
          let next = steps.next(result!);
          while (!next.done) {
            const s = next.value;
            const answer = send(s.compile(db));
            if (!s.later) return answer;
            next = steps.next(NOT_WAITED);
          }
          value = next.value;
          ended = true;
          return send(COMMIT);
        });
        result = await waited;
      }
      await Promise.all(answers);
      if (failure) throw failure.error;
      return value as T;
    } catch (error) {
      await Promise.all(answers);
      if (!ended) await conn.executeQuery(ROLLBACK).catch(() => undefined);
      throw failure ? failure.error : error;
    }
  });
}
