import type { Kysely } from 'kysely';

/**
 * Automation rules (managed at /automationRuleMgt): on a chat's event (`created`, `assigned`, `message`, `ended`),
 * every enabled rule whose conditions all hold does its acts (labels, priority, a quick reply, a work bill), in
 * `sort` order. What each act did is a staff-only line in the chat and an entry of the audit log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('automation_rules')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('event', 'varchar(16)', (c) => c.notNull())
    // JSON arrays of {field, op, value} and of {type, value, dept?}.
    .addColumn('conditions', 'text', (c) => c.notNull())
    .addColumn('actions', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // Each event reads its enabled rules in order.
  await db.schema.createIndex('automation_rules_event_idx').on('automation_rules').columns(['event', 'enabled', 'sort']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('automation_rules').execute();
}
