import type { Executor } from '../../db/database';

export const findVisitorRow = (db: Executor, id: string) =>
  db.selectFrom('visitors').select(['id', 'nickname', 'phone', 'channel', 'created_at', 'last_seen_at']).where('id', '=', id).executeTakeFirst();

/** The visitor's other sessions, newest first, with who served them. */
export const earlierSessions = (db: Executor, visitorId: string, exceptId: string, limit: number) =>
  db
    .selectFrom('chat_sessions as s')
    .leftJoin('agents as a', 'a.id', 's.agent_id')
    .select(['s.id', 's.channel', 's.status', 's.created_at', 's.closed_at', 's.last_message_preview', 's.satisfaction', 'a.nickname as agent_nickname'])
    .where('s.visitor_id', '=', visitorId)
    .where('s.id', '!=', exceptId)
    .orderBy('s.created_at', 'desc')
    .limit(limit)
    .execute();
