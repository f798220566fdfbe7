import { io as ioClient, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { STICKY_COOKIE } from '../../adapter-server/src/cluster/haproxy';
import type { Ack, AllStatus, ChatMessage } from '../../src/common/events';
import { useCluster, until } from '../helpers/cluster-fixture';
import { DEMO_PASSWORD } from '../helpers/test-app';

type Via = 'a' | 'b' | null;

/**
 * The production layout, really: two server processes on one PostgreSQL database and Redis, behind HAProxy
 * from Debian. Clients talk to the balancer only; a test pins a client to an instance the way a browser is
 * pinned, by the balancer's stickiness cookie.
 */
describe('two instances behind HAProxy (postgres and Redis, real processes)', () => {
  const fx = useCluster('cluster', { VISITOR_NEW_PER_MINUTE: '100000', QUEUE_REQUESTS_PER_MINUTE: '100000' });

  const pin = (via: Via): Record<string, string> => (via ? { cookie: `${STICKY_COOKIE}=${via}` } : {});

  const call = async (method: string, p: string, o: { body?: unknown; token?: string; visitorToken?: string; via?: Via } = {}) => {
    const res = await fetch(fx.cluster.url + p, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
        ...(o.visitorToken ? { 'x-visitor-token': o.visitorToken } : {}),
        ...pin(o.via ?? null),
      },
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
    });
    return { servedBy: res.headers.get('x-served-by'), ...((await res.json()) as { status: number; msg: string; data: any }) };
  };

  /** A client as the pages are: through the balancer, reconnecting by itself, quickly. */
  const connect = (nsp: string, auth: Record<string, string>, via: Via, o: { query?: Record<string, string>; reconnection?: boolean } = {}) => {
    const s = ioClient(fx.cluster.url + nsp, {
      auth,
      query: o.query ?? {},
      transports: ['websocket'],
      extraHeaders: pin(via),
      reconnection: o.reconnection ?? true,
      reconnectionDelay: 100,
      reconnectionDelayMax: 500,
    });
    fx.sockets.push(s);
    return new Promise<Socket>((resolve, reject) => {
      s.once('connect', () => resolve(s));
      s.once('connect_error', reject);
    });
  };

  const signIn = async (username: string, via: Via) => {
    const r = await call('POST', '/sso/api/login', { body: { username, password: DEMO_PASSWORD }, via });
    expect(r.status).toBe(0);
    return r.data.token as string;
  };

  const agentOn = async (username: string, code: string, via: Via, o: { maxUsers?: number; reconnection?: boolean } = {}) => {
    const token = await signIn(username, via);
    const id = (await call('POST', '/ccim-main/api/agentLogin/login', { body: { fullOrgName: '', nickname: '', username: code }, token, via })).data.id as string;
    if (o.maxUsers) await fx.db.query('update agents set max_users = $1 where id = $2', [o.maxUsers, id]);
    const socket = await connect('/', { token }, via, { query: { agentId: id }, reconnection: o.reconnection });
    expect((await call('PUT', '/ccim-main/api/agentLogin/status', { body: { id, status: 3 }, token, via })).status).toBe(0);
    return { id, token, socket };
  };

  const visitorOn = async (via: Via) => {
    const token = (await call('GET', '/ccim-robot/api/im/getCurrentUser?channel=100', { via })).data.visitorToken as string;
    return { token, socket: await connect('/visitor', { visitorToken: token }, via) };
  };

  it('pins each client to its instance and serves both', async () => {
    const [a, b] = await Promise.all([call('GET', '/healthz', { via: 'a' }), call('GET', '/healthz', { via: 'b' })]);
    expect([a.servedBy, b.servedBy]).toEqual(['a', 'b']);
    // A new client without the cookie is given one, so its polling requests stay where its connection lives.
    const res = await fetch(`${fx.cluster.url}/healthz`);
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`^${STICKY_COOKIE}=[ab];`));
  });

  it('lets a visitor on one instance and the agent on the other talk, with the same live counts on both', async () => {
    const watchA = await connect('/', { token: await signIn('supervisor', 'a') }, 'a');
    const watchB = await connect('/', { token: await signIn('admin', 'b') }, 'b');
    const counts = (s: Socket) => {
      const seen: AllStatus[] = [];
      s.on('allStatus', (x: AllStatus) => seen.push(x));
      return seen;
    };
    const [onA, onB] = [counts(watchA), counts(watchB)];
    const agent = await agentOn('agent1', 'E2001', 'b');
    const visitor = await visitorOn('a');
    const assigned = new Promise<{ sessionId: string }>((resolve) => agent.socket.once('newSession', resolve));
    const conv = await call('POST', '/ccim-robot/api/im/convertAgent', { body: { channel: 100 }, visitorToken: visitor.token, via: 'a' });
    expect(conv.servedBy).toBe('a');
    const sessionId = conv.data.sessionId as string;
    expect((await assigned).sessionId).toBe(sessionId);

    const atAgent = new Promise<ChatMessage>((resolve) => agent.socket.on('chatMessage', (m: ChatMessage) => m.author === 2 && resolve(m)));
    const atVisitor = new Promise<ChatMessage>((resolve) => visitor.socket.on('chatMessage', (m: ChatMessage) => m.author === 1 && resolve(m)));
    expect((await visitor.socket.emitWithAck('chatMessage', { sessionId, clientMsgId: 'x1', content: 'hello from instance a' })).status).toBe(0);
    expect((await atAgent).content).toBe('hello from instance a');
    expect((await agent.socket.emitWithAck('chatMessage', { sessionId, clientMsgId: 'y1', content: 'hello from instance b' })).status).toBe(0);
    expect((await atVisitor).content).toBe('hello from instance b');

    const inChat = (seen: AllStatus[]) => seen.some((x) => x.inSessionCount >= 1 && x.queueCount === 0);
    await until('both instances to push the counts of the chat', () => inChat(onA) && inChat(onB));
    expect(onA.findLast((x) => x.inSessionCount >= 1)).toEqual(onB.findLast((x) => x.inSessionCount >= 1));
  });

  it('moves the clients of an instance killed with SIGKILL to the other: nothing lost or doubled, presence kept', async () => {
    const agent = await agentOn('agent2', 'E2002', 'b');
    // A colleague on the same instance whose page does not come back: presence takes them offline.
    const gone = await agentOn('agent3', 'E2003', 'b', { reconnection: false });
    await call('PUT', '/ccim-main/api/agentLogin/status', { body: { id: gone.id, status: 2 }, token: gone.token, via: 'b' });
    const visitor = await visitorOn('a');
    const assigned = new Promise<{ sessionId: string }>((resolve) => agent.socket.once('newSession', resolve));
    const sessionId = (await call('POST', '/ccim-robot/api/im/convertAgent', { body: { channel: 100 }, visitorToken: visitor.token, via: 'a' })).data.sessionId as string;
    expect((await assigned).sessionId).toBe(sessionId);

    // Each page as it is: live messages, then after a reconnection everything after the last sequence it holds.
    const holds = (socket: Socket, author: number) => {
      const got = new Map<string, ChatMessage>();
      const take = (m: ChatMessage) => m.sessionId === sessionId && m.author === author && got.set(m.id, m);
      socket.on('chatMessage', take);
      socket.io.on('reconnect', async () => {
        const after = Math.max(0, ...[...got.values()].map((m) => m.seq));
        const r: Ack<ChatMessage[]> = await socket.timeout(5000).emitWithAck('sync', { sessionId, afterSeq: after });
        r.data?.forEach(take);
      });
      return got;
    };
    const atAgent = holds(agent.socket, 2);
    const atVisitor = holds(visitor.socket, 1);
    // A send with no acknowledgement in time goes again under the same clientMsgId once connected.
    const send = async (socket: Socket, id: string, content: string) => {
      for (;;) {
        if (!socket.connected) await new Promise<void>((r) => socket.once('connect', () => r()));
        try {
          const r: Ack<ChatMessage> = await socket.timeout(2000).emitWithAck('chatMessage', { sessionId, clientMsgId: id, content });
          if (r.status === 0) return;
        } catch {
          // the instance went away: send again once reconnected
        }
      }
    };

    const movedToA = new Promise<void>((resolve) => agent.socket.io.once('reconnect', () => resolve()));
    for (let n = 1; n <= 20; n++) {
      if (n === 8) fx.cluster.instances[1].process.kill('SIGKILL');
      await Promise.all([send(visitor.socket, `kv${n}`, `visitor ${n}`), n <= 12 ? send(agent.socket, `ka${n}`, `agent ${n}`) : null]);
    }
    await movedToA;
    expect((await call('GET', '/healthz', { via: 'b' })).servedBy).toBe('a');

    await until('the 20 visitor messages at the agent', () => atAgent.size === 20);
    await until('the 12 agent messages at the visitor', () => atVisitor.size === 12);
    expect([...atAgent.values()].map((m) => m.content).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `visitor ${i + 1}`).sort());
    expect([...atVisitor.values()].map((m) => m.content).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `agent ${i + 1}`).sort());
    const stored = await fx.db.query<{ client_msg_id: string; n: string }>(`select client_msg_id, count(*) as n from chat_messages where session_id = $1 and client_msg_id like 'k%' group by client_msg_id`, [sessionId]);
    expect(stored.rows).toHaveLength(32);
    expect(stored.rows.every((r) => Number(r.n) === 1)).toBe(true);

    // The agent who came back through the balancer keeps their status and chat; the one who did not goes offline.
    await until('the absent agent offline', async () => (await fx.db.query('select status from agents where id = $1', [gone.id])).rows[0].status === 1);
    expect((await fx.db.query('select status from agents where id = $1', [agent.id])).rows[0].status).toBe(3);
    expect((await fx.db.query('select status, agent_id from chat_sessions where id = $1', [sessionId])).rows[0]).toEqual({ status: 'active', agent_id: agent.id });

    await fx.cluster.restart(1);
    await until('instance b back behind the balancer', async () => (await call('GET', '/healthz', { via: 'b' })).servedBy === 'b');
  }, 120_000);

  it('closes the sockets of a user who signs out on the other instance', async () => {
    const token = await signIn('agent4', 'a');
    const socket = await connect('/', { token }, 'a', { reconnection: false });
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const out = await call('POST', '/sso/api/logout', { token, via: 'b' });
    expect(out.servedBy).toBe('b');
    expect(await closed).toBe('io server disconnect');
  });

  it('never assigns a visitor twice when 200 queue requests arrive at once on both instances', async () => {
    const agents = await Promise.all([
      agentOn('agent5', 'E2005', 'a', { maxUsers: 30 }),
      agentOn('agent1', 'E2001', 'b', { maxUsers: 30 }),
      agentOn('agent2', 'E2002', 'a', { maxUsers: 30 }),
    ]);
    const told: string[] = [];
    for (const ag of agents) ag.socket.on('newSession', (p: { sessionId: string }) => told.push(p.sessionId));
    const visitors = await Promise.all(
      Array.from({ length: 100 }, async () => (await call('GET', '/ccim-robot/api/im/getCurrentUser?channel=100')).data.visitorToken as string),
    );
    // Each visitor asks twice at the same moment, once through each instance (a double tap, two tabs).
    const answers = await Promise.all(
      visitors.flatMap((visitorToken) => (['a', 'b'] as const).map((via) => call('POST', '/ccim-robot/api/im/convertAgent', { body: { channel: 100 }, visitorToken, via }))),
    );
    expect(answers.every((r) => r.status === 0)).toBe(true);
    for (let i = 0; i < 100; i++) expect(answers[2 * i].data.sessionId).toBe(answers[2 * i + 1].data.sessionId);

    const ids = [...new Set(answers.map((r) => r.data.sessionId as string))];
    expect(ids).toHaveLength(100);
    const agentIds = agents.map((a) => a.id);
    const waiting = async () => Number((await fx.db.query(`select count(*) as n from chat_sessions where id = any($1) and status = 'queued'`, [ids])).rows[0].n);
    const room = async () => Number((await fx.db.query(`select coalesce(sum(max_users - current_users), 0) as n from agents where id = any($1) and status = 3`, [agentIds])).rows[0].n);
    // Routing has settled when nobody waits or nobody has room.
    await until('routing to settle', async () => (await waiting()) === 0 || (await room()) === 0);
    const rows = (await fx.db.query<{ visitor_id: string; status: string; agent_id: string | null }>(`select visitor_id, status, agent_id from chat_sessions where id = any($1)`, [ids])).rows;
    expect(new Set(rows.map((r) => r.visitor_id)).size).toBe(100);
    await until('every assignment told', () => told.length >= rows.filter((r) => r.status === 'active').length);
    expect(new Set(told).size).toBe(told.length);
    for (const ag of agents) {
      const load = (await fx.db.query<{ current_users: number; max_users: number }>('select current_users, max_users from agents where id = $1', [ag.id])).rows[0];
      const open = (await fx.db.query<{ n: string }>(`select count(*) as n from chat_sessions where agent_id = $1 and status = 'active'`, [ag.id])).rows[0];
      expect(load.current_users).toBe(Number(open.n));
      expect(load.current_users).toBeLessThanOrEqual(load.max_users);
    }
  }, 120_000);
});
