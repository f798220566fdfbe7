import type { Kysely } from 'kysely';

/**
 * SLA policies (managed at /slaPolicyMgt): a first-response and a resolution target in seconds of working time for
 * the chats of a skill group and/or a routing priority (null: any). `sla_breaches` records each clock a chat
 * missed, once (its key is the chat and the clock), with what the chat was held to when it breached: the SLA report
 * and the supervisors' notices read it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sla_policies')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('skill_group_id', 'varchar(40)')
    .addColumn('priority', 'integer')
    .addColumn('first_response_seconds', 'integer', (c) => c.notNull())
    .addColumn('resolution_seconds', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sla_breaches')
    .addColumn('session_id', 'varchar(40)', (c) => c.notNull())
    // firstResponse | resolution
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('policy_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('policy_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('skill_group_id', 'varchar(40)')
    .addColumn('agent_id', 'varchar(40)')
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    .addColumn('breached_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sla_breaches_pk', ['session_id', 'kind'])
    .execute();
  await db.schema.createIndex('sla_breaches_at').on('sla_breaches').column('breached_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sla_breaches').execute();
  await db.schema.dropTable('sla_policies').execute();
}
