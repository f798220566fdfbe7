import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startCluster } from '../cluster/cluster';
import { DEMO_USERS } from '../seed/platform.seed';

/**
 * `npm run cluster`: two instances on PostgreSQL and Redis behind HAProxy, at http://localhost:3000 (PORT).
 * CLUSTER_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/ccim, created when missing), REDIS_URL
 * (default redis://127.0.0.1:6379), CLUSTER_SIZE (2). Ctrl-C stops the balancer and every instance.
 */
const databaseUrl = process.env.CLUSTER_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/ccim';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const port = Number(process.env.PORT ?? 3000);
const size = Number(process.env.CLUSTER_SIZE ?? 2);
if (!Number.isInteger(size) || size < 1 || size > 8) {
  console.error('CLUSTER_SIZE is a number of instances from 1 to 8.');
  process.exit(2);
}

/** The cluster's database, made on first use (the server migrates and seeds it). */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const c = new pg.Client({ connectionString: admin.toString() });
  await c.connect();
  try {
    const found = await c.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) await c.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await c.end();
  }
}

await ensureDatabase(databaseUrl);
const dir = path.resolve('data/cluster');
fs.mkdirSync(dir, { recursive: true });
const cluster = await startCluster({ port, databaseUrl, redisUrl, size, dir, echo: true });
console.log(`[cluster] serving http://localhost:${port} through HAProxy to ${cluster.instances.map((i) => `${i.name} (:${i.port})`).join(', ')}`);
console.log(`[cluster] database ${databaseUrl.replace(/\/\/[^@]*@/, '//')}, Redis ${redisUrl}`);
console.log(`[cluster] demo sign-in names: ${DEMO_USERS.map((u) => u.username).join(', ')}; password: ${process.env.DEMO_PASSWORD || 'demo1234'}`);
console.log(`[cluster] visitor chat: http://localhost:${port}/newhuang/chat`);

const stop = async () => {
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
