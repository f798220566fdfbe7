import type { Kysely } from 'kysely';

/** The workbench's waybill records (problems, outlets, abnormal records, warnings, sales orders) and work bills. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('org_outlets')
    .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name_en', 'varchar(128)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(128)', (c) => c.notNull())
    .addColumn('type', 'varchar(4)', (c) => c.notNull())
    .addColumn('province', 'varchar(64)', (c) => c.notNull())
    .addColumn('city', 'varchar(64)', (c) => c.notNull())
    .addColumn('address', 'varchar(255)', (c) => c.notNull())
    .addColumn('phone', 'varchar(32)', (c) => c.notNull())
    .addColumn('manager', 'varchar(64)', (c) => c.notNull())
    .addColumn('parent_code', 'varchar(32)')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('waybill_problems')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('waybill_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('problem_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('text_en', 'varchar(500)', (c) => c.notNull())
    .addColumn('text_zh', 'varchar(500)', (c) => c.notNull())
    .addColumn('org_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('registered_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .execute();
  await db.schema.createIndex('waybill_problems_no_idx').on('waybill_problems').columns(['waybill_no', 'registered_at']).execute();

  await db.schema
    .createTable('work_bill_types')
    .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('parent_code', 'varchar(32)')
    .addColumn('name_en', 'varchar(128)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(128)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('work_bills')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('bill_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('waybill_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('session_id', 'varchar(40)')
    .addColumn('big_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('small_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('complaint_dept', 'varchar(32)', (c) => c.notNull())
    .addColumn('description', 'varchar(2000)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('urge_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_by_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('invalid_reason', 'varchar(500)')
    .execute();
  await db.schema.createIndex('work_bills_created_idx').on('work_bills').columns(['created_at']).execute();
  await db.schema.createIndex('work_bills_waybill_idx').on('work_bills').columns(['waybill_no']).execute();
  await db.schema.createIndex('work_bills_creator_idx').on('work_bills').columns(['created_by', 'created_at']).execute();

  await db.schema
    .createTable('work_bill_events')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('work_bill_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('note', 'varchar(1000)', (c) => c.notNull())
    .addColumn('actor_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('actor_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('work_bill_events_bill_idx').on('work_bill_events').columns(['work_bill_id', 'created_at']).execute();

  await db.schema
    .createTable('work_bill_files')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('work_bill_id', 'varchar(40)')
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('mime', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('uploaded_by', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('work_bill_files_bill_idx').on('work_bill_files').columns(['work_bill_id']).execute();

  await db.schema
    .createTable('dict_data')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('dict_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(128)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(128)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('dict_data_type_code_uq', ['dict_type', 'code'])
    .execute();

  await db.schema
    .createTable('waybill_abnormals')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('waybill_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('org_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('abnormal_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('text_en', 'varchar(500)', (c) => c.notNull())
    .addColumn('text_zh', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('waybill_abnormals_no_idx').on('waybill_abnormals').columns(['waybill_no']).execute();

  await db.schema
    .createTable('cc_warn_msgs')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('waybill_no', 'varchar(32)')
    .addColumn('dept_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('text_en', 'varchar(500)', (c) => c.notNull())
    .addColumn('text_zh', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cc_warn_msgs_dept_idx').on('cc_warn_msgs').columns(['dept_code', 'created_at']).execute();

  await db.schema
    .createTable('sale_work_orders')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('waybill_no', 'varchar(32)')
    .addColumn('customer_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('customer_phone', 'varchar(32)', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('content', 'varchar(1000)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'sale_work_orders',
    'cc_warn_msgs',
    'waybill_abnormals',
    'dict_data',
    'work_bill_files',
    'work_bill_events',
    'work_bills',
    'work_bill_types',
    'waybill_problems',
    'org_outlets',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
