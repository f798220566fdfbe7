import type { Author, ChatMessage } from '../../../../src/common/events';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { refused } from '../../http/envelope';
import { findSession } from '../conversations/session.repository';
import { bumpSession, findByClientMsgId, insertMessage, type MessageRow, type SessionGuard } from './message.repository';

export type MessageType = 'text' | 'image' | 'template' | 'system';

export interface AppendInput {
  sessionId: string;
  author: Author;
  type: MessageType;
  /** As shown to everyone (visitor text already masked). */
  content: string;
  /** The original, kept for audit only when masking changed it. */
  contentRaw?: string | null;
  clientMsgId?: string | null;
  agentId?: string | null;
  extra?: Record<string, unknown> | null;
  guard: SessionGuard;
}

export interface Appended {
  message: ChatMessage;
  visitorId: string;
  agentId: string | null;
  /** A resend of a clientMsgId already stored: the stored message, and nothing new to broadcast. */
  duplicate: boolean;
}

const parseExtra = (extra: string | null): Record<string, unknown> | null => {
  if (!extra) return null;
  try {
    return JSON.parse(extra) as Record<string, unknown>;
  } catch {
    return null;
  }
};

/** The client's view of a stored message; `content_raw` never leaves the server. */
export const toChatMessage = (r: MessageRow): ChatMessage => ({
  id: r.id,
  sessionId: r.session_id,
  seq: r.seq,
  author: r.author as Author,
  type: r.type,
  content: r.revoked_at ? '' : r.content,
  clientMsgId: r.client_msg_id,
  createdAt: r.created_at,
  revoked: r.revoked_at !== null,
  agentId: r.agent_id,
  extra: r.revoked_at ? null : parseExtra(r.extra),
});

const PREVIEW: Record<MessageType, (content: string) => string> = {
  text: (c) => c.slice(0, 100),
  image: () => '[image]',
  template: () => '[card]',
  system: (c) => c.slice(0, 100),
};

/** Explains a refused send: only reached on the failure path, so the happy path stays two statements. */
async function whyRefused(db: Executor, input: AppendInput): Promise<never> {
  const s = await findSession(db, input.sessionId);
  const mine = s && (!input.guard.visitorId || s.visitor_id === input.guard.visitorId);
  if (!s || !mine) throw refused('No such session');
  if (input.guard.agentId && s.agent_id !== input.guard.agentId) throw refused('This session is not assigned to you');
  if (s.status === 'closed') throw refused('The session has ended');
  if (s.status === 'robot') throw refused('You are chatting with the robot; ask for a human agent first');
  throw refused('The session cannot take messages now');
}

/**
 * Stores one message with the next sequence number of its session. Idempotent on `clientMsgId`: a resend
 * returns the stored message marked `duplicate`. Must run inside a transaction.
 */
export async function appendMessage(trx: Executor, input: AppendInput, at = Date.now()): Promise<Appended> {
  if (input.clientMsgId) {
    const existing = await findByClientMsgId(trx, input.sessionId, input.clientMsgId);
    if (existing) {
      const s = await findSession(trx, input.sessionId);
      if (!s || (input.guard.visitorId && s.visitor_id !== input.guard.visitorId)) throw refused('No such session');
      return { message: toChatMessage(existing), visitorId: s.visitor_id, agentId: s.agent_id, duplicate: true };
    }
  }
  const bumped = await bumpSession(trx, input.sessionId, input.guard, input.author, PREVIEW[input.type](input.content), at);
  if (!bumped) return whyRefused(trx, input);
  const row: MessageRow = {
    id: newId(),
    session_id: input.sessionId,
    seq: bumped.last_seq,
    author: input.author,
    type: input.type,
    content: input.content,
    content_raw: input.contentRaw ?? null,
    client_msg_id: input.clientMsgId ?? null,
    agent_id: input.agentId ?? null,
    created_at: at,
    revoked_at: null,
    extra: input.extra ? JSON.stringify(input.extra) : null,
  };
  await insertMessage(trx, row);
  return { message: toChatMessage(row), visitorId: bumped.visitor_id, agentId: bumped.agent_id, duplicate: false };
}
