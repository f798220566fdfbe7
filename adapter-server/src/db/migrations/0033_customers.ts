import { sql, type Kysely } from 'kysely';

/**
 * Customers: who is behind the visitors. Each visitor links to one customer (`visitors.customer_id`); visitors
 * sharing a signed channel identity (same channel and open id) share one. Existing visitors are backfilled: the
 * customer of a group takes the id of its first visitor (the smallest id), an anonymous visitor's its own id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customers')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(32)')
    .addColumn('vip', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('first_contact_at', 'bigint', (c) => c.notNull())
    .addColumn('last_contact_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('visitors').addColumn('customer_id', 'varchar(40)').execute();
  await db.schema.createIndex('visitors_customer_idx').on('visitors').column('customer_id').execute();

  // The customer of each visitor: its own id when anonymous, else the smallest id of its channel identity.
  const owner = sql`CASE WHEN v.open_id IS NULL THEN v.id ELSE (SELECT MIN(w.id) FROM visitors w WHERE w.channel = v.channel AND w.open_id = v.open_id) END`;
  await sql`
    INSERT INTO customers (id, name, phone, vip, notes, first_contact_at, last_contact_at, created_at, updated_at)
    SELECT v.id, v.nickname, v.phone, 0, '',
      (SELECT MIN(w.created_at) FROM visitors w WHERE w.id = v.id OR (v.open_id IS NOT NULL AND w.channel = v.channel AND w.open_id = v.open_id)),
      (SELECT MAX(w.last_seen_at) FROM visitors w WHERE w.id = v.id OR (v.open_id IS NOT NULL AND w.channel = v.channel AND w.open_id = v.open_id)),
      v.created_at, v.created_at
    FROM visitors v WHERE v.id = ${owner}`.execute(db);
  await sql`UPDATE visitors SET customer_id = CASE WHEN open_id IS NULL THEN id ELSE (SELECT MIN(w.id) FROM visitors w WHERE w.channel = visitors.channel AND w.open_id = visitors.open_id) END`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('visitors_customer_idx').execute();
  await db.schema.alterTable('visitors').dropColumn('customer_id').execute();
  await db.schema.dropTable('customers').execute();
}
