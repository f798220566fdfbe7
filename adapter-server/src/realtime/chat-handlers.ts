import { AUTHOR, type Author, type ChatMessage, type SendMessage, type SyncRequest } from '../../../src/common/events';
import type { AppContext } from '../context';
import { findSession, markRead } from '../features/sessions/session.repository';
import type { ConversationLoop } from '../features/conversations/conversation-loop';
import type { WordFilter } from '../features/robot/word-filter';
import type { SessionGuard } from '../features/messages/message.repository';
import { listAfter } from '../features/messages/message.repository';
import { visitorMessages } from '../features/messages/message.service';
import { staffMessages } from '../features/workbench/workbench.service';
import { refused } from '../http/envelope';
import { onCommand, onSignal, payloadChecker } from './socket-command';
import { SUGGESTION_SOURCES } from '../../../src/common/suggestedReplies';
import { recordSuggestionUse } from '../features/workbench/suggest-replies.repository';

/** Longest text message; longer text is refused rather than cut. */
export const MAX_TEXT = 2000;
const SYNC_LIMIT = 500;
/**
 * A socket's "typing" for one session is passed on at most once in this time (the pages repeat it every 2 s
 * while typing goes on); the repeats in between are dropped before any database read. "Stopped" always passes.
 */
const TYPING_MIN_INTERVAL_MS = 1_000;
/** Sessions a socket keeps a typing time for; past it the oldest is forgotten (a new one passes at once). */
const TYPING_KEPT = 20;

const id = { type: 'string', minLength: 1, maxLength: 40 };
const checkSend = payloadChecker({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId', 'clientMsgId', 'content'],
  properties: {
    sessionId: id,
    clientMsgId: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' },
    content: { type: 'string', minLength: 1, maxLength: MAX_TEXT, pattern: '\\S' },
    note: { type: 'boolean' },
    // Staff only: the suggested reply the message started from (workbench/suggestReplies), or with `ignored` the one
    // the agent passed over to type their own reply; recorded, never shown.
    suggestion: {
      type: 'object',
      additionalProperties: false,
      required: ['source', 'id', 'edited'],
      properties: { source: { type: 'string', enum: [...SUGGESTION_SOURCES] }, id: id, edited: { type: 'boolean' }, ignored: { type: 'boolean' } },
    },
  },
});
const checkSync = payloadChecker({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId', 'afterSeq'],
  properties: { sessionId: id, afterSeq: { type: 'integer', minimum: 0 } },
});
const checkTyping = payloadChecker({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId', 'typing'],
  properties: { sessionId: id, typing: { type: 'boolean' } },
});
const checkRead = payloadChecker({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId', 'seq'],
  properties: { sessionId: id, seq: { type: 'integer', minimum: 0 } },
});
const checkEnd = payloadChecker({ type: 'object', additionalProperties: false, required: ['sessionId'], properties: { sessionId: id } });

type AnySocket = Parameters<typeof onCommand>[0] & { disconnect(close?: boolean): unknown; emit(event: 'read', p: { sessionId: string; author: Author; seq: number }): unknown };

/** Who is on the socket: a visitor, or an agent (staff without an agent may not chat). */
export type Party = { kind: 'visitor'; visitorId: string } | { kind: 'agent'; agentId: string | null };

async function sessionOf(ctx: AppContext, party: Party, sessionId: string) {
  const s = await findSession(ctx.db.kysely, sessionId);
  // Another party's session answers exactly like a missing one, so ids cannot be probed.
  if (!s) throw refused('No such session');
  if (party.kind === 'visitor' && s.visitor_id !== party.visitorId) throw refused('No such session');
  if (party.kind === 'agent' && (!party.agentId || s.agent_id !== party.agentId)) throw refused('No such session');
  return s;
}

