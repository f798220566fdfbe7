import type { Kysely } from 'kysely';

/**
 * What the robot and the conversation loop read and write beyond 0002: the QA base and its logs, the word
 * list, blacklist, announcements, the service configuration, and the seeded waybills behind `WaybillService`.
 * The management screens (0004) reuse these tables rather than creating their own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('robot_qa')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('question', 'varchar(255)', (c) => c.notNull())
    .addColumn('similar_questions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('keywords', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('classify', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('links', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('valid_from', 'bigint')
    .addColumn('valid_to', 'bigint')
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('robot_qa_classify_idx').on('robot_qa').columns(['classify', 'enabled']).execute();

  await db.schema
    .createTable('robot_no_answer')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('question', 'varchar(500)', (c) => c.notNull())
    .addColumn('visitor_id', 'varchar(40)')
    .addColumn('session_id', 'varchar(40)')
    .addColumn('channel', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('qa_id', 'varchar(40)')
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('robot_no_answer_question_idx').on('robot_no_answer').columns(['question', 'status']).execute();

  await db.schema
    .createTable('robot_no_intention')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('visitor_id', 'varchar(40)')
    .addColumn('session_id', 'varchar(40)')
    .addColumn('channel', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('robot_votes')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('message_id', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('session_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('visitor_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('qa_id', 'varchar(40)')
    .addColumn('vote', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('robot_ratings')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('session_id', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('visitor_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('comment', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sensitive_words')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('word', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('category', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('blacklist')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('visitor_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('reason', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .execute();
  await db.schema.createIndex('blacklist_visitor_idx').on('blacklist').column('visitor_id').execute();

  await db.schema
    .createTable('notices')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pushed_at', 'bigint')
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('service_config')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('waybills')
    .addColumn('waybill_no', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(4)', (c) => c.notNull())
    .addColumn('order_no', 'varchar(32)')
    .addColumn('sender_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('sender_phone', 'varchar(32)', (c) => c.notNull())
    .addColumn('sender_city', 'varchar(64)', (c) => c.notNull())
    .addColumn('sender_address', 'varchar(255)', (c) => c.notNull())
    .addColumn('receiver_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('receiver_phone', 'varchar(32)', (c) => c.notNull())
    .addColumn('receiver_city', 'varchar(64)', (c) => c.notNull())
    .addColumn('receiver_address', 'varchar(255)', (c) => c.notNull())
    .addColumn('send_org', 'varchar(128)', (c) => c.notNull())
    .addColumn('weight_kg', 'real', (c) => c.notNull())
    .addColumn('fee', 'real', (c) => c.notNull())
    .addColumn('collect_amount', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('tracks', 'text', (c) => c.notNull())
    .addColumn('estimated_delivery_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('waybills_order_idx').on('waybills').column('order_no').execute();
  await db.schema.createIndex('waybills_receiver_phone_idx').on('waybills').column('receiver_phone').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'waybills',
    'service_config',
    'notices',
    'blacklist',
    'sensitive_words',
    'robot_ratings',
    'robot_votes',
    'robot_no_intention',
    'robot_no_answer',
    'robot_qa',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
