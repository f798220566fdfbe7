import type { Executor } from '../../db/database';

/** Who serves a session: the only column the work bill rules need from the conversation tables. */
export const findSessionAgent = (db: Executor, sessionId: string) =>
  db.selectFrom('chat_sessions').select(['id', 'agent_id', 'visitor_id']).where('id', '=', sessionId).executeTakeFirst();
