import type { Kysely } from 'kysely';

/**
 * Webhooks (features/webhooks): the endpoints admins register, the outbox of events written in the same
 * transaction as the event itself, and one delivery row per event and endpoint (the delivery log).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'varchar(2000)', (c) => c.notNull())
    // JSON text: the event types wanted (enum webhookEvent).
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    // Standard Webhooks secret (`whsec_` + base64); shown once when the endpoint is made.
    .addColumn('secret', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('webhook_outbox')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(64)', (c) => c.notNull())
    // JSON text: the event's `data`.
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // 0 until one instance has fanned it out into deliveries (a conditional update claims it).
    .addColumn('dispatched', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('webhook_outbox_pending_idx').on('webhook_outbox').columns(['dispatched', 'created_at']).execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('endpoint_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('event_type', 'varchar(64)', (c) => c.notNull())
    // pending, delivered, failed (gave up after a day of retries)
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    // A claim: the instance sending it now, until when (another instance takes it over after that).
    .addColumn('claim_token', 'varchar(40)')
    .addColumn('claimed_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_attempt_at', 'bigint')
    .addColumn('delivered_at', 'bigint')
    .execute();
  await db.schema.createIndex('webhook_deliveries_due_idx').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('webhook_deliveries_endpoint_idx').on('webhook_deliveries').columns(['endpoint_id', 'created_at']).execute();
  await db.schema.createIndex('webhook_deliveries_once_idx').on('webhook_deliveries').columns(['event_id', 'endpoint_id']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_outbox').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
}
