import type { Kysely } from 'kysely';

/**
 * Reports read the facts on `chat_sessions` (never the messages): the reply-time facts below and the indexes
 * behind every report filter (date range first, then agent, skill group, human/robot).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('chat_sessions')
    .addColumn('agent_response_total_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('chat_sessions')
    .addColumn('agent_response_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('chat_sessions_report_agent_idx').on('chat_sessions').columns(['agent_id', 'created_at']).execute();
  await db.schema.createIndex('chat_sessions_report_group_idx').on('chat_sessions').columns(['skill_group_id', 'created_at']).execute();
  await db.schema.createIndex('chat_sessions_report_converted_idx').on('chat_sessions').columns(['converted', 'created_at']).execute();
  await db.schema.createIndex('chat_sessions_report_evaluated_idx').on('chat_sessions').columns(['evaluated_at']).execute();
  await db.schema.createIndex('agent_status_log_time_idx').on('agent_status_log').columns(['created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const i of [
    'agent_status_log_time_idx',
    'chat_sessions_report_evaluated_idx',
    'chat_sessions_report_converted_idx',
    'chat_sessions_report_group_idx',
    'chat_sessions_report_agent_idx',
  ]) {
    await db.schema.dropIndex(i).execute();
  }
  await db.schema.alterTable('chat_sessions').dropColumn('agent_response_count').execute();
  await db.schema.alterTable('chat_sessions').dropColumn('agent_response_total_ms').execute();
}
