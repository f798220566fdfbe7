import { compiledQuery } from '../../db/compiled';
import type { Executor } from '../../db/database';
import type { ChatMessagesTable, ChatSessionsTable, SessionStatus } from '../../db/tables/conversations.table';
import { reportDb } from '../../db/report-db';

export type MessageRow = ChatMessagesTable;

export const findMessage = (db: Executor, id: string) => db.selectFrom('chat_messages').selectAll().where('id', '=', id).executeTakeFirst();

const byClientMsgId = compiledQuery(['sessionId', 'clientMsgId'], (db, p: { sessionId: string; clientMsgId: string }) =>
  db.selectFrom('chat_messages').selectAll().where('session_id', '=', p.sessionId).where('client_msg_id', '=', p.clientMsgId),
);

/** On every resend check (compiled once, see `compiledQuery`). */
export const findByClientMsgIdStep = (sessionId: string, clientMsgId: string) => byClientMsgId.step('', { sessionId, clientMsgId });

/** The counters' author of an internal note: none of the reply facts, only the writer's read mark. */
export const NOTE_AUTHOR = 4;

export interface SessionGuard {
  statuses: SessionStatus[];
  visitorId?: string;
  agentId?: string;
}

interface BumpValues {
  sessionId: string;
  /** How many messages of one author this UPDATE numbers (a run of one batch). */
  n: number;
  preview: string;
  at: number;
  visitorId: string;
  agentId: string;
}

/**
 * One compiled UPDATE per shape: the author decides the counters set, the guard the WHERE. Numbering `n`
 * messages at once leaves the same facts as `n` single UPDATEs at one time: only the first agent reply finds
 * `awaiting_reply_since` set, only the first visitor message can set it.
 */
const bump = compiledQuery(['sessionId', 'n', 'preview', 'at', 'visitorId', 'agentId'], (db, p: BumpValues & { author: number; guard: SessionGuard }) => {
  let q = reportDb(db)
    .updateTable('chat_sessions')
    .set((eb) => ({
      last_seq: eb('last_seq', '+', p.n),
      last_message_at: p.at,
      last_message_preview: p.preview,
      ...(p.author === 2
        ? {
            visitor_msg_count: eb('visitor_msg_count', '+', p.n),
            visitor_read_seq: eb('last_seq', '+', p.n),
            // With an agent on the session, the first unanswered visitor message starts the reply clock.
            awaiting_reply_since: eb
              .case()
              .when(eb.and([eb('awaiting_reply_since', 'is', null), eb('agent_id', 'is not', null)]))
              .then(eb.val(p.at))
              .else(eb.ref('awaiting_reply_since'))
              .end(),
          }
        : {}),
      ...(p.author === 3 ? { robot_msg_count: eb('robot_msg_count', '+', p.n) } : {}),
      ...(p.author === NOTE_AUTHOR ? { agent_read_seq: eb('last_seq', '+', p.n) } : {}),
      ...(p.author === 1
        ? {
            agent_msg_count: eb('agent_msg_count', '+', p.n),
            agent_read_seq: eb('last_seq', '+', p.n),
            // The first agent reply after assignment is the report's first-response fact.
            first_response_ms: eb
              .case()
              .when(eb.and([eb('first_response_at', 'is', null), eb('assigned_at', 'is not', null)]))
              .then(eb(eb.val(p.at), '-', eb.ref('assigned_at')))
              .else(eb.ref('first_response_ms'))
              .end(),
            first_response_at: eb.case().when('first_response_at', 'is', null).then(p.at).else(eb.ref('first_response_at')).end(),
            // Every SET reads the row as it was, so the wait is measured from the old awaiting_reply_since.
            agent_response_total_ms: eb(
              'agent_response_total_ms',
              '+',
              eb.case().when('awaiting_reply_since', 'is not', null).then(eb(eb.val(p.at), '-', eb.ref('awaiting_reply_since'))).else(0).end(),
            ),
            agent_response_count: eb('agent_response_count', '+', eb.case().when('awaiting_reply_since', 'is not', null).then(1).else(0).end()),
            awaiting_reply_since: null,
          }
        : {}),
    }))
    .where('id', '=', p.sessionId)
    .where('status', 'in', p.guard.statuses);
  if (p.guard.visitorId) q = q.where('visitor_id', '=', p.visitorId);
  if (p.guard.agentId) q = q.where('agent_id', '=', p.agentId);
  return q.returning(['last_seq', 'visitor_id', 'agent_id', 'status']);
});

/**
 * Takes the next `n` sequence numbers of the session (it returns the last) and records the messages' facts
 * on it in one UPDATE whose WHERE is also the permission check (the sender's session, in a status that
 * accepts the message). On PostgreSQL the row lock it takes orders concurrent sends to one session.
 */
export function bumpSessionStep(sessionId: string, guard: SessionGuard, author: number, preview: string, at: number, n = 1) {
  const shape = `${author}|${guard.statuses.join(',')}|${guard.visitorId ? 'v' : ''}|${guard.agentId ? 'a' : ''}`;
  return bump.step(shape, { sessionId, n, preview, at, visitorId: guard.visitorId ?? '', agentId: guard.agentId ?? '', author, guard });
}

export type BumpedSession = Pick<ChatSessionsTable, 'last_seq' | 'visitor_id' | 'agent_id' | 'status'>;

const COLUMNS = ['id', 'session_id', 'seq', 'author', 'type', 'content', 'content_raw', 'client_msg_id', 'agent_id', 'created_at', 'revoked_at', 'extra'] as const;

const insert = compiledQuery(COLUMNS, (db, row: MessageRow) => db.insertInto('chat_messages').values(row));

export const insertMessageStep = (row: MessageRow) => insert.step('', row);

const insertFirst = compiledQuery(COLUMNS, (db, row: MessageRow) =>
  db
    .insertInto('chat_messages')
    .values(row)
    .onConflict((oc) => oc.columns(['session_id', 'client_msg_id']).doNothing()),
);

/**
 * Inserts a message unless its clientMsgId is already stored in the session; answers whether it was stored.
 * One row per statement on purpose: SQLite keeps a statement journal for a multi-row INSERT (it may fail
 * half-way), which cost more per row than the statements it saved.
 */
export const insertIfNewStep = (row: MessageRow) => insertFirst.step('', row);

/** Who reads a history: staff see every message, a visitor never an internal note. */
export type Reader = 'staff' | 'visitor';

export const listAfter = (db: Executor, sessionId: string, afterSeq: number, limit: number, reader: Reader) =>
  db
    .selectFrom('chat_messages')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('seq', '>', afterSeq)
    .$if(reader === 'visitor', (q) => q.where('type', '<>', 'note'))
    .orderBy('seq')
    .limit(limit)
    .execute();

export async function listBefore(db: Executor, sessionId: string, beforeSeq: number, limit: number, reader: Reader): Promise<MessageRow[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('seq', '<', beforeSeq)
    .$if(reader === 'visitor', (q) => q.where('type', '<>', 'note'))
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

export const markRevoked = async (db: Executor, id: string, at: number) =>
  Number((await db.updateTable('chat_messages').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst()).numUpdatedRows) > 0;
