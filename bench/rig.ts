import type { Socket } from 'socket.io-client';
import { connect, json, pool, type Sender } from './clients';

/** What a chat load gives the benchmark: its sender, what reached the agents, and its sockets. */
export interface ChatRig {
  sender: Sender;
  /** Delivery latencies (ms) of the visitors' messages at their agents, in arrival order. */
  latencies: number[];
  /** Each delivered message's send time, in the order of `latencies`. */
  stamps: number[];
  delivered(): number;
  /** Every agent's and visitor's socket. */
  sockets: Socket[];
  /** A visitor's socket and session, to send from outside the sender (the flood). */
  visitors: { socket: Socket; sessionId: string }[];
  /** Each agent's sign-on token and the chats whose messages reached it (to call the workbench as that agent). */
  agents: { token: string; sessionIds: Set<string> }[];
  /** Agents go busy (so nobody new is routed to them), then every socket closes. */
  close(): Promise<void>;
}

/**
 * Agents sign in and go ready, visitors get an identity, ask for a human and are assigned; every message a
 * visitor sends carries its send time, and the agents record how long it took to reach them. All through `base`
 * (one instance, or the balancer in front of several).
 */
export async function chatRig(base: string, o: { agents: number; visitors: number; firstAgent?: number }): Promise<ChatRig> {
  const latencies: number[] = [];
  const stamps: number[] = [];
  let delivered = 0;
  const onAgentMessage = (m: { author: number; content: string }) => {
    if (m.author !== 2 || !m.content.startsWith('t:')) return;
    delivered++;
    const stamp = Number(m.content.slice(2));
    latencies.push(performance.now() - stamp);
    stamps.push(stamp);
  };
  const first = o.firstAgent ?? 0;
  const agents = await pool(Array.from({ length: o.agents }, (_, i) => first + i), 8, async (i) => {
    const { token } = await json<{ token: string }>(`${base}/sso/api/login`, 'POST', { username: `bench${i}`, password: 'bench1234' });
    const auth = { authorization: `Bearer ${token}` };
    const agent = await json<{ id: string }>(`${base}/ccim-main/api/agentLogin/login`, 'POST', { fullOrgName: '', nickname: '', username: `B${i}` }, auth);
    const socket = await connect(base, { auth: { token }, query: { agentId: agent.id } });
    const sessionIds = new Set<string>();
    socket.on('chatMessage', (m: { author: number; content: string; sessionId: string }) => {
      sessionIds.add(m.sessionId);
      onAgentMessage(m);
    });
    await json(`${base}/ccim-main/api/agentLogin/status`, 'PUT', { id: agent.id, status: 3 }, auth);
    return { socket, token, sessionIds, busy: () => json(`${base}/ccim-main/api/agentLogin/status`, 'PUT', { id: agent.id, status: 2 }, auth) };
  });
  const visitors = await pool(Array.from({ length: o.visitors }, (_, i) => i), 20, async () => {
    const user = await json<{ visitorToken: string }>(`${base}/ccim-robot/api/im/getCurrentUser?channel=100`, 'GET');
    const socket = await connect(`${base}/visitor`, { auth: { visitorToken: user.visitorToken } });
    const assigned = new Promise<string>((resolve) => socket.once('assigned', (p: { sessionId: string }) => resolve(p.sessionId)));
    await json(`${base}/ccim-robot/api/im/convertAgent`, 'POST', { channel: 100 }, { 'x-visitor-token': user.visitorToken });
    return { socket, sessionId: await assigned };
  });
  let seq = 0;
  const sender: Sender = {
    count: visitors.length,
    send: (i, stamp) =>
      new Promise((resolve) => {
        const v = visitors[i];
        v.socket.emit('chatMessage', { sessionId: v.sessionId, clientMsgId: `r${seq++}`, content: `t:${stamp}` }, () => resolve());
      }),
  };
  return {
    sender,
    latencies,
    stamps,
    delivered: () => delivered,
    sockets: [...agents.map((a) => a.socket), ...visitors.map((v) => v.socket)],
    visitors,
    agents: agents.map((a) => ({ token: a.token, sessionIds: a.sessionIds })),
    close: async () => {
      await pool(agents, 8, (a) => a.busy());
      [...agents.map((a) => a.socket), ...visitors.map((v) => v.socket)].forEach((s) => s.close());
    },
  };
}
