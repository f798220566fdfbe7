import { sql, type Kysely } from 'kysely';

/**
 * SLA clocks that survive a requeue, and each chat's SLA outcome (issue 36, the SLA report).
 * - `chat_sessions.first_queued_at`: when the chat first entered the human queue, set once and never rewritten (a
 *   requeue rewrites `queued_at`, the queue's order); the SLA clocks start from it. Existing chats take their
 *   `queued_at`.
 * - `sla_outcomes`: one row per chat held to a policy, written when the chat ends (its key is the chat, so it is
 *   written once): the policy, both clocks' due times, when each was met or not, and the working time of the first
 *   response. The SLA report (/slaReport) reads it by the time the chat ended.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_sessions').addColumn('first_queued_at', 'bigint').execute();
  await sql`update chat_sessions set first_queued_at = queued_at where queued_at is not null`.execute(db);
  await db.schema
    .createTable('sla_outcomes')
    .addColumn('session_id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('policy_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('policy_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('skill_group_id', 'varchar(40)')
    .addColumn('agent_id', 'varchar(40)')
    .addColumn('priority', 'integer', (c) => c.notNull())
    // When the clocks started (the chat first entered the human queue).
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('first_response_at', 'bigint')
    .addColumn('first_response_due_at', 'bigint', (c) => c.notNull())
    // 1 met, 0 breached, null not judged (left the queue unanswered before the due time).
    .addColumn('first_response_met', 'integer')
    // Working time from the start to the first response, as the clock counted it.
    .addColumn('first_response_seconds', 'integer')
    .addColumn('resolved_at', 'bigint', (c) => c.notNull())
    .addColumn('resolution_due_at', 'bigint', (c) => c.notNull())
    .addColumn('resolution_met', 'integer')
    .execute();
  await db.schema.createIndex('sla_outcomes_resolved_idx').on('sla_outcomes').column('resolved_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sla_outcomes').execute();
  await db.schema.alterTable('chat_sessions').dropColumn('first_queued_at').execute();
}
