import { spawn, type ChildProcess } from 'node:child_process';
import SQLite from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as ioClient, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import type { Ack, ChatMessage } from '../../src/common/events';
import { freePort, onFreePort } from '../../adapter-server/src/cluster/ports';
import { DEMO_PASSWORD } from '../helpers/test-app';

/** The real server as `npm start` runs it (one process), on a SQLite file that outlives it. */
function startServer(port: number, file: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'adapter-server/src/main.ts'], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: `sqlite:${file}`, SEED_DEMO: 'true', DEMO_PASSWORD, STATIC_DIR: '', UPLOAD_DIR: path.join(path.dirname(file), 'uploads') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${errors}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('[ccim] serving')) resolve(child);
    });
  });
}

const until = async (what: string, ok: () => boolean, ms = 30_000) => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('a graceful restart (sqlite, real server processes)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccim-restart-'));
  const children: ChildProcess[] = [];
  const sockets: Socket[] = [];
  afterAll(() => {
    sockets.forEach((s) => s.disconnect());
    children.forEach((c) => c.exitCode === null && c.kill('SIGKILL'));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('delivers 30 of 30 messages to the agent across a SIGTERM restart, each stored once, and exits within 10 s', async () => {
    let port = await freePort();
    const file = path.join(dir, 'ccim.sqlite');
    children.push(await onFreePort((p) => startServer(p, file), port, (p) => (port = p)));
    const base = `http://127.0.0.1:${port}`;
    // 30 messages in a few seconds from one visitor is a flood by the default limits: lift them for this visitor's test.
    const sqlite = new SQLite(file);
    sqlite.prepare(`insert into service_config (key, value) values ('visitorMessageBurst', '200'), ('visitorMessagesPerMinute', '1000') on conflict (key) do update set value = excluded.value`).run();
    sqlite.close();
    const call = async (method: string, p: string, body?: unknown, token?: string) => {
      const res = await fetch(base + p, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
      return (await res.json()) as { status: number; data: any };
    };
    // Clients as the pages are: reconnecting by themselves, quickly.
    const connect = (nsp: string, auth: Record<string, string>, query: Record<string, string> = {}) => {
      const s = ioClient(base + nsp, { auth, query, transports: ['websocket'], reconnectionDelay: 100, reconnectionDelayMax: 500 });
      sockets.push(s);
      return new Promise<Socket>((resolve) => s.once('connect', () => resolve(s)));
    };

    const token = (await call('POST', '/sso/api/login', { username: 'agent1', password: DEMO_PASSWORD })).data.token as string;
    const agentId = (await call('POST', '/ccim-main/api/agentLogin/login', { fullOrgName: '', nickname: '', username: 'E2001' }, token)).data?.id as string;
    expect(agentId).toBeTruthy();
    const agent = await connect('/', { token }, { agentId });
    await call('PUT', '/ccim-main/api/agentLogin/status', { id: agentId, status: 3 }, token);
    const visitorToken = (await call('GET', '/ccim-robot/api/im/getCurrentUser?channel=100')).data.visitorToken as string;
    const visitor = await connect('/visitor', { visitorToken });
    const assigned = new Promise((resolve) => agent.once('newSession', resolve));
    const res = await fetch(`${base}/ccim-robot/api/im/convertAgent`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-visitor-token': visitorToken }, body: JSON.stringify({ channel: 100 }) });
    const sessionId = ((await res.json()) as { data: { sessionId: string } }).data.sessionId;
    await assigned;

    // The agent's page: live messages, and after every reconnection what it missed, by sequence.
    const got = new Map<string, ChatMessage>();
    const take = (m: ChatMessage) => m.sessionId === sessionId && m.author === 2 && got.set(m.id, m);
    agent.on('chatMessage', take);
    agent.io.on('reconnect', async () => {
      const after = Math.max(0, ...[...got.values()].map((m) => m.seq));
      const r: Ack<ChatMessage[]> = await agent.timeout(5000).emitWithAck('sync', { sessionId, afterSeq: after });
      r.data?.forEach(take);
    });
    // The visitor's page: a send not acknowledged in time is sent again under the same clientMsgId.
    const send = async (n: number) => {
      for (;;) {
        if (!visitor.connected) await new Promise<void>((r) => visitor.once('connect', () => r()));
        try {
          const r: Ack<ChatMessage> = await visitor.timeout(2000).emitWithAck('chatMessage', { sessionId, clientMsgId: `restart-${n}`, content: `message ${n}` });
          if (r.status === 0) return;
        } catch {
          // no acknowledgement (the server went away): send again once connected
        }
      }
    };

    let restarted: Promise<number> | null = null;
    for (let n = 1; n <= 30; n++) {
      if (n === 11) {
        const old = children[children.length - 1];
        const stoppedAt = Date.now();
        const exited = new Promise<number>((resolve) => old.once('exit', () => resolve(Date.now() - stoppedAt)));
        old.kill('SIGTERM');
        restarted = exited.then(async (ms) => {
          children.push(await startServer(port, file));
          return ms;
        });
      }
      await send(n);
    }
    expect(await restarted).toBeLessThan(10_000);
    await until('all 30 messages at the agent', () => got.size === 30);
    expect([...got.values()].map((m) => m.content).sort()).toEqual(Array.from({ length: 30 }, (_, i) => `message ${i + 1}`).sort());
    // Stored once each: sequence numbers without gaps or repeats.
    const seqs = [...got.values()].map((m) => m.seq).sort((a, b) => a - b);
    expect(new Set(seqs).size).toBe(30);
    expect(seqs[29] - seqs[0]).toBe(29);
  }, 90_000);
});
