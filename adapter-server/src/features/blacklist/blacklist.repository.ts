import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, Executor } from '../../db/database';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface VisitorMatch {
  id: string;
  nickname: string;
  phone: string | null;
  channel: number;
  last_seen_at: number;
}

/**
 * A visitor a supervisor may mean by `q`: part of their name or phone (any case, on both databases), or exactly
 * their id, their channel's customer id (open id) or the id of one of their sessions.
 */
function matches(eb: ExpressionBuilder<Database, 'visitors'>, q: string) {
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  return eb.or([
    eb('visitors.id', '=', q),
    eb('visitors.open_id', '=', q),
    sql<boolean>`lower(${sql.ref('visitors.nickname')}) like ${pattern} escape '\\'`,
    sql<boolean>`${sql.ref('visitors.phone')} like ${pattern} escape '\\'`,
    eb('visitors.id', 'in', eb.selectFrom('chat_sessions').select('chat_sessions.visitor_id').where('chat_sessions.id', '=', q)),
  ]);
}

/** The visitors `q` may mean, most recently seen first. */
export const searchVisitors = (db: Executor, q: string, limit: number): Promise<VisitorMatch[]> =>
  db
    .selectFrom('visitors')
    .select(['id', 'nickname', 'phone', 'channel', 'last_seen_at'])
    .where((eb) => matches(eb, q))
    .orderBy('last_seen_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();

/** The blacklisted visitors `q` may mean (bounded by the blacklist, so the list's filter stays one `in`). */
export const blacklistedMatching = async (db: Executor, q: string): Promise<string[]> =>
  (
    await db
      .selectFrom('blacklist')
      .innerJoin('visitors', 'visitors.id', 'blacklist.visitor_id')
      .select('blacklist.visitor_id')
      .distinct()
      .where((eb) => matches(eb as unknown as ExpressionBuilder<Database, 'visitors'>, q))
      .execute()
  ).map((r) => r.visitor_id);

/** The names of these visitors (for the blacklist's rows). */
export const visitorNicknames = (db: Executor, ids: string[]) =>
  ids.length ? db.selectFrom('visitors').select(['id', 'nickname']).where('id', 'in', ids).execute() : Promise.resolve([]);
