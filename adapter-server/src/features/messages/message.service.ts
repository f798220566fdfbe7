import { AUTHOR, type Author, type ChatMessage } from '../../../../src/common/events';
import { isSystemCode, systemPreview } from '../../../../src/common/systemLines';
import { runSteps, type Steps } from '../../db/compiled';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { refused, type AppError } from '../../http/envelope';
import { findSessionStep, type SessionRow } from '../conversations/session.repository';
import { NOTE_AUTHOR, bumpSessionStep, findByClientMsgIdStep, insertIfNewStep, insertMessageStep, type BumpedSession, type MessageRow, type SessionGuard } from './message.repository';

/** `note`: an agent's internal note, for staff only (never sent to the visitor, never in their history). */
export type MessageType = 'text' | 'image' | 'template' | 'system' | 'note';

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

/**
 * What the visitor may see of a stored message: never a note (the callers' queries leave them out; this is the
 * last guard), and system lines as their code and parameters only. Rows stored before codes were the only
 * content kept a bilingual text that could hold a transfer's note for the colleague: it and the note parameter
 * are dropped, the page renders the code in its language.
 */
export function forVisitor(m: ChatMessage): ChatMessage | null {
  if (m.type === 'note') return null;
  if (m.author !== AUTHOR.system || !m.extra || !isSystemCode(m.extra.code)) return m;
  const { note: _note, ...extra } = m.extra;
  return { ...m, content: m.extra.code, extra };
}

/** `forVisitor` over a list. */
export const visitorMessages = (rows: MessageRow[]): ChatMessage[] => rows.flatMap((r) => forVisitor(toChatMessage(r)) ?? []);

const PREVIEW: Record<MessageType, (content: string) => string> = {
  text: (c) => c.slice(0, 100),
  image: () => '[image]',
  template: () => '[card]',
  system: (c) => systemPreview(c),
  note: (c) => c.slice(0, 100),
};

/** A note counts as neither the agent's reply nor anything the visitor is waiting on: only the agent's read mark moves. */
const bumpAuthor = (input: AppendInput) => (input.type === 'note' ? NOTE_AUTHOR : input.author);

/** Explains a refused send from its session as it is: only on the failure path, so the happy path stays two statements. */
function whyRefused(s: SessionRow | undefined, input: AppendInput): AppError {
  const mine = s && (!input.guard.visitorId || s.visitor_id === input.guard.visitorId);
  if (!s || !mine) return refused('No such session');
  if (input.guard.agentId && s.agent_id !== input.guard.agentId) return refused('This session is not assigned to you');
  if (s.status === 'closed') return refused('The session has ended');
  if (s.status === 'robot') return refused('You are chatting with the robot; ask for a human agent first');
  return refused('The session cannot take messages now');
}

const newRow = (input: AppendInput, seq: number, at: number): MessageRow => ({
  id: newId(),
  session_id: input.sessionId,
  seq,
  author: input.author,
  type: input.type,
  content: input.content,
  content_raw: input.contentRaw ?? null,
  client_msg_id: input.clientMsgId ?? null,
  agent_id: input.agentId ?? null,
  created_at: at,
  revoked_at: null,
  extra: input.extra ? JSON.stringify(input.extra) : null,
});

/**
 * Stores one message with the next sequence number of its session. Idempotent on `clientMsgId`: a resend
 * returns the stored message marked `duplicate`. A batch of statements: run it inside a transaction
 * (`appendMessage`, `inTransaction`, or `yield*` from a larger batch).
 */
export function* appendMessageSteps(input: AppendInput, at = Date.now()): Steps<Appended> {
  if (input.clientMsgId) {
    const existing = (yield findByClientMsgIdStep(input.sessionId, input.clientMsgId)).rows[0] as MessageRow | undefined;
    if (existing) {
      const s = (yield findSessionStep(input.sessionId)).rows[0] as SessionRow | undefined;
      if (!s || (input.guard.visitorId && s.visitor_id !== input.guard.visitorId)) throw refused('No such session');
      return { message: toChatMessage(existing), visitorId: s.visitor_id, agentId: s.agent_id, duplicate: true };
    }
  }
  const bumped = (yield bumpSessionStep(input.sessionId, input.guard, bumpAuthor(input), PREVIEW[input.type](input.content), at)).rows[0] as BumpedSession | undefined;
  if (!bumped) throw whyRefused((yield findSessionStep(input.sessionId)).rows[0] as SessionRow | undefined, input);
  const row = newRow(input, bumped.last_seq, at);
  yield insertMessageStep(row);
  return { message: toChatMessage(row), visitorId: bumped.visitor_id, agentId: bumped.agent_id, duplicate: false };
}

/** `appendMessageSteps` within the caller's transaction. */
export const appendMessage = (trx: Executor, input: AppendInput, at = Date.now()): Promise<Appended> => runSteps(trx, appendMessageSteps(input, at));

/** A batch held a clientMsgId that is already stored: its transaction must be undone and the batch redone with lookups. */
export class ResentInBatch extends Error {
  constructor() {
    super('a resent clientMsgId in the batch');
  }
}

const sameGuard = (a: SessionGuard, b: SessionGuard) =>
  a === b ||
  (a.visitorId === b.visitorId &&
    a.agentId === b.agentId &&
    a.statuses.length === b.statuses.length &&
    a.statuses.every((s, i) => s === b.statuses[i]));

const sameRun = (a: AppendInput, b: AppendInput) => a.sessionId === b.sessionId && bumpAuthor(a) === bumpAuthor(b) && sameGuard(a.guard, b.guard);

/**
 * Stores a batch of first sends in order, as one batch of statements for `inTransaction`: one session UPDATE
 * per run of consecutive messages from one sender to one session (their sequence numbers are the run's last
 * `last_seq` counted back), then the INSERTs. There is no clientMsgId lookup: the unique index finds resends,
 * and if it finds one this throws `ResentInBatch` so the transaction rolls back and the caller uses
 * `appendMessage` per message. A refused send gets its AppError in its place and stores nothing.
 */
export function* appendFirstSends(inputs: AppendInput[], at: number): Steps<(Appended | AppError)[]> {
  const out: (Appended | AppError)[] = [];
  for (let i = 0; i < inputs.length; ) {
    const first = inputs[i];
    let end = i + 1;
    while (end < inputs.length && sameRun(first, inputs[end])) end++;
    const last = inputs[end - 1];
    const bumped = (yield bumpSessionStep(first.sessionId, first.guard, bumpAuthor(first), PREVIEW[last.type](last.content), at, end - i)).rows[0] as BumpedSession | undefined;
    if (!bumped) {
      const why = whyRefused((yield findSessionStep(first.sessionId)).rows[0] as SessionRow | undefined, first);
      for (let k = i; k < end; k++) out.push(why);
      i = end;
      continue;
    }
    for (let k = i; k < end; k++) {
      const row = newRow(inputs[k], bumped.last_seq - (end - 1 - k), at);
      if ((yield insertIfNewStep(row)).numAffectedRows !== 1n) throw new ResentInBatch();
      out.push({ message: toChatMessage(row), visitorId: bumped.visitor_id, agentId: bumped.agent_id, duplicate: false });
    }
    i = end;
  }
  return out;
}
