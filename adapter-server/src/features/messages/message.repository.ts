import type { Executor } from '../../db/database';
import type { ChatMessagesTable, SessionStatus } from '../../db/tables/conversations.table';

export type MessageRow = ChatMessagesTable;

export const findMessage = (db: Executor, id: string) => db.selectFrom('chat_messages').selectAll().where('id', '=', id).executeTakeFirst();

export const findByClientMsgId = (db: Executor, sessionId: string, clientMsgId: string) =>
  db.selectFrom('chat_messages').selectAll().where('session_id', '=', sessionId).where('client_msg_id', '=', clientMsgId).executeTakeFirst();

export interface SessionGuard {
  statuses: SessionStatus[];
  visitorId?: string;
  agentId?: string;
}

/**
 * Takes the next sequence number of the session and records the message's facts on it in one UPDATE whose
 * WHERE is also the permission check (the sender's session, in a status that accepts the message). On
 * PostgreSQL the row lock it takes orders concurrent sends to one session.
 */
export function bumpSession(db: Executor, sessionId: string, guard: SessionGuard, author: number, preview: string, at: number) {
  let q = db
    .updateTable('chat_sessions')
    .set((eb) => ({
      last_seq: eb('last_seq', '+', 1),
      last_message_at: at,
      last_message_preview: preview,
      ...(author === 2 ? { visitor_msg_count: eb('visitor_msg_count', '+', 1), visitor_read_seq: eb('last_seq', '+', 1) } : {}),
      ...(author === 3 ? { robot_msg_count: eb('robot_msg_count', '+', 1) } : {}),
      ...(author === 1
        ? {
            agent_msg_count: eb('agent_msg_count', '+', 1),
            agent_read_seq: eb('last_seq', '+', 1),
            // The first agent reply after assignment is the report's first-response fact.
            first_response_ms: eb
              .case()
              .when(eb.and([eb('first_response_at', 'is', null), eb('assigned_at', 'is not', null)]))
              .then(eb(eb.val(at), '-', eb.ref('assigned_at')))
              .else(eb.ref('first_response_ms'))
              .end(),
            first_response_at: eb.case().when('first_response_at', 'is', null).then(at).else(eb.ref('first_response_at')).end(),
          }
        : {}),
    }))
    .where('id', '=', sessionId)
    .where('status', 'in', guard.statuses);
  if (guard.visitorId) q = q.where('visitor_id', '=', guard.visitorId);
  if (guard.agentId) q = q.where('agent_id', '=', guard.agentId);
  return q.returning(['last_seq', 'visitor_id', 'agent_id', 'status']).executeTakeFirst();
}

export const insertMessage = (db: Executor, row: MessageRow) => db.insertInto('chat_messages').values(row).execute();

export const listAfter = (db: Executor, sessionId: string, afterSeq: number, limit: number) =>
  db.selectFrom('chat_messages').selectAll().where('session_id', '=', sessionId).where('seq', '>', afterSeq).orderBy('seq').limit(limit).execute();

export async function listBefore(db: Executor, sessionId: string, beforeSeq: number, limit: number): Promise<MessageRow[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('seq', '<', beforeSeq)
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

export const markRevoked = async (db: Executor, id: string, at: number) =>
  Number((await db.updateTable('chat_messages').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst()).numUpdatedRows) > 0;
