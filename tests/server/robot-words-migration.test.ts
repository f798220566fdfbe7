import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { migrateToLatest } from '../../adapter-server/src/db/migrate';
import { WORDS_0028 } from '../../adapter-server/src/db/migrations/0028_robot_words';
import { migrateTo, synonymGroups as groups, type SynDb } from '../helpers/synonym-migrations';
import { DIALECTS, openTestDb, underSchemaLock } from '../helpers/test-app';

const added = (name: string) => WORDS_0028.find((v) => v.name === name)!.add;

describe.each(DIALECTS)('migration 0028 robot words (%s)', (dialect) => {
  it("adds the words and the currency group to an installed database, keeping the administrator's edits", async () => {
    const t = await openTestDb(dialect);
    try {
      await underSchemaLock(dialect, () => migrateTo(t.db.kysely as unknown as Kysely<unknown>, dialect === 'postgres', '0027_robot_situations'));
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
