import { PostgresAdapter, sql } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { DB } from './database';
import { migrations } from './migrations/index';

const MIGRATION_TABLE = 'kysely_migration';

/** The migrations this database has run, or none when it has never been migrated. */
async function executedNames(db: DB, schema: string | undefined): Promise<string[]> {
  const table = schema ? sql.table(`${schema}.${MIGRATION_TABLE}`) : sql.table(MIGRATION_TABLE);
  try {
    return (await sql<{ name: string }>`select name from ${table}`.execute(db)).rows.map((r) => r.name);
  } catch {
    return [];
  }
}

/**
 * Migrations a newer release has run on this database, which this version does not have. During a rolling
 * upgrade the old instances keep serving beside the new ones: they stand for those as already run (migrations
 * add before they remove, docs/operations.md). One that sorts before this version's newest is not from a newer
 * release but from another line of releases: that refuses the start.
 */
function newerThanThisVersion(executed: string[], known: Record<string, Migration>): Record<string, Migration> {
  const newest = Object.keys(known).sort().at(-1) ?? '';
  const unknown = executed.filter((name) => !(name in known));
  const foreign = unknown.filter((name) => name <= newest);
  if (foreign.length > 0) {
    throw new Error(`Database migration check failed: the database has run ${foreign.join(', ')}, which this version does not have and which is older than its newest (${newest}); it belongs to another line of releases`);
  }
  const ranElsewhere: Migration = {
    up: async () => {
      throw new Error('a newer release runs this migration');
    },
  };
  return Object.fromEntries(unknown.map((name) => [name, ranElsewhere]));
}

/**
 * On PostgreSQL the migrator is told its schema: without it Kysely takes a `kysely_migration_lock` table of any
 * schema in the database as its own, so parallel test apps (one schema each) break each other's migrations.
 * Domains add numbered migrations in parallel, so one may land before a lower-numbered one already run.
 * `known` is this version's list (a test passes an older version's).
 */
export async function migrateToLatest(db: DB, known: Record<string, Migration> = migrations): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const schema = isPostgres ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s : undefined;
  const run = async () => {
    const newer = newerThanThisVersion(await executedNames(db, schema), known);
    const provider: MigrationProvider = { getMigrations: async () => ({ ...known, ...newer }) };
    const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true, ...(schema ? { migrationTableSchema: schema } : {}) });
    return migrator.migrateToLatest();
  };
  let outcome = await run();
  // A newer instance may have run a migration between the read above and the migrator's lock: read again once.
  if (outcome.error instanceof Error && outcome.error.message.includes('is missing')) outcome = await run();
  const { error, results } = outcome;
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
