import type { Kysely } from 'kysely';

/**
 * Routing rules (managed at /routingRuleMgt): the first enabled rule, by `sort`, whose conditions all hold when a
 * visitor enters the human queue sends the chat to its skill group (or keeps the channel's) with its priority.
 * `session_routing` records which rule decided for a chat and the priority it set (live supervision shows both);
 * the queue itself orders by `chat_sessions.queue_priority`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('routing_rules')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON array of {field, op, value}.
    .addColumn('conditions', 'text', (c) => c.notNull())
    .addColumn('skill_group_id', 'varchar(40)')
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('session_routing')
    .addColumn('session_id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('rule_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('rule_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('skill_group_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('routed_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('session_routing').execute();
  await db.schema.dropTable('routing_rules').execute();
}
