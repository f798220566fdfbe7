import { describe, expect, it } from 'vitest';
import { Migrator, sql, type Kysely } from 'kysely';
import { migrateToLatest } from '../../adapter-server/src/db/migrate';
import { migrations } from '../../adapter-server/src/db/migrations/index';
import { WORDS_0028 } from '../../adapter-server/src/db/migrations/0028_robot_words';
import { DIALECTS, openTestDb, underSchemaLock } from '../helpers/test-app';

type SynDb = Kysely<{ robot_synonyms: { id: string; name: string; words: string; enabled: number; updated_at: number } }>;

/** An install as it stood before 0028: migrated up to 0027. */
async function migrateTo0027(db: Kysely<unknown>, postgres: boolean): Promise<void> {
  const schema = postgres ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s : undefined;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error } = await migrator.migrateTo('0027_robot_situations');
  if (error) throw error;
}

const groups = async (db: SynDb) =>
  new Map((await db.selectFrom('robot_synonyms').selectAll().execute()).map((r) => [r.name, { ...r, words: JSON.parse(r.words) as string[] }]));
const added = (name: string) => WORDS_0028.find((v) => v.name === name)!.add;

describe.each(DIALECTS)('migration 0028 robot words (%s)', (dialect) => {
  it("adds the words and the currency group to an installed database, keeping the administrator's edits", async () => {
    const t = await openTestDb(dialect);
    try {
      await underSchemaLock(dialect, () => migrateTo0027(t.db.kysely as unknown as Kysely<unknown>, dialect === 'postgres'));
      const db = t.db.kysely as unknown as SynDb;
      const before = await groups(db);
      // The administrator's edits: one of 0028's words already in 'price' (other case), 'refuse' disabled,
      // 'change address' deleted.
      const price = before.get('price')!;
      await db.updateTable('robot_synonyms').set({ words: JSON.stringify([...price.words, 'By Weight']) }).where('id', '=', price.id).execute();
      await db.updateTable('robot_synonyms').set({ enabled: 0 }).where('name', '=', 'refuse').execute();
      await db.deleteFrom('robot_synonyms').where('name', '=', 'change address').execute();

      await underSchemaLock(dialect, () => migrateToLatest(t.db.kysely));
      const after = await groups(db);
      expect(after.get('price')!.words).toEqual([...price.words, 'By Weight', ...added('price').filter((w) => w !== 'by weight')]);
      expect(after.get('refuse')).toMatchObject({ enabled: 0, words: [...before.get('refuse')!.words, ...added('refuse')] });
      expect(after.has('change address')).toBe(false);
      expect(before.has('currency exchange')).toBe(false);
      expect(after.get('currency exchange')).toMatchObject({ words: added('currency exchange'), enabled: 1 });
    } finally {
      await t.drop();
    }
  });
});
