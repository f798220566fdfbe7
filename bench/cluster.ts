// `npm run bench:cluster`: one instance against two behind HAProxy, both on PostgreSQL and Redis (the layout of
// `npm run cluster`). The same load through each: agents and visitors sign in, are assigned, and the visitors
// offer BENCH_CLUSTER_RATE msg/s for 10 s (latency), then keep 4 messages each in flight for 5 s (saturation).
// First straight at instance a (instance b idle), then through the balancer to both. The CPU of the instances
// and of PostgreSQL and Redis is read from /proc. A benchmark: it prints figures and asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { offered, quantile, saturate } from './clients';
import { addBenchAgents } from './agents';
import { chatRig } from './rig';
import { startCluster } from '../adapter-server/src/cluster/cluster';
import { openDatabase } from '../adapter-server/src/db/dialect';
import { writeConfig } from '../adapter-server/src/features/serviceConfig/service-config.repository';

const DATABASE = process.env.BENCH_CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ccim_bench_cluster';
const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const AGENTS = Number(process.env.BENCH_CLUSTER_AGENTS ?? 50);
const VISITORS = Number(process.env.BENCH_CLUSTER_VISITORS ?? 500);
const RATE = Number(process.env.BENCH_CLUSTER_RATE ?? 1000);
const fmt = (n: number, d = 1) => n.toFixed(d);
const load = () => os.loadavg().map((x) => fmt(x, 2)).join(' ');

/** CPU seconds (user + system) of the processes whose command name matches. */
function cpuOf(match: (comm: string, pid: number) => boolean): number {
  const tick = 100; // USER_HZ on Linux
  let total = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!match(comm, Number(pid))) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / tick;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/** A fresh database for the run. */
async function recreate(url: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  target.pathname = '/postgres';
  const c = new pg.Client({ connectionString: target.toString() });
  await c.connect();
  try {
    await c.query(`drop database if exists "${name}" with (force)`);
    await c.query(`create database "${name}"`);
  } finally {
    await c.end();
  }
}

/** Bench agents in the online-service group, and per-visitor limits lifted for a load generator. */
async function prepare(url: string) {
  const db = openDatabase(url);
  await db.kysely.transaction().execute(async (trx) => {
    await addBenchAgents(trx, 2 * AGENTS);
    await writeConfig(trx, { visitorMessageBurst: 100_000, visitorMessagesPerMinute: 1_000_000 });
  });
  await db.destroy();
}

const env = { LOGIN_MAX_FAILURES: '1000', VISITOR_NEW_PER_MINUTE: '100000', VISITOR_CALLS_PER_MINUTE: '10000000', VISITOR_ADDRESS_CALLS_PER_MINUTE: '10000000', VISITOR_LOOKUPS_PER_MINUTE: '1000000', QUEUE_REQUESTS_PER_MINUTE: '100000', DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? '10' };
const dir = path.resolve('data/bench-cluster');
fs.mkdirSync(dir, { recursive: true });

console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, node ${process.version}; load average ${load()}`);
await recreate(DATABASE);
// The first start migrates and seeds; the bench agents and settings go in while nothing runs, so no instance
// holds an old copy of the settings.
await (await startCluster({ port: 0, databaseUrl: DATABASE, redisUrl: REDIS, dir, env })).stop();
await prepare(DATABASE);
const cluster = await startCluster({ port: 0, databaseUrl: DATABASE, redisUrl: REDIS, dir, env: { ...env, SEED_DEMO: 'false' } });
const pids = new Set(cluster.instances.map((i) => i.process.pid!));
const cpu = () => ({ instances: cpuOf((_, pid) => pids.has(pid)), postgres: cpuOf((c) => c.startsWith('postgres')), redis: cpuOf((c) => c.startsWith('redis-server')), haproxy: cpuOf((c) => c === 'haproxy') });

async function phase(name: string, base: string, firstAgent: number) {
  const rig = await chatRig(base, { agents: AGENTS, visitors: VISITORS, firstAgent });
  const c0 = cpu();
  const run = await offered(rig.sender, rig.latencies, RATE, 10);
  const sorted = [...rig.latencies].sort((a, b) => a - b);
  const c1 = cpu();
  const sat = await saturate(rig.sender, rig.delivered, 4, 5);
  const c2 = cpu();
  const per = (k: keyof ReturnType<typeof cpu>, a: ReturnType<typeof cpu>, b: ReturnType<typeof cpu>, n: number) => fmt(((b[k] - a[k]) * 1e6) / Math.max(1, n), 0);
  const satN = sat * 5;
  console.log(`${name}: at ${RATE} msg/s offered (${run.sent} sent): p50 ${fmt(quantile(sorted, 0.5), 2)} ms, p99 ${fmt(quantile(sorted, 0.99), 2)} ms over ${sorted.length} deliveries; saturation ${fmt(sat, 0)} msg/s`);
  console.log(
    `  CPU per message at saturation: instances ${per('instances', c1, c2, satN)} µs, PostgreSQL ${per('postgres', c1, c2, satN)} µs, Redis ${per('redis', c1, c2, satN)} µs, HAProxy ${per('haproxy', c1, c2, satN)} µs; at ${RATE} msg/s: instances ${per('instances', c0, c1, run.sent)} µs; load average ${load()}`,
  );
  await rig.close();
  return { p99: quantile(sorted, 0.99), sat };
}

try {
  const a = cluster.instances[0];
  console.log(`load: ${VISITORS} visitors and ${AGENTS} agents per phase over socket.io from this process (websocket)`);
  const one = await phase(`one instance (a, :${a.port})`, `http://127.0.0.1:${a.port}`, 0);
  const two = await phase(`two instances behind HAProxy (${cluster.url})`, cluster.url, AGENTS);
  console.log('\nfigure | one instance | two behind the balancer | ratio');
  console.log(`saturation | ${fmt(one.sat, 0)} msg/s | ${fmt(two.sat, 0)} msg/s | ${fmt(two.sat / one.sat, 2)}×`);
  console.log(`p99 at ${RATE} msg/s | ${fmt(one.p99, 2)} ms | ${fmt(two.p99, 2)} ms | ${fmt(two.p99 / one.p99, 2)}×`);
} finally {
  await cluster.stop();
}
process.exit(0);
