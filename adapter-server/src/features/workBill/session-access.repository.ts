import type { Executor } from '../../db/database';

/** Who serves a session: the only column the work bill rules need from the conversation tables. */
export const findSessionAgent = (db: Executor, sessionId: string) =>
  db.selectFrom('chat_sessions').select(['id', 'agent_id', 'visitor_id']).where('id', '=', sessionId).executeTakeFirst();

/** The newest `limit` messages of a session as staff read them (notes included), oldest first. */
export async function listConversation(db: Executor, sessionId: string, limit: number) {
  const rows = await db.selectFrom('chat_messages').selectAll().where('session_id', '=', sessionId).orderBy('seq', 'desc').limit(limit).execute();
  return rows.reverse();
}
