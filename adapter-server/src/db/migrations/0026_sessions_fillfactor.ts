import { sql, type Kysely } from 'kysely';
import { onPostgres } from '../compiled';

/**
 * PostgreSQL only: a chat session's row is updated with every message (its sequence, counts and preview), none
 * of them indexed columns. With room left in each page (fillfactor 80), the new row version goes in the same page
 * as a heap-only update, so none of the table's nine indexes takes a new entry per message. SQLite has no such
 * setting. Pages written before keep their fill until they are rewritten.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (onPostgres(db)) await sql`alter table chat_sessions set (fillfactor = 80)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (onPostgres(db)) await sql`alter table chat_sessions reset (fillfactor)`.execute(db);
}
