import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { idIn } from '../../db/id-list';

/** The labels on each of these chats, in the order they were added. */
export function labelsOfSessions(db: Executor, sessionIds: string[]) {
  if (!sessionIds.length) return Promise.resolve([]);
  return db
    .selectFrom('session_labels')
    .select(['session_id as sessionId', 'label', 'label_key as key'])
    .where(idIn(db, 'session_id', sessionIds))
    .orderBy('session_id')
    .orderBy('added_at')
    .orderBy('label_key')
    .execute();
}

export const insertLabel = (db: Executor, row: { session_id: string; label: string; label_key: string; added_by: string; added_at: number }) =>
  db.insertInto('session_labels').values(row).execute();

/** Deletes one label of a chat; answers whether there was one. */
export async function deleteLabel(db: Executor, sessionId: string, key: string): Promise<boolean> {
  const r = await db.deleteFrom('session_labels').where('session_id', '=', sessionId).where('label_key', '=', key).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** `like` pattern of a prefix: `!` escapes the wildcards (the same escape on both databases). */
const prefixPattern = (prefix: string) => `${prefix.replace(/[!%_]/g, '!$&')}%`;

/**
 * The labels in use whose key starts with this (lower-case) prefix, the most used first (then alphabetically),
 * each written as its first spelling in sort order (labels differing only in case are one label).
 */
export async function labelsByUse(db: Executor, keyPrefix: string, limit: number): Promise<{ label: string; chats: number }[]> {
  let q = db
    .selectFrom('session_labels as l')
    .select([sql<string>`min(l.label)`.as('label'), sql<number>`count(*)`.as('chats')])
    .groupBy('l.label_key');
  if (keyPrefix) q = q.where(sql<boolean>`l.label_key like ${prefixPattern(keyPrefix)} escape '!'`);
  const rows = await q.orderBy(sql`count(*)`, 'desc').orderBy('l.label_key').limit(limit).execute();
  return rows.map((r) => ({ label: r.label, chats: Number(r.chats) }));
}
