import fs from 'node:fs';
import path from 'node:path';
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

export function openDatabase(url: string, options: OpenOptions = {}): Db {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    return { kysely, dialect: 'sqlite', destroy: () => kysely.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { kysely, dialect: 'postgres', destroy: () => kysely.destroy() };
}
