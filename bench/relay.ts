// The baselines: a bare relay. socket.io, one prepared better-sqlite3 insert per message, acknowledge, emit
// to the agent's room. No validation, no sequence numbers, no idempotency, no query builder.
// With `--group` (the second baseline): the inserts of an event-loop turn in one transaction, then each message
// is acknowledged and emitted, as the conversation loop's writer does (the "group-committing" relay).
import fs from 'node:fs';
import { answerProbes } from './probe';
import http from 'node:http';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Server } from 'socket.io';

const file = process.env.BENCH_DB ?? 'data/bench-relay.sqlite';
for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
const sqlite = new SQLite(file);
sqlite.pragma('journal_mode = WAL');
sqlite.pragma('synchronous = NORMAL');
sqlite.exec('create table m (id integer primary key, session text not null, content text not null, created_at integer not null)');
const insert = sqlite.prepare('insert into m (session, content, created_at) values (?, ?, ?)');
const GROUP = process.argv.includes('--group');

const server = http.createServer();
const io = new Server(server, { serveClient: false, maxHttpBufferSize: 64 * 1024 });

type Incoming = { m: { sessionId: string; to: string; content: string }; ack: (r: unknown) => void };
const deliver = ({ m, ack }: Incoming, id: number) => {
  const stored = { id, ...m };
  ack({ status: 0, msg: 'success', data: stored });
  io.to(m.to).emit('chatMessage', stored);
};
let pending: Incoming[] = [];
const commitTurn = sqlite.transaction((batch: Incoming[], at: number) => batch.map(({ m }) => Number(insert.run(m.sessionId, m.content, at).lastInsertRowid)));
// BENCH_RELAY_BURN_US (with `--group`): extra CPU per message, a busy wait in the batch, to see what a heavier
// server's work alone does to the group-commit relay's tail on this host (bench/README.md, session 6).
const BURN_US = Number(process.env.BENCH_RELAY_BURN_US ?? 0);
const burn = (messages: number) => {
  const until = performance.now() + (BURN_US * messages) / 1000;
  while (performance.now() < until);
};
const flush = () => {
  if (BURN_US) burn(pending.length);
  const batch = pending;
  pending = [];
  const ids = commitTurn(batch, Date.now());
  batch.forEach((x, i) => deliver(x, ids[i]));
};

io.on('connection', (socket) => {
  const room = String(socket.handshake.query.room ?? '');
  if (room) void socket.join(room);
  socket.on('chatMessage', (m: Incoming['m'], ack: Incoming['ack']) => {
    if (!GROUP) return deliver({ m, ack }, Number(insert.run(m.sessionId, m.content, Date.now()).lastInsertRowid));
    if (pending.push({ m, ack }) === 1) setImmediate(flush);
  });
});
server.listen(0, '127.0.0.1', () => process.send?.({ ready: true, port: (server.address() as { port: number }).port }));
answerProbes(GROUP ? 'group relay' : 'relay');
process.on('SIGTERM', () => process.exit(0));
