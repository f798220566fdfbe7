import type { Kysely } from 'kysely';

/**
 * The session list's export reads every session of a range newest first by (created_at, id), a page at a time
 * (`iterateSessions`). With this index each page is read in that order straight from the index: on (created_at,
 * channel) alone SQLite sorted every page's rows by id in a temporary b-tree, 3–4 times the page's read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('chat_sessions_created_id_idx').on('chat_sessions').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('chat_sessions_created_id_idx').execute();
}
