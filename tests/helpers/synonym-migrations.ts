import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from '../../adapter-server/src/db/migrations/index';

/** The synonyms table as the vocabulary migrations' tests read and edit it. */
export type SynDb = Kysely<{ robot_synonyms: { id: string; name: string; words: string; enabled: number; updated_at: number } }>;

/** The database migrated up to the migration `name`: an install as it stood before the migrations after it. */
export async function migrateTo(db: Kysely<unknown>, postgres: boolean, name: string): Promise<void> {
  const schema = postgres ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s : undefined;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error;
}

/** The synonyms groups by name, their words parsed. */
export const synonymGroups = async (db: SynDb) =>
  new Map((await db.selectFrom('robot_synonyms').selectAll().execute()).map((r) => [r.name, { ...r, words: JSON.parse(r.words) as string[] }]));
