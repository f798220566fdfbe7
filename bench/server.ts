// The real server for the benchmark, in its own process: a fresh SQLite file (or, with `--postgres`, a fresh
// schema `bench_loop` in BENCH_DATABASE_URL's database) with demo data, 100 bench agents in the online-service
// group, and 5,000 QA entries. Answers the bench's questions over IPC (`probe.ts`); the database's CPU is watched
// from the bench process (`pg-cpu.ts`), so the watching costs this server nothing.
import fs from 'node:fs';
import pg from 'pg';
import { BENCH_APP_NAME } from './pg-cpu';
import { answerProbes } from './probe';
import { addBenchAgents } from './agents';
import { createApp } from '../adapter-server/src/app';
import { loadConfig } from '../adapter-server/src/config';
import { writeConfig } from '../adapter-server/src/features/serviceConfig/service-config.repository';
import { openDatabase } from '../adapter-server/src/db/dialect';
import { newId } from '../adapter-server/src/db/ids';
import { seedDemo } from '../adapter-server/src/seed/index';

const SCHEMA = 'bench_loop';

/** The database the bench names (made when missing) with its schema `bench_loop` dropped and made anew. */
async function freshPostgres(url: string): Promise<void> {
  const target = new URL(url);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const name = decodeURIComponent(target.pathname.slice(1));
  const a = new pg.Client({ connectionString: admin.toString() });
  await a.connect();
  if (!(await a.query('select 1 from pg_database where datname = $1', [name])).rowCount) await a.query(`create database "${name.replace(/"/g, '""')}"`);
  await a.end();
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`drop schema if exists ${SCHEMA} cascade`);
  await c.query(`create schema ${SCHEMA}`);
  await c.end();
}

const pgUrl = process.argv.includes('--postgres') ? process.env.BENCH_DATABASE_URL : undefined;
if (process.argv.includes('--postgres') && !pgUrl?.startsWith('postgres')) throw new Error('--postgres needs BENCH_DATABASE_URL=postgres://…');
const file = process.env.BENCH_DB ?? 'data/bench.sqlite';
let databaseUrl = `sqlite:${file}`;
if (pgUrl) {
  await freshPostgres(pgUrl);
  const u = new URL(pgUrl);
  // Its backends are told apart by this name (`pg-cpu.ts`).
  u.searchParams.set('application_name', BENCH_APP_NAME);
  databaseUrl = u.toString();
} else {
  for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
}
// One address for every client: the per-address limits are lifted, as they would be for a trusted load generator.
const config = loadConfig({ LOG_LEVEL: 'error', ...process.env, DATABASE_URL: databaseUrl, STATIC_DIR: '', LOGIN_MAX_FAILURES: '1000', VISITOR_NEW_PER_MINUTE: '1000000', VISITOR_CALLS_PER_MINUTE: '10000000', VISITOR_ADDRESS_CALLS_PER_MINUTE: '10000000', VISITOR_LOOKUPS_PER_MINUTE: '1000000', QUEUE_REQUESTS_PER_MINUTE: '1000000' });
config.staticDir = undefined;
const db = openDatabase(config.databaseUrl, { schema: pgUrl ? SCHEMA : undefined, poolSize: config.databasePoolSize });
const app = await createApp({ db, config, log: (m, e) => console.error(`[bench-server] ${m}`, e ?? '') });
await seedDemo(db.kysely, 'demo1234');

const agents = Number(process.env.BENCH_SERVER_AGENTS ?? process.env.BENCH_AGENTS ?? 100);
const at = Date.now();
// The load's visitors send several messages a second each, far past the per-visitor limits the loop enforces.
await writeConfig(db.kysely, { visitorMessageBurst: 200, visitorMessagesPerMinute: 1000 });
await db.kysely.transaction().execute(async (trx) => {
  await addBenchAgents(trx, agents);
  // 5,000 QA entries: the seeded topics plus generated variants of realistic questions.
  const topics = ['运费', '时效', '破损', '丢件', '改地址', '发票', '网点', '保价', '拒收', '签收', 'fee', 'delivery', 'damaged', 'lost', 'address', 'invoice', 'outlet', 'insurance', 'refuse', 'signed'];
  const places = ['北京', '上海', '广州', '深圳', '杭州', '成都', '武汉', '南京', 'Beijing', 'Shanghai', 'Chengdu', 'Wuhan'];
  for (let i = 0; i < 5000; i++) {
    const topic = topics[i % topics.length];
    const place = places[Math.floor(i / topics.length) % places.length];
    const q = `${place}${topic}问题${i}：${topic}怎么处理 ${place} ${topic} case ${i}`;
    await trx.insertInto('robot_qa').values({ id: newId(), question: q.slice(0, 250), similar_questions: JSON.stringify([`${topic} ${place} ${i}`, `关于${place}的${topic}`]), keywords: JSON.stringify([`${topic}${i}`]), answer: `<p>${q}</p>`, classify: i % 5, links: '[]', enabled: 1, published: 1, valid_from: null, valid_to: null, hits: 0, created_at: at, updated_at: at }).execute();
  }
});

app.http.listen(0, '127.0.0.1', () => process.send?.({ ready: true, port: (app.http.address() as { port: number }).port }));
answerProbes('loop');
process.on('SIGTERM', () => void app.close().then(() => db.destroy()).then(() => process.exit(0)));
