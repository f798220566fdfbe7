import { AUTHOR, type Author, type ChatMessage } from '../../../../src/common/events';
import { isSystemCode, systemPreview } from '../../../../src/common/systemLines';
import { runSteps, type Steps } from '../../db/compiled';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { forbidden, refused, type AppError } from '../../http/envelope';
import type { WrittenSession } from '../../events/domain-events';
import { findSessionStep, type SessionRow } from '../sessions/session.repository';
import {
  NOTE_AUTHOR,
  bumpSessionStep,
  findByClientMsgIdStep,
  insertMessageStep,
  resendKey,
  type BatchStatements,
  type BumpedSession,
  type BumpRun,
  type MessageRow,
  type SessionGuard,
} from './message.repository';

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
  /** What the session's preview becomes, when not the message's own (a staff-only line keeps the one before it). */
  preview?: string;
}

export interface Appended {
  message: ChatMessage;
  visitorId: string;
  agentId: string | null;
  /** A resend of a clientMsgId already stored: the stored message, and nothing new to broadcast. */
  duplicate: boolean;
  /** The session as the message was written (absent for a resend). */
  session?: WrittenSession;
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

/** A staff-only system line (an automation rule's) previews as its code, rendered in the reader's language. */
const previewOf = (input: AppendInput) => input.preview ?? (input.type === 'note' && input.author === AUTHOR.system ? systemPreview(input.content) : PREVIEW[input.type](input.content));

/** A note counts as neither the agent's reply nor anything the visitor is waiting on: only the agent's read mark moves. */
const bumpAuthor = (input: AppendInput) => (input.type === 'note' ? NOTE_AUTHOR : input.author);

/** Explains a refused send from its session as it is: only on the failure path, so the happy path stays two statements. */
function whyRefused(s: SessionRow | undefined, input: AppendInput): AppError {
  const mine = s && (!input.guard.visitorId || s.visitor_id === input.guard.visitorId);
  if (!s || !mine) return forbidden('No such session');
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
      if (!s || (input.guard.visitorId && s.visitor_id !== input.guard.visitorId)) throw forbidden('No such session');
      return { message: toChatMessage(existing), visitorId: s.visitor_id, agentId: s.agent_id, duplicate: true };
    }
  }
  const bumped = (yield bumpSessionStep(input.sessionId, input.guard, bumpAuthor(input), previewOf(input), at)).rows[0] as BumpedSession | undefined;
  if (!bumped) throw whyRefused((yield findSessionStep(input.sessionId)).rows[0] as SessionRow | undefined, input);
  const row = newRow(input, bumped.last_seq, at);
  yield insertMessageStep(row);
  return { message: toChatMessage(row), visitorId: bumped.visitor_id, agentId: bumped.agent_id, duplicate: false, session: bumped };
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
 * Stores a batch of sends in order, as one batch of statements for `inTransaction`, with the statements of the
 * database (`BatchStatements`: one per run and row on SQLite, a constant few on PostgreSQL). The rules are these,
 * the same on both:
 * - A clientMsgId already stored in its session answers the stored message marked `duplicate` (PostgreSQL looks
 *   them up first; SQLite does not, and its INSERT finds them). A resend the lookup missed (stored since, or not
 *   looked up) fails the batch (`ResentInBatch` on SQLite, the INSERT's unique violation on PostgreSQL), so the
 *   transaction rolls back and the caller stores the batch with `appendMessage` per message. The batch must hold
 *   no clientMsgId twice in one session (the writer sees to it).
 * - One session UPDATE per run of consecutive messages from one sender to one session numbers the run (its
 *   sequence numbers are the run's `last_seq` counted back), runs of a session in send order.
 * - A refused run (its guard's WHERE found no row) gets its AppError in each message's place and stores nothing.
 */
export function* appendBatch(inputs: AppendInput[], at: number, statements: BatchStatements): Steps<(Appended | AppError)[]> {
  const out = new Array<Appended | AppError>(inputs.length);
  const keys = inputs.filter((i) => i.clientMsgId).map((i) => ({ sessionId: i.sessionId, clientMsgId: i.clientMsgId as string }));
  const stored = yield* statements.stored(keys);
  const fresh: number[] = [];
  inputs.forEach((input, k) => {
    const existing = input.clientMsgId ? stored?.get(resendKey(input.sessionId, input.clientMsgId)) : undefined;
    if (!existing) return void fresh.push(k);
    // As `appendMessageSteps` answers a resend: the stored message, if the session is the sender's.
    if (input.guard.visitorId && existing.session_visitor_id !== input.guard.visitorId) out[k] = forbidden('No such session');
    else out[k] = { message: toChatMessage(existing), visitorId: existing.session_visitor_id, agentId: existing.session_agent_id, duplicate: true };
  });

  const runs: { from: number; to: number; run: BumpRun }[] = [];
  for (let i = 0; i < fresh.length; ) {
    const first = inputs[fresh[i]];
    let end = i + 1;
    while (end < fresh.length && sameRun(first, inputs[fresh[end]])) end++;
    const last = inputs[fresh[end - 1]];
    runs.push({ from: i, to: end, run: { sessionId: first.sessionId, guard: first.guard, author: bumpAuthor(first), n: end - i, preview: PREVIEW[last.type](last.content) } });
    i = end;
  }
  const bumped = yield* statements.bump(runs.map((r) => r.run), at);

  const refusedIds = [...new Set(runs.filter((_, r) => !bumped[r]).map((r) => r.run.sessionId))];
  const sessions = refusedIds.length ? yield* statements.sessions(refusedIds) : new Map<string, SessionRow>();
  const rows: MessageRow[] = [];
  runs.forEach(({ from, to, run }, r) => {
    const b = bumped[r];
    if (!b) {
      const why = whyRefused(sessions.get(run.sessionId), inputs[fresh[from]]);
      for (let k = from; k < to; k++) out[fresh[k]] = why;
      return;
    }
    for (let k = from; k < to; k++) {
      const row = newRow(inputs[fresh[k]], b.last_seq - (to - 1 - k), at);
      rows.push(row);
      out[fresh[k]] = { message: toChatMessage(row), visitorId: b.visitor_id, agentId: b.agent_id, duplicate: false, session: b };
    }
  });
  if (!(yield* statements.insert(rows))) throw new ResentInBatch();
  return out;
}

/**
 * Adds a system line (author 0): a code with parameters (`extra`), rendered in each reader's language
 * (`src/common/systemLines.ts`); the stored content is the code itself, never a text in one language.
 */
export const systemLine = (trx: Executor, s: Pick<SessionRow, 'id' | 'status'>, code: string, params: Record<string, unknown>, at: number) =>
  appendMessage(trx, { sessionId: s.id, author: AUTHOR.system, type: 'system', content: code, extra: { code, ...params }, guard: { statuses: [s.status] } }, at);
