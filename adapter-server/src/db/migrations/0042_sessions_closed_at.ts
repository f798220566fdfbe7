import type { Kysely } from 'kysely';

/**
 * The SLA sweep (every 15 s on every instance, `recordBreaches`) reads the open chats by status and those ended within
 * its look-back by `closed_at`. Without an index on `closed_at` that OR read scanned every chat ever held (27.6 ms
 * per sweep on the 100,000 chats of `bench:seed`, growing with the history); with it both databases read the two
 * indexes and join their rows (SQLite's MULTI-INDEX OR, PostgreSQL's BitmapOr): 0.14 ms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('chat_sessions_closed_idx').on('chat_sessions').column('closed_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('chat_sessions_closed_idx').execute();
}
