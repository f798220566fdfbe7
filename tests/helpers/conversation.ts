import { io as ioClient, type Socket } from 'socket.io-client';
import { EVENT_WAIT_MS, nextEvent, type TestApp } from './test-app';

/** A visitor with an identity, its token and a connected `/visitor` socket. */
export interface TestVisitor {
  id: string;
  token: string;
  socket: Socket;
  /** A robot-base or openChannel call as this visitor. */
  call<T = any>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
}

export interface TestAgent {
  id: string;
  token: string;
  socket: Socket;
  username: string;
}

let clientSeq = 0;
export const clientMsgId = () => `c${Date.now().toString(36)}${(clientSeq++).toString(36)}`;

export function visitorSocket(t: TestApp, token: string, lang?: 'en' | 'zh'): Promise<Socket> {
  const s = ioClient(`${t.url}/visitor`, { auth: { visitorToken: token, ...(lang ? { lang } : {}) }, transports: ['websocket'], reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}

export async function newVisitor(t: TestApp, channel = 100): Promise<TestVisitor> {
  const r = await t.call('GET', `/ccim-robot/api/im/getCurrentUser?channel=${channel}`);
  if (r.body?.status !== 0) throw new Error(`getCurrentUser failed: ${JSON.stringify(r.body)}`);
  const token: string = r.body.data.visitorToken;
  const socket = await visitorSocket(t, token);
  return {
    id: r.body.data.visitorId,
    token,
    socket,
    call: (method, path, body) => t.call(method, path, { body, headers: { 'x-visitor-token': token, authorization: `Bearer ${token}` } }),
  };
}

/** Signs the demo agent in, makes it an agent, connects its socket and (by default) switches it to ready. */
export async function readyAgent(t: TestApp, username: string, opts: { ready?: boolean; maxUsers?: number } = {}): Promise<TestAgent> {
  const token = await t.login(username);
  const profile = (await t.call('GET', '/sso/api/profile', { token })).body.data;
  const login = await t.call('POST', '/ccim-main/api/agentLogin/login', { token, body: { fullOrgName: '', nickname: '', username: profile.code } });
  if (login.body?.status !== 0) throw new Error(`agent login failed: ${JSON.stringify(login.body)}`);
  const id: string = login.body.data.id;
  if (opts.maxUsers !== undefined) await t.db.kysely.updateTable('agents').set({ max_users: opts.maxUsers }).where('id', '=', id).execute();
  const socket = await t.staffSocket(token, id);
  if (opts.ready !== false) await setStatus(t, { id, token }, 3);
  return { id, token, socket, username };
}

export async function setStatus(t: TestApp, agent: { id: string; token: string }, status: 1 | 2 | 3): Promise<void> {
  const r =
    status === 1
      ? await t.call('PUT', '/ccim-main/api/agentLogin/logout', { token: agent.token, body: { id: agent.id } })
      : await t.call('PUT', '/ccim-main/api/agentLogin/status', { token: agent.token, body: { id: agent.id, status } });
  if (r.body?.status !== 0) throw new Error(`status ${status} failed: ${JSON.stringify(r.body)}`);
}

/** Emits with an acknowledgement and resolves with it. */
export function request<T = any>(socket: Socket, event: string, payload: unknown, ms = EVENT_WAIT_MS): Promise<T> {
  return socket.timeout(ms).emitWithAck(event, payload) as Promise<T>;
}

export async function convert(v: TestVisitor, channel = 100): Promise<{ sessionId: string; queuePosition: number }> {
  const r = await v.call('POST', '/ccim-robot/api/im/convertAgent', { channel });
  if (r.body?.status !== 0) throw new Error(`convertAgent failed: ${JSON.stringify(r.body)}`);
  return r.body.data;
}

/** A ready agent (`username`) chatting with a new visitor, once the agent was told of the session. */
export async function chatting(t: TestApp, username: string): Promise<{ agent: TestAgent; v: TestVisitor; sessionId: string }> {
  const agent = await readyAgent(t, username);
  const v = await newVisitor(t);
  const assigned = nextEvent(agent.socket, 'newSession');
  const { sessionId } = await convert(v);
  await assigned;
  return { agent, v, sessionId };
}

/**
 * Starts a case on a shared app with nobody online (routing sees only the agents the case makes ready) and no open
 * chat (one an earlier case put back in the queue would be the first the next case's agent is given).
 */
export async function nobodyOnline(t: TestApp): Promise<void> {
  await t.db.kysely.updateTable('agents').set({ status: 1, absent_since: null }).execute();
  await t.db.kysely.updateTable('chat_sessions').set({ status: 'closed' }).where('status', 'in', ['queued', 'active']).execute();
}
