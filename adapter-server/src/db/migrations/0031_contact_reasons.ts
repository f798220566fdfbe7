import type { Kysely } from 'kysely';

/**
 * Contact reasons (why a customer got in touch): a two-level tree managed at /contactReasonMgt, and the reasons an
 * agent set on each chat (`session_reason`, one row per chat and reason), read by the history report.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_reasons')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    // null: a top-level reason; otherwise a top-level reason's id (the tree has two levels).
    .addColumn('parent_id', 'varchar(40)')
    .addColumn('name_en', 'varchar(64)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(64)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contact_reasons_parent_idx').on('contact_reasons').column('parent_id').execute();
  await db.schema
    .createTable('session_reason')
    .addColumn('session_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('reason_id', 'varchar(40)', (c) => c.notNull())
    // The user who set it, and when.
    .addColumn('set_by', 'varchar(40)', (c) => c.notNull())
    .addColumn('set_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('session_reason_pk', ['session_id', 'reason_id'])
    .execute();
  await db.schema.createIndex('session_reason_reason_idx').on('session_reason').column('reason_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('session_reason').execute();
  await db.schema.dropTable('contact_reasons').execute();
}
