import { randomBytes } from 'node:crypto';
import { io as ioClient } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { STICKY_COOKIE } from '../../adapter-server/src/cluster/haproxy';
import type { Ack, ChatMessage, StaffClientEvents, StaffServerEvents, VisitorClientEvents, VisitorServerEvents } from '../../src/common/events';
import { MovingSocket } from '../../src/common/movingSocket';
import { useCluster, until } from '../helpers/cluster-fixture';
import { DEMO_PASSWORD } from '../helpers/test-app';

const METRICS_TOKEN = randomBytes(16).toString('hex');

/**
 * A rolling restart, really: two server processes on PostgreSQL and Redis behind HAProxy; the instance holding an
 * agent and a visitor is stopped with SIGTERM mid-conversation and started again. The clients are the pages' own
 * (`MovingSocket`, as the staff and visitor socket factories make it), pinned to that instance by the balancer's
 * cookie the way a browser is.
 */
describe('a rolling restart behind HAProxy (postgres and Redis, real processes)', () => {
  // A deadline the test never reaches: the drain must end because the clients left.
  const fx = useCluster('rolling', { METRICS_TOKEN, DRAIN_SECONDS: '60' });

  const pinA = { cookie: `${STICKY_COOKIE}=a` };

  const call = async (method: string, p: string, o: { body?: unknown; token?: string; visitorToken?: string } = {}) => {
    const res = await fetch(fx.cluster.url + p, {
      method,
      headers: {
        'content-type': 'application/json',
        ...pinA,
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
        ...(o.visitorToken ? { 'x-visitor-token': o.visitorToken } : {}),
      },
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
    });
    return { servedBy: res.headers.get('x-served-by'), ...((await res.json()) as { status: number; data: any }) };
  };

  /** This instance's open sockets by namespace, from its own metrics (asked directly, not through the balancer). */
  const socketsOn = async (i: number) => {
    const text = await (await fetch(`http://127.0.0.1:${fx.cluster.instances[i].port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    const n = (nsp: string) => Number(new RegExp(`^ccim_sockets_connected\\{namespace="${nsp}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? NaN);
    return { staff: n('staff'), visitor: n('visitor') };
  };

  /** A page's socket as the factories make it, with the browser's cookie for instance a, reconnecting quickly. */
  const open = <L, E>(nsp: string, auth: Record<string, string>, query: Record<string, string> = {}) => {
    const s = new MovingSocket<L, E>(() =>
      ioClient(fx.cluster.url + nsp, { auth, query, autoConnect: false, forceNew: true, transports: ['websocket'], extraHeaders: pinA, reconnectionDelay: 100, reconnectionDelayMax: 500 }),
    );
    fx.sockets.push(s);
    const seen = { connects: 0, moves: 0, disconnects: [] as string[], moving: 0 };
    // Either namespace's socket: the events counted here are on both.
    const w = s as MovingSocket<any, any>;
    w.on('connect', () => {
      seen.connects++;
      if (s.moved) seen.moves++;
    });
    w.on('disconnect', (reason: string) => seen.disconnects.push(reason));
    w.on('serverMoving', () => seen.moving++);
    s.connect();
    return { socket: s, seen };
  };

  it('moves an agent and a visitor off a SIGTERMed instance before it stops: 30 of 30 delivered, stored once, nobody offline', async () => {
    expect((await call('GET', '/healthz')).servedBy).toBe('a');
    const token = (await call('POST', '/sso/api/login', { body: { username: 'agent1', password: DEMO_PASSWORD } })).data.token as string;
    const agentId = (await call('POST', '/ccim-main/api/agentLogin/login', { body: { fullOrgName: '', nickname: '', username: 'E2001' }, token })).data.id as string;
    const agent = open<StaffServerEvents, StaffClientEvents>('/', { token }, { agentId });
    await until('the agent connected', () => agent.socket.connected);
    expect((await call('PUT', '/ccim-main/api/agentLogin/status', { body: { id: agentId, status: 3 }, token })).status).toBe(0);
    const offline: number[] = [];
    agent.socket.on('agentStatus', (p) => p.agentId === agentId && p.status === 1 && offline.push(p.status));
    const away: boolean[] = [];
    agent.socket.on('visitorPresence', (p) => !p.present && away.push(p.present));

    const visitorToken = (await call('GET', '/ccim-robot/api/im/getCurrentUser?channel=100')).data.visitorToken as string;
    const visitor = open<VisitorServerEvents, VisitorClientEvents>('/visitor', { visitorToken });
    await until('the visitor connected', () => visitor.socket.connected);
    const assigned = new Promise<{ sessionId: string }>((resolve) => agent.socket.on('newSession', resolve));
    const sessionId = (await call('POST', '/ccim-robot/api/im/convertAgent', { body: { channel: 100 }, visitorToken })).data.sessionId as string;
    expect((await assigned).sessionId).toBe(sessionId);
    expect(await socketsOn(0)).toEqual({ staff: 1, visitor: 1 });
    expect(await socketsOn(1)).toEqual({ staff: 0, visitor: 0 });

    // The agent's page: live messages, and after every (re)connection, a move included, what it missed by sequence.
    const got = new Map<string, ChatMessage>();
    const take = (m: ChatMessage) => m.sessionId === sessionId && m.author === 2 && got.set(m.id, m);
    agent.socket.on('chatMessage', take);
    agent.socket.on('connect', async () => {
      const afterSeq = Math.max(0, ...[...got.values()].map((m) => m.seq));
      const r: Ack<ChatMessage[]> = await agent.socket.timeout(5000).emitWithAck('sync', { sessionId, afterSeq });
      r.data?.forEach(take);
    });
    // The visitor's page: a send without an acknowledgement in time goes again under the same clientMsgId.
    let resends = 0;
    const send = async (n: number) => {
      for (;;) {
        if (!visitor.socket.connected) await new Promise<void>((r) => visitor.socket.on('connect', () => r()));
        try {
          const r = await visitor.socket.timeout(3000).emitWithAck('chatMessage', { sessionId, clientMsgId: `roll-${n}`, content: `message ${n}` });
          if (r.status === 0) return;
        } catch {
          // no answer in time: send again
        }
        resends++;
      }
    };

    const a = fx.cluster.instances[0];
    let exitCode: number | null = null;
    for (let n = 1; n <= 30; n++) {
      if (n === 11) {
        a.process.kill('SIGTERM');
        // Draining: a answers 503 at /readyz (asked directly), so the balancer's health check takes it out; the
        // clients are told to move. a cannot have stopped yet: its clients can only leave once the balancer has.
        await until('a draining', async () => {
          const res = await fetch(`http://127.0.0.1:${a.port}/readyz`);
          return res.status === 503 && ((await res.json()) as { msg: string }).msg === 'Not ready: draining for a restart';
        });
        await until('instance a out of the balancer', async () => (await call('GET', '/healthz')).servedBy === 'b');
      }
      if (n === 21) {
        // The drain ends when both clients have left a, not at its 60 s deadline; then a starts again.
        exitCode = await a.exited;
        await fx.cluster.restart(0);
      }
      await send(n);
    }
    expect(exitCode).toBe(0);

    await until('the 30 messages at the agent', () => got.size === 30);
    expect([...got.values()].map((m) => m.content).sort()).toEqual(Array.from({ length: 30 }, (_, i) => `message ${i + 1}`).sort());
    const stored = await fx.db.query<{ client_msg_id: string; n: string }>(`select client_msg_id, count(*) as n from chat_messages where session_id = $1 and client_msg_id like 'roll-%' group by client_msg_id`, [sessionId]);
    expect(stored.rows).toHaveLength(30);
    expect(stored.rows.every((r) => Number(r.n) === 1)).toBe(true);
    expect(resends).toBe(0);

    // Each page moved once, told once, and never saw its connection drop; the agent stayed ready, the visitor present.
    for (const c of [agent, visitor]) {
      expect(c.seen).toEqual({ connects: 2, moves: 1, disconnects: [], moving: 1 });
      expect(c.socket.connections).toBe(1);
    }
    expect(offline).toEqual([]);
    expect(away).toEqual([]);
    expect((await fx.db.query('select status from agents where id = $1', [agentId])).rows[0].status).toBe(3);
    expect((await fx.db.query('select status, agent_id from chat_sessions where id = $1', [sessionId])).rows[0]).toEqual({ status: 'active', agent_id: agentId });
    // Both are on b now; a, back behind the balancer, holds none of them.
    expect(await socketsOn(1)).toEqual({ staff: 1, visitor: 1 });
    expect(await socketsOn(0)).toEqual({ staff: 0, visitor: 0 });
    await until('instance a back behind the balancer', async () => (await call('GET', '/healthz')).servedBy === 'a');
  }, 120_000);
});
