import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('robot_links')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('url', 'varchar(512)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull().defaultTo('link'))
    .addColumn('description', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('robot_tasks')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .addColumn('no_answer_id', 'varchar(40)')
    .addColumn('assignee', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('qa_id', 'varchar(40)')
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('robot_tasks_status_idx').on('robot_tasks').columns(['status', 'updated_at']).execute();

  await db.schema
    .createTable('quick_reply_types')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('parent_id', 'varchar(40)')
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('owner_user_id', 'varchar(40)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quick_reply_types_owner_idx').on('quick_reply_types').columns(['type', 'owner_user_id']).execute();

  await db.schema
    .createTable('quick_replies')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('type_id', 'varchar(40)')
    .addColumn('title', 'varchar(64)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('click_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('owner_user_id', 'varchar(40)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quick_replies_owner_idx').on('quick_replies').columns(['type', 'owner_user_id', 'sort']).execute();
  await db.schema.createIndex('quick_replies_type_idx').on('quick_replies').column('type_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['quick_replies', 'quick_reply_types', 'robot_tasks', 'robot_links']) await db.schema.dropTable(t).execute();
}
