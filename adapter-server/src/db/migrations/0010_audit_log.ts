import type { Kysely } from 'kysely';

/** The audit log: who did what to what, from where, and whether it worked (never a secret or a message body). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('username', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('target', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('outcome', 'varchar(16)', (c) => c.notNull())
    .execute();
  // Newest first is the screen's order, and retention deletes by age.
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