/** The chat commands of api-contract.md "Realtime", the same for both ends except for who may write where. */
export function registerChatHandlers(ctx: AppContext, loop: ConversationLoop, words: WordFilter, socket: AnySocket, party: Party): void {
  // Each failure line names the connection and who holds it (a proxy's request id of the handshake too).
  const bound = ctx.logger.child({ socketId: socket.id, requestId: socket.handshake?.headers?.['x-request-id'], ...(party.kind === 'visitor' ? { visitorId: party.visitorId } : { agentId: party.agentId }) });
  const log = (msg: string, err?: unknown) => bound.error({ err }, msg);
  const author = party.kind === 'visitor' ? AUTHOR.customer : AUTHOR.agent;
  // Who may write where is fixed for the socket's life: one guard object for all its messages (the writer
  // also groups a batch's messages by it).
  const guard: SessionGuard =
    party.kind === 'visitor' ? { statuses: ['queued', 'active'], visitorId: party.visitorId } : { statuses: ['active'], agentId: party.agentId ?? undefined };

  onCommand<SendMessage, ChatMessage>(socket, 'chatMessage', checkSend, async (m) => {
    if (party.kind === 'visitor') {
      if (m.note) throw refused('Only staff can write internal notes');
      if (m.suggestion) throw refused('Only staff send suggested replies');
      // Sending on regardless of the refusals: the connection closes once the refusal that paused it is acknowledged.
      await loop.visitorLimits.messageOrPause(party.visitorId, m.clientMsgId, () => setImmediate(() => socket.disconnect(true)));
      if (!words.fresh) await words.ready();
      const masked = words.maskNow(m.content);
      const a = await loop.post({
        sessionId: m.sessionId,
        author,
        type: 'text',
        content: masked.text,
        contentRaw: masked.words.length ? m.content : null,
        clientMsgId: m.clientMsgId,
        guard,
      }, socket.id);
      return a.message;
    }
    if (!party.agentId) throw refused('Sign in as an agent to chat');
    const a = await loop.post({
      sessionId: m.sessionId,
      author,
      type: m.note ? 'note' : 'text',
      content: m.content,
      clientMsgId: m.clientMsgId,
      agentId: party.agentId,
      guard,
    }, socket.id);
    // A reply that started from a suggestion: one insert, after the message is stored (a failure only logs).
    if (m.suggestion && !m.note && !a.duplicate) {
      await recordSuggestionUse(ctx.db.kysely, { ...m.suggestion, sessionId: m.sessionId, agentId: party.agentId, messageId: a.message.id }).catch((err: unknown) => log('suggestion use not recorded', err));
    }
    return a.message;
  }, log);

  onCommand<SyncRequest, ChatMessage[]>(socket, 'sync', checkSync, async (p) => {
    const s = await sessionOf(ctx, party, p.sessionId);
    // A read mark given while this socket was down reached nobody: the other side's mark comes with every sync.
    const other = party.kind === 'visitor' ? { author: AUTHOR.agent, seq: s.agent_read_seq } : { author: AUTHOR.customer, seq: s.visitor_read_seq };
    if (other.seq > 0) socket.emit('read', { sessionId: s.id, ...other });
    if (party.kind === 'visitor') return visitorMessages(await listAfter(ctx.db.kysely, p.sessionId, p.afterSeq, SYNC_LIMIT, 'visitor'));
    return staffMessages(ctx.db.kysely, await listAfter(ctx.db.kysely, p.sessionId, p.afterSeq, SYNC_LIMIT, 'staff'));
  }, log);

  // When this socket last passed on "typing" per session (throttle; see TYPING_MIN_INTERVAL_MS).
  const typedAt = new Map<string, number>();
  // One signal at a time, in the order sent: a stop never overtakes the start before it (two lookups on a pool
  // of connections may finish in either order).
  let typingQueue: Promise<unknown> = Promise.resolve();
  onSignal<{ sessionId: string; typing: boolean }>(socket, 'typing', checkTyping, (p) => {
    const now = Date.now();
    if (p.typing) {
      if (now - (typedAt.get(p.sessionId) ?? -Infinity) < TYPING_MIN_INTERVAL_MS) return Promise.resolve();
      typedAt.delete(p.sessionId);
      typedAt.set(p.sessionId, now);
      if (typedAt.size > TYPING_KEPT) typedAt.delete(typedAt.keys().next().value!);
    } else typedAt.delete(p.sessionId);
    const run = typingQueue.then(async () => {
      const s = await sessionOf(ctx, party, p.sessionId);
      ctx.events.emit('chat.typing', { sessionId: s.id, visitorId: s.visitor_id, agentId: s.agent_id, author, typing: p.typing });
    });
    typingQueue = run.catch(() => undefined);
    return run;
  }, log);

  onSignal<{ sessionId: string; seq: number }>(socket, 'read', checkRead, async (p) => {
    // The ownership check is the UPDATE's WHERE: one statement.
    if (party.kind === 'agent' && !party.agentId) throw refused('No such session');
    const s = await markRead(ctx.db.kysely, p.sessionId, party.kind === 'visitor' ? { visitorId: party.visitorId } : { agentId: party.agentId! }, p.seq);
    if (!s) throw refused('No such session');
    ctx.events.emit('chat.read', { sessionId: s.id, visitorId: s.visitor_id, agentId: s.agent_id, author, seq: Math.min(p.seq, s.last_seq) });
  }, log);

  if (party.kind === 'visitor') {
    onCommand<{ sessionId: string }, null>(socket, 'endSession', checkEnd, async (p) => {
      await sessionOf(ctx, party, p.sessionId);
      await loop.close(p.sessionId, 'visitor');
      return null;
    }, log);
  }
}
