// The real server for the workbench benchmark, in its own process: a fresh SQLite file with the demo data,
// serving the built browser app, and agent1 given 50 open sessions, one of them with 5,000 messages. Tells the
// parent over IPC where it listens and which sessions it made (with their last sequence number).
import fs from 'node:fs';
import { createApp } from '../adapter-server/src/app';
import { loadConfig } from '../adapter-server/src/config';
import { openDatabase } from '../adapter-server/src/db/dialect';
import { newId } from '../adapter-server/src/db/ids';
import type { ChatMessagesTable } from '../adapter-server/src/db/tables/conversations.table';
import { seedDemo } from '../adapter-server/src/seed/index';
import { insertSession } from '../adapter-server/src/features/sessions/session.repository';

const SESSIONS = Number(process.env.BENCH_WB_SESSIONS ?? 50);
const BIG = Number(process.env.BENCH_WB_BIG ?? 5000);
const file = process.env.BENCH_DB ?? 'data/bench-workbench.sqlite';
for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
// Only the benchmark's sessions in agent1's list: no generated history.
process.env.SEED_HISTORY = 'false';
const config = loadConfig({ LOG_LEVEL: 'error', ...process.env, DATABASE_URL: `sqlite:${file}`, LOGIN_MAX_FAILURES: '1000', UPLOAD_DIR: 'data/bench-workbench-uploads' });
const db = openDatabase(config.databaseUrl);
const app = await createApp({ db, config, log: (m, e) => console.error(`[workbench-server] ${m}`, e ?? '') });
await seedDemo(db.kysely, 'demo1234');

const LINES = [
  ['我的快递 KD100200300403 到哪里了？', 'Where is my parcel KD100200300403?'],
  ['您好，我帮您查一下 📦', 'Hello, let me check that for you 📦'],
  ['已经三天没有更新了 😟', 'No update for three days 😟'],
  ['包裹目前在武汉转运中心，预计明天派送 🚚', 'The parcel is at the Wuhan hub and should be delivered tomorrow 🚚'],
  ['能改一下收件地址吗？改到 上海市青浦区华新镇华志路 123 号', 'Can I change the delivery address to 123 Huazhi Road, Qingpu, Shanghai?'],
  ['可以的，已为您提交改址申请，请留意短信通知。', 'Sure, the change is submitted; you will get a text message.'],
  ['好的谢谢 👍', 'Great, thanks 👍'],
];

const agent = await db.kysely.selectFrom('agents as a').innerJoin('users as u', 'u.id', 'a.user_id').select('a.id').where('u.username', '=', 'agent1').executeTakeFirstOrThrow();
const now = Date.now();
const made: { sessionId: string; lastSeq: number; messages: number }[] = [];
await db.kysely.transaction().execute(async (trx) => {
  for (let i = 0; i < SESSIONS; i++) {
    const count = i === 0 ? BIG : 20 + ((i * 37) % 60);
    const visitorId = newId();
    const sessionId = newId();
    const start = now - count * 30_000 - i * 1000;
    await trx.insertInto('visitors').values({ id: visitorId, open_id: null, channel: 100, nickname: `Bench visitor ${String(i + 1).padStart(2, '0')}`, phone: null, created_at: start, last_seen_at: now }).execute();
    const rows: ChatMessagesTable[] = [];
    for (let seq = 1; seq <= count; seq++) {
      const [zh, en] = LINES[(seq + i) % LINES.length];
      const author = seq % 2 === 1 ? 2 : 1;
      rows.push({ id: newId(), session_id: sessionId, seq, author, type: 'text', content: `${seq % 3 === 0 ? en : zh} #${seq}`, content_raw: null, client_msg_id: null, agent_id: author === 1 ? agent.id : null, created_at: start + seq * 30_000, revoked_at: null, extra: null });
    }
    const last = rows[rows.length - 1];
    await insertSession(trx, {
      id: sessionId, visitor_id: visitorId, channel: 100, source: 'newhuang', org_type: 'kd', skill_group_id: null, agent_id: agent.id, status: 'active', queue_priority: 0,
      created_at: start, queued_at: start, first_queued_at: start, assigned_at: start, first_response_at: start + 60_000, closed_at: null, close_reason: null,
      last_seq: count, last_message_at: last.created_at, last_message_preview: last.content.slice(0, 100), agent_read_seq: count - (i % 4), visitor_read_seq: count - 1,
      converted: 1, queue_wait_ms: 0, first_response_ms: 60_000, duration_ms: null, transfer_count: 0, visitor_msg_count: Math.ceil(count / 2), agent_msg_count: Math.floor(count / 2),
      robot_msg_count: 0, evaluation_invited_at: null, evaluated_at: null, satisfaction: null, evaluation: null, visitor_absent_since: null,
    });
    for (let k = 0; k < rows.length; k += 500) await trx.insertInto('chat_messages').values(rows.slice(k, k + 500)).execute();
    made.push({ sessionId, lastSeq: count, messages: count });
  }
});

app.http.listen(0, '127.0.0.1', () => process.send?.({ ready: true, port: (app.http.address() as { port: number }).port, sessions: made }));
process.on('SIGTERM', () => void app.close().then(() => db.destroy()).then(() => process.exit(0)));
