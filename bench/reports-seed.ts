// `npm run bench:seed`: 100,000 closed sessions over the last 90 days and 1,000,000 messages (10 each), plus
// the demo users, agents, groups and 90 days of agent status history, in a SQLite file (default
// data/bench-reports.sqlite) or, with BENCH_DATABASE_URL=postgres://…, in the PostgreSQL schema `bench_reports`
// (`BENCH_PG_SCHEMA`: another, such as one for the 10,000,000-message data).
import fs from 'node:fs';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../adapter-server/src/db/dialect';
import { migrateToLatest } from '../adapter-server/src/db/migrate';
import type { ChatMessagesTable } from '../adapter-server/src/db/tables/conversations.table';
import { reportDb } from '../adapter-server/src/db/report-db';
import { agentDay, generateSession, hourOfDay, type SessionRow } from '../adapter-server/src/seed/history.generator';
import { dayStart, historyContext } from '../adapter-server/src/seed/history.seed';
import { seedDemo } from '../adapter-server/src/seed/index';

export const BENCH_SQLITE = process.env.BENCH_SQLITE ?? 'data/bench-reports.sqlite';
export const BENCH_SCHEMA = process.env.BENCH_PG_SCHEMA ?? 'bench_reports';
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 100_000);
const PER_SESSION = 10;
const DAYS = 90;

export async function openBenchDb(fresh: boolean) {
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    if (fresh) {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema if exists ${BENCH_SCHEMA} cascade`);
      await c.query(`create schema ${BENCH_SCHEMA}`);
      await c.end();
    }
    return openDatabase(url, { schema: BENCH_SCHEMA });
  }
  if (fresh) for (const f of [BENCH_SQLITE, `${BENCH_SQLITE}-wal`, `${BENCH_SQLITE}-shm`]) fs.rmSync(f, { force: true });
  return openDatabase(`sqlite:${BENCH_SQLITE}`);
}

async function main() {
  const started = Date.now();
  const db = await openBenchDb(true);
  await migrateToLatest(db.kysely);
  process.env.SEED_HISTORY = 'false';
  await seedDemo(db.kysely, 'demo1234');
  const now = Date.now();
  const ctx = await historyContext(db.kysely, 7, 20_000, now);
  const perDay = Math.ceil(SESSIONS / DAYS);
  let sessions = 0;
  let messages = 0;
  for (let back = DAYS - 1; back >= 0 && sessions < SESSIONS; back--) {
    const start = dayStart(now, back);
    const rows: SessionRow[] = [];
    const msgs: ChatMessagesTable[] = [];
    for (let i = 0; i < perDay && sessions + rows.length < SESSIONS; i++) {
      const at = Math.min(start + hourOfDay(ctx.rnd), now - 4 * 3_600_000);
      const g = generateSession(ctx, at, PER_SESSION);
      // Pad every session to exactly ten messages so the table holds the promised million.
      for (let seq = g.messages.length + 1; seq <= PER_SESSION; seq++) {
        msgs.push({ ...g.messages[0], id: ctx.newId(), seq, created_at: (g.session.closed_at ?? at) - (PER_SESSION - seq) * 1000 });
      }
      g.session.last_seq = PER_SESSION;
      rows.push(g.session);
      msgs.push(...g.messages);
    }
    await db.kysely.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 200) await reportDb(trx).insertInto('chat_sessions').values(rows.slice(i, i + 200)).execute();
      for (let i = 0; i < msgs.length; i += 800) await trx.insertInto('chat_messages').values(msgs.slice(i, i + 800)).execute();
      const logs = back > 0 ? ctx.agents.flatMap((a) => agentDay(ctx, a, start)) : [];
      if (logs.length) await trx.insertInto('agent_status_log').values(logs).execute();
    });
    sessions += rows.length;
    messages += msgs.length;
    if (back % 10 === 0) console.log(`  ${DAYS - back}/${DAYS} days: ${sessions} sessions, ${messages} messages`);
  }
  // Fresh statistics for the planner and, on PostgreSQL, the visibility map, as a live database has after autovacuum:
  // without it an index-only scan reads the table too (a 90-day count of 100,000 chats: 145-183 ms against 15-24).
  await sql.raw(db.dialect === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db.kysely);
  // The rollups' rows were updated by trigger once per chat in minutes (86,000 hourly rows in 260 MB at 10,000,000
  // messages): a live database writes them over months, autovacuum freeing each row's old versions for reuse as it
  // goes. Compacted, they are as such a database holds them.
  if (db.dialect === 'postgres') for (const t of ['session_rollup', 'session_rollup_day', 'evaluation_day', 'evaluation_reason_day']) await sql.raw(`vacuum full analyze ${t}`).execute(db.kysely);
  console.log(`bench data ready in ${db.dialect === 'sqlite' ? BENCH_SQLITE : `schema ${BENCH_SCHEMA}`}: ${sessions} sessions, ${messages} messages, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await db.destroy();
}

if (process.argv[1]?.endsWith('reports-seed.ts')) await main();
