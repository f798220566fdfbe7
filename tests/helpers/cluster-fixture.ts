import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { startCluster, type Cluster } from '../../adapter-server/src/cluster/cluster';
import { DEMO_PASSWORD, PG_URL } from './test-app';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Waits for a state the cluster reaches by itself (a health check, a presence sweep), polling every 100 ms. */
export const until = async (what: string, ok: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> => {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

export interface ClusterFixture {
  /** The running cluster (set once the suite's beforeAll has run). */
  readonly cluster: Cluster;
  /** A client on the cluster's own database. */
  readonly db: pg.Client;
  /** Clients a test opened: disconnected before the cluster stops. */
  readonly sockets: { disconnect(): unknown }[];
}

async function asAdmin(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  await c.query(sql).finally(() => c.end());
}

/**
 * The production layout for a describe block: two server processes on a fresh PostgreSQL database and Redis,
 * behind HAProxy, with quick presence and no flood limits for scripted clients (the settings are read per sweep
 * and per message). `env` adds to the instances' environment. The database, the processes and the folder are
 * gone after the block.
 */
export function useCluster(name: string, env: Record<string, string> = {}): ClusterFixture {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ccim-${name}-`));
  const dbName = `ccim_${name}_${randomBytes(4).toString('hex')}`;
  const sockets: { disconnect(): unknown }[] = [];
  let cluster: Cluster | undefined;
  let db: pg.Client | undefined;

  beforeAll(async () => {
    await asAdmin(`create database ${dbName}`);
    const url = new URL(PG_URL);
    url.pathname = `/${dbName}`;
    cluster = await startCluster({
      port: 0,
      databaseUrl: url.toString(),
      redisUrl: REDIS_URL,
      dir,
      env: { DEMO_PASSWORD, STATIC_DIR: '', UPLOAD_DIR: path.join(dir, 'uploads'), LOGIN_MAX_FAILURES: '1000', ...env },
    });
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    await db.query(
      `insert into service_config (key, value) values ('agentPresenceGraceSeconds', '2'), ('visitorMessageBurst', '1000'), ('visitorMessagesPerMinute', '10000')
       on conflict (key) do update set value = excluded.value`,
    );
  }, 120_000);

  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await db?.end();
    await cluster?.stop();
    await asAdmin(`drop database if exists ${dbName} with (force)`);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  return {
    get cluster() {
      if (!cluster) throw new Error('the cluster is not started yet (use it inside a test)');
      return cluster;
    },
    get db() {
      if (!db) throw new Error('the cluster is not started yet (use it inside a test)');
      return db;
    },
    sockets,
  };
}
