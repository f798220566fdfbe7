import { PostgresAdapter, sql } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import type { DB } from './database';
import { migrations } from './migrations/index';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * On PostgreSQL the migrator is told its schema: without it Kysely takes a `kysely_migration_lock` table of any
 * schema in the database as its own, so parallel test apps (one schema each) break each other's migrations.
 * Domains add numbered migrations in parallel, so one may land before a lower-numbered one already run.
 */
export async function migrateToLatest(db: DB): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const schema = isPostgres ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s : undefined;
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
