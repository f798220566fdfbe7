import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { io as ioClient, type Socket } from 'socket.io-client';
import { createApp, type App } from '../../adapter-server/src/app';
import { loadConfig, type Config } from '../../adapter-server/src/config';
import { openDatabase, type DialectName, type Db } from '../../adapter-server/src/db/dialect';
import { seedDemo } from '../../adapter-server/src/seed/index';

export const DIALECTS: DialectName[] = ['sqlite', 'postgres'];
export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const DEMO_PASSWORD = 'demo1234';

export interface TestApp {
  app: App;
  db: Db;
  url: string;
  config: Config;
  /** Signs a demo user in and returns the token. */
  login(username: string, password?: string): Promise<string>;
  /** A JSON call; returns the HTTP status and the parsed body. */
  call<T = any>(method: string, path: string, opts?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<{ status: number; body: T; headers: Headers }>;
  /** A staff socket, connected. */
  staffSocket(token: string, agentId?: string): Promise<Socket>;
  close(): Promise<void>;
}

/**
 * Runs `fn` while no other test app of any worker migrates or drops its PostgreSQL schema. Kysely's migrator
 * looks for its tables across every schema of the database (`has_schema_privilege` on each name), and a schema
 * dropped by a finished test in between makes that look-up fail with "schema … does not exist".
 */
export async function underSchemaLock<T>(dialect: DialectName, fn: () => Promise<T>): Promise<T> {
  if (dialect !== 'postgres') return fn();
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  try {
    await c.query(`select pg_advisory_lock(hashtext('ccim-test-schemas'))`);
    return await fn();
  } finally {
    await c.end(); // ending the session releases its advisory lock
  }
}

/**
 * Opens a fresh database of the dialect: an in-memory SQLite file, or a new PostgreSQL schema dropped on close.
 * `via`: connect to PostgreSQL through this address instead (a proxy in front of it); the schema is still made
 * and dropped directly.
 */
export async function openTestDb(dialect: DialectName, via?: string): Promise<{ db: Db; url: string; schema?: string; drop(): Promise<void> }> {
  if (dialect === 'sqlite') {
    const db = openDatabase('sqlite::memory:');
    return { db, url: 'sqlite::memory:', drop: async () => db.destroy() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = openDatabase(via ?? PG_URL, { schema, onPoolError: () => undefined });
  return {
    db,
    url: PG_URL,
    schema,
    async drop() {
      await db.destroy();
      await underSchemaLock(dialect, async () => {
        const c = new pg.Client({ connectionString: PG_URL });
        await c.connect();
        await c.query(`drop schema ${schema} cascade`);
        await c.end();
      });
    },
  };
}

/**
 * Two instances on one database with no shared socket adapter cannot see each other's sockets, so each one's
 * presence sweep (every 5 s) takes the agents connected to the other for gone and stops routing to them.
 * Production shares the sockets through Redis; a test of something else than presence stops the sweeps.
 */
export async function withoutPresenceSweeps(...apps: TestApp[]): Promise<void> {
  await Promise.all(apps.map((t) => t.app.presence.stop()));
}

export async function createTestApp(
  dialect: DialectName,
  opts: { env?: Record<string, string>; seed?: boolean; db?: Db } = {},
): Promise<TestApp> {
  const opened = opts.db ? { db: opts.db, drop: async () => {} } : await openTestDb(dialect);
  const config = loadConfig({ LOG_LEVEL: 'silent', VISITOR_NEW_PER_MINUTE: '1000000', VISITOR_CALLS_PER_MINUTE: '10000000', VISITOR_ADDRESS_CALLS_PER_MINUTE: '10000000', VISITOR_LOOKUPS_PER_MINUTE: '1000000', QUEUE_REQUESTS_PER_MINUTE: '1000000', STATIC_DIR: '', UPLOAD_DIR: `data/test-uploads`, ...opts.env } as NodeJS.ProcessEnv);
  if (!config.staticDir) config.staticDir = undefined;
  const app = await underSchemaLock(dialect, () => createApp({ db: opened.db, config, log: () => {} }));
  if (opts.seed !== false) await seedDemo(opened.db.kysely, DEMO_PASSWORD);
  await new Promise<void>((resolve) => app.http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(app.http.address() as AddressInfo).port}`;
  const sockets: Socket[] = [];

  const call: TestApp['call'] = async (method, path, o = {}) => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let body: string | undefined;
    if (o.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
    }
    const res = await fetch(url + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed as any, headers: res.headers };
  };

  return {
    app,
    db: opened.db,
    url,
    config,
    call,
    async login(username, password = DEMO_PASSWORD) {
      const r = await call('POST', '/sso/api/login', { body: { username, password } });
      if (r.body?.status !== 0) throw new Error(`login ${username} failed: ${JSON.stringify(r.body)}`);
      return r.body.data.token as string;
    },
    async staffSocket(token, agentId) {
      const s = ioClient(url, { auth: { token }, query: agentId ? { agentId } : {}, transports: ['websocket'], reconnection: false });
      sockets.push(s);
      await new Promise<void>((resolve, reject) => {
        s.once('connect', () => resolve());
        s.once('connect_error', reject);
      });
      return s;
    },
    async close() {
      sockets.forEach((s) => s.disconnect());
      await app.close();
      await opened.drop();
    },
  };
}

/** How long a test waits for an event it expects: enough for a loaded two-core host; only a failing wait costs it. */
export const EVENT_WAIT_MS = 15_000;

/** Resolves with the next `event` on the socket (rejects after `ms`, so a missing broadcast fails the test). */
export function nextEvent<T = any>(socket: Socket, event: string, ms = EVENT_WAIT_MS, filter: (p: T) => boolean = () => true): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, on);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const on = (p: T) => {
      if (!filter(p)) return;
      clearTimeout(timer);
      socket.off(event, on);
      resolve(p);
    };
    socket.on(event, on);
  });
}
