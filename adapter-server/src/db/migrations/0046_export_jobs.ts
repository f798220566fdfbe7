import type { Kysely } from 'kysely';

/**
 * Background exports: a report export of more rows than `EXPORT_JOB_ROWS` is written by a job that any instance may
 * run (claimed by a conditional update with a lease it renews while it writes; a dead instance's claim lapses and
 * another takes the job over). The finished file lies under `UPLOAD_DIR/.exports/` until it expires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('export_jobs')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(40)', (c) => c.notNull())
    // The export's key in the server's list of exports (what it reads, who may download it).
    .addColumn('report', 'varchar(64)', (c) => c.notNull())
    // JSON text: the request's checked body, its language included.
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('rows_total', 'integer', (c) => c.notNull())
    .addColumn('rows_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bytes', 'bigint')
    .addColumn('error', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claim_token', 'varchar(40)')
    .addColumn('claimed_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .execute();
  // The user's list, newest first; the workers' search for due jobs.
  await db.schema.createIndex('export_jobs_user_idx').on('export_jobs').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('export_jobs_due_idx').on('export_jobs').columns(['status', 'claimed_until']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('export_jobs').execute();
}
