import type { Kysely } from 'kysely';

/**
 * Suggested replies in the workbench: each time an agent sends a message that started from a suggestion (a Q&A
 * entry, a quick reply or the waybill sentence), whether it went as suggested or edited; `ignored` for
 * suggestions the agent was shown and did not use. One insert per use, read by reports only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reply_suggestion_uses')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('session_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('agent_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('suggestion_id', 'varchar(40)', (c) => c.notNull())
    // sent | edited | ignored
    .addColumn('outcome', 'varchar(16)', (c) => c.notNull())
    .addColumn('message_id', 'varchar(40)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reply_suggestion_uses_agent_at').on('reply_suggestion_uses').columns(['agent_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reply_suggestion_uses').execute();
}
