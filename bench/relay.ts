// The baseline: a bare relay. socket.io, one prepared better-sqlite3 insert per message, acknowledge, emit
// to the agent's room. No validation, no sequence numbers, no idempotency, no query builder.
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

const server = http.createServer();
const io = new Server(server, { serveClient: false, maxHttpBufferSize: 64 * 1024 });
io.on('connection', (socket) => {
  const room = String(socket.handshake.query.room ?? '');
  if (room) void socket.join(room);
  socket.on('chatMessage', (m: { sessionId: string; to: string; content: string }, ack: (r: unknown) => void) => {
    const r = insert.run(m.sessionId, m.content, Date.now());
    const stored = { id: Number(r.lastInsertRowid), ...m };
    ack({ status: 0, msg: 'success', data: stored });
    io.to(m.to).emit('chatMessage', stored);
  });
});
server.listen(0, '127.0.0.1', () => process.send?.({ ready: true, port: (server.address() as { port: number }).port }));
answerProbes('relay');
process.on('SIGTERM', () => process.exit(0));
