import { AUTHOR, evaluateUrl, rooms } from '../../../src/common/events';
import type { AppContext } from '../context';
import { findAgentById } from '../features/agents/agent.repository';
import { findSession } from '../features/sessions/session.repository';
import { findVisitor } from '../features/conversations/visitor.repository';
import { forVisitor } from '../features/messages/message.service';
import { queueOf } from '../features/routing/routing.repository';
import type { Gateway } from './gateway';
import type { VisitorNamespace } from './visitor-gateway';

/** Queue positions of one group are pushed at most this often, however fast the queue moves. */
const QUEUE_PUSH_MS = 100;
// The labels of the broadcast counter, made once: the message path is hot.
const TO_VISITOR = { to: 'visitor' } as const;
const TO_AGENT = { to: 'agent' } as const;

/**
 * The conversation's half of the broadcaster: domain events → socket emits. Only the session's agent
 * (`agent:<id>`) and its visitor (`visitor:<id>`) receive its messages and changes; the broadcaster re-reads
 * what it sends from the database, so a late event never ships stale state.
 */
export function startConversationBroadcast(ctx: AppContext, gw: Gateway, visitors: VisitorNamespace): () => void {
  const staff = gw.staff;
  const queueTimers = new Map<string, NodeJS.Timeout>();
  let stopped = false;

  const pushQueue = async (groupId: string) => {
    queueTimers.delete(groupId);
    const queue = await queueOf(ctx.db.kysely, groupId);
    if (stopped) return;
    queue.forEach((s, i) => visitors.to(rooms.visitor(s.visitor_id)).emit('queuePosition', { sessionId: s.id, queuePosition: i + 1 }));
  };

  // Without the Redis adapter every socket of a room is in this process, so an empty room, or one holding only the
  // sender, is known to have no receivers (a robot answer to a visitor with no socket open, say), and a room
  // without the sender needs no exception (the agent's room never holds the visitor's socket); with it, other
  // instances may hold the visitor's or the sender's other tabs.
  const allLocal = !ctx.config.redisUrl;
  /** Whom of a room a message goes to: nobody (the room is empty or holds only the sender), all but the sender, or all. */
  const audience = (members: ReadonlyMap<string, ReadonlySet<string>>, room: string, origin: string | undefined): 'none' | 'others' | 'all' => {
    if (!allLocal) return origin === undefined ? 'all' : 'others';
    const here = members.get(room);
    if (here === undefined) return 'none';
    if (origin === undefined || !here.has(origin)) return 'all';
    return here.size === 1 ? 'none' : 'others';
  };

  const offs = [
    ctx.events.on('message.created', ({ message, visitorId, agentId, originSocketId }) => {
      // The sender has the stored message in its acknowledgement; its other tabs still get it. Skipping the
      // echo saves an encode and a packet per message on the hot path, and a room with nobody in it but the
      // sender, or nobody at all, is not encoded for (socket.io encodes before it looks at the room).
      // The visitor's copy: an internal note never, a system line as its code and parameters only.
      const visitorRoom = rooms.visitor(visitorId);
      const visible = forVisitor(message);
      const toVisitor = visible ? audience(visitors.adapter.rooms, visitorRoom, originSocketId) : 'none';
      if (visible && toVisitor !== 'none') {
        (toVisitor === 'others' ? visitors.to(visitorRoom).except(originSocketId!) : visitors.to(visitorRoom)).emit('chatMessage', visible);
        ctx.metrics.messagesBroadcast.inc(TO_VISITOR);
      }
      if (!agentId) return;
      const agentRoom = rooms.agent(agentId);
      const toAgent = audience(staff.adapter.rooms, agentRoom, originSocketId);
      if (toAgent !== 'none') {
        (toAgent === 'others' ? staff.to(agentRoom).except(originSocketId!) : staff.to(agentRoom)).emit('chatMessage', message);
        ctx.metrics.messagesBroadcast.inc(TO_AGENT);
      }
    }),
    ctx.events.on('session.assigned', async ({ sessionId, agentId, visitorId }) => {
      const [s, agent, visitor] = await Promise.all([findSession(ctx.db.kysely, sessionId), findAgentById(ctx.db.kysely, agentId), findVisitor(ctx.db.kysely, visitorId)]);
      if (!s || s.agent_id !== agentId || stopped) return;
      staff.to(rooms.agent(agentId)).emit('newSession', {
        sessionId,
        visitorId,
        visitorNickname: visitor?.nickname ?? '',
        channel: s.channel,
        source: s.source,
        assignedAt: s.assigned_at,
        lastSeq: s.last_seq,
      });
      visitors.to(rooms.visitor(visitorId)).emit('assigned', { sessionId, agentNickname: agent?.nickname ?? '' });
    }),
    ctx.events.on('queue.changed', ({ skillGroupId }) => {
      if (queueTimers.has(skillGroupId) || stopped) return;
      queueTimers.set(skillGroupId, setTimeout(() => pushQueue(skillGroupId).catch((e) => ctx.log('queue push failed', e)), QUEUE_PUSH_MS));
    }),
    ctx.events.on('session.transferred', ({ sessionId, fromAgentId, toAgentId }) => {
      staff.to(rooms.agent(fromAgentId)).emit('sessionUpdated', { sessionId, status: 'transferred', agentId: toAgentId });
    }),
    ctx.events.on('session.requeued', ({ sessionId, fromAgentId }) => {
      staff.to(rooms.agent(fromAgentId)).emit('sessionUpdated', { sessionId, status: 'queued' });
    }),
    ctx.events.on('session.closed', ({ sessionId, visitorId, agentId, reason }) => {
      visitors.to(rooms.visitor(visitorId)).emit('sessionClosed', { sessionId, reason });
      if (agentId) staff.to(rooms.agent(agentId)).emit('sessionClosed', { sessionId, reason });
    }),
    ctx.events.on('message.revoked', ({ sessionId, messageId, visitorId, agentId }) => {
      visitors.to(rooms.visitor(visitorId)).emit('messageRevoked', { sessionId, messageId });
      if (agentId) staff.to(rooms.agent(agentId)).emit('messageRevoked', { sessionId, messageId });
    }),
    ctx.events.on('evaluation.invited', ({ sessionId, visitorId }) => {
      visitors.to(rooms.visitor(visitorId)).emit('evaluationInvited', { sessionId, evaluateUrl: evaluateUrl(sessionId) });
    }),
    ctx.events.on('evaluation.received', ({ agentId, evaluation }) => {
      staff.to(rooms.agent(agentId)).emit('evaluationReceived', evaluation);
    }),
    ctx.events.on('chat.typing', ({ sessionId, visitorId, agentId, author, typing }) => {
      // Each side hears the other one type, never itself.
      if (author === AUTHOR.customer && agentId) staff.to(rooms.agent(agentId)).emit('typing', { sessionId, author, typing });
      if (author === AUTHOR.agent) visitors.to(rooms.visitor(visitorId)).emit('typing', { sessionId, author, typing });
    }),
    ctx.events.on('chat.read', ({ sessionId, visitorId, agentId, author, seq }) => {
      if (author === AUTHOR.customer && agentId) staff.to(rooms.agent(agentId)).emit('read', { sessionId, author, seq });
      if (author === AUTHOR.agent) visitors.to(rooms.visitor(visitorId)).emit('read', { sessionId, author, seq });
    }),
  ];
  return () => {
    stopped = true;
    queueTimers.forEach((t) => clearTimeout(t));
    offs.forEach((off) => off());
  };
}
