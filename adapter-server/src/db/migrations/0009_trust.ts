import type { Kysely } from 'kysely';

/**
 * Trust (security issue items 1–3): each channel's signing secret, kept only here and never sent to a browser;
 * and when a staff session was last used, so an idle session ends (written at most once a minute per session).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('channel_secrets')
    .addColumn('channel', 'integer', (c) => c.primaryKey())
    .addColumn('secret', 'varchar(255)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('user_sessions').addColumn('last_seen_at', 'bigint').execute();
  await db.schema.createIndex('user_sessions_user_idx').on('user_sessions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('user_sessions_user_idx').execute();
  await db.schema.alterTable('user_sessions').dropColumn('last_seen_at').execute();
  await db.schema.dropTable('channel_secrets').execute();
}
