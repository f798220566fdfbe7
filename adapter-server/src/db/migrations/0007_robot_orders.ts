import type { Kysely } from 'kysely';
import { DISTRICTS } from './district.data';

/**
 * What the robot records for the visitor: pickup orders, claims, AI chat conversations and their messages;
 * and the administrative districts, which are reference data (present with or without demo seeding).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('robot_orders')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('visitor_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('sender_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('sender_phone', 'varchar(32)', (c) => c.notNull())
    .addColumn('sender_address', 'varchar(255)', (c) => c.notNull())
    .addColumn('receiver_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('receiver_phone', 'varchar(32)', (c) => c.notNull())
    .addColumn('receiver_address', 'varchar(255)', (c) => c.notNull())
    .addColumn('goods', 'varchar(128)', (c) => c.notNull())
    .addColumn('weight_kg', 'double precision')
    .addColumn('pickup_at', 'bigint')
    .addColumn('remark', 'varchar(500)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('robot_orders_visitor_idx').on('robot_orders').columns(['visitor_id', 'created_at']).execute();

  await db.schema
    .createTable('robot_claims')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('claim_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('visitor_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('waybill_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('claim_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount', 'double precision', (c) => c.notNull())
    .addColumn('description', 'varchar(1000)', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('robot_claims_waybill_idx').on('robot_claims').columns(['waybill_no', 'status']).execute();

  await db.schema
    .createTable('ai_chats')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('visitor_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('ai_chat_messages')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('chat_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('content', 'varchar(4000)', (c) => c.notNull())
    .addColumn('feedback', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('ai_chat_messages_seq_uq', ['chat_id', 'seq'])
    .execute();

  await db.schema
    .createTable('districts')
    .addColumn('code', 'varchar(12)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('parent_code', 'varchar(12)')
    .execute();
  await db.schema.createIndex('districts_parent_idx').on('districts').columns(['parent_code', 'code']).execute();
  await (db as Kysely<{ districts: (typeof DISTRICTS)[number] }>).insertInto('districts').values(DISTRICTS).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['districts', 'ai_chat_messages', 'ai_chats', 'robot_claims', 'robot_orders']) await db.schema.dropTable(t).ifExists().execute();
}
