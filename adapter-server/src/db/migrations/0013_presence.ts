import type { Kysely } from 'kysely';

/**
 * Presence is derived from connections: when an instance first finds an online agent, or an open session's
 * visitor, with no socket anywhere, it notes the time; past the grace period the agent goes offline and a queued
 * visitor leaves the queue. Kept in the database so every instance sees the same clock start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('agents').addColumn('absent_since', 'bigint').execute();
  await db.schema.alterTable('chat_sessions').addColumn('visitor_absent_since', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('agents').dropColumn('absent_since').execute();
  await db.schema.alterTable('chat_sessions').dropColumn('visitor_absent_since').execute();
}
