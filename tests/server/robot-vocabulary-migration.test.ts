import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { SYNONYM_GROUPS } from '../../adapter-server/src/db/migrations/robot-synonyms.data';
import { VOCABULARY_0025 } from '../../adapter-server/src/db/migrations/robot-vocabulary.data';
import { migrateTo, synonymGroups as groups, type SynDb } from '../helpers/synonym-migrations';
import { DIALECTS, openTestDb, underSchemaLock } from '../helpers/test-app';

describe.each(DIALECTS)('migration 0025 robot vocabulary (%s)', (dialect) => {
  it("adds the new words to an installed database's groups and keeps the administrator's edits", async () => {
    const t = await openTestDb(dialect);
    try {
      const kysely = t.db.kysely as unknown as Kysely<unknown>;
      await underSchemaLock(dialect, () => migrateTo(kysely, dialect === 'postgres', '0024_ai_chat_handover'));
      const db = t.db.kysely as unknown as SynDb;
      const before = await groups(db);
      expect(before.get('insurance')?.words).toEqual(SYNONYM_GROUPS.find((g) => g.name === 'insurance')?.words);
      // The administrator's edits: a word of their own and one of 0025's words in 'price', 'outlet' disabled and
      // edited, 'courier' deleted.
      const price = before.get('price')!;
      await db.updateTable('robot_synonyms').set({ words: JSON.stringify([...price.words, '邮费多少', 'Shipping Cost']) }).where('id', '=', price.id).execute();
      const outlet = before.get('outlet')!;
      await db.updateTable('robot_synonyms').set({ enabled: 0, words: JSON.stringify([...outlet.words, 'post office']) }).where('id', '=', outlet.id).execute();
      await db.deleteFrom('robot_synonyms').where('name', '=', 'courier').execute();

      await underSchemaLock(dialect, () => migrateTo(kysely, dialect === 'postgres', '0025_robot_vocabulary'));
      const after = await groups(db);
      const added = (name: string) => VOCABULARY_0025.find((v) => v.name === name)!.add;
      // New words joined, the administrator's stayed, none twice (case aside).
      const priceWords = after.get('price')!.words;
      expect(priceWords).toEqual(expect.arrayContaining(['邮费多少', 'Shipping Cost', ...added('price').filter((w) => w !== 'shipping cost')]));
      expect(new Set(priceWords.map((w) => w.toLowerCase())).size).toBe(priceWords.length);
      expect(priceWords.filter((w) => w.toLowerCase() === 'shipping cost')).toEqual(['Shipping Cost']);
      // The disabled, edited group stays disabled and keeps its seeded words; the untouched group loses the ambiguous ones.
      expect(after.get('outlet')!.enabled).toBe(0);
      expect(after.get('outlet')!.words).toEqual(expect.arrayContaining(['office', 'post office', ...added('outlet')]));
      expect(after.get('change address')!.words).not.toContain('moved');
      expect(after.get('change address')!.words).toEqual(expect.arrayContaining(added('change address')));
      expect(after.has('courier')).toBe(false);
      // Every other group holds its seeded words and the new ones.
      const insurance = after.get('insurance')!;
      expect(insurance.words).toEqual([...before.get('insurance')!.words, ...added('insurance').filter((w) => !before.get('insurance')!.words.includes(w))]);
      expect(insurance.enabled).toBe(1);
    } finally {
      await t.drop();
    }
  });

  it('gives a fresh database the same vocabulary (as 0025 left it)', async () => {
    const t = await openTestDb(dialect);
    try {
      await underSchemaLock(dialect, () => migrateTo(t.db.kysely as unknown as Kysely<unknown>, dialect === 'postgres', '0025_robot_vocabulary'));
      const after = await groups(t.db.kysely as unknown as SynDb);
      for (const v of VOCABULARY_0025) {
        expect(after.get(v.name)!.words).toEqual(expect.arrayContaining(v.add));
        for (const w of v.drop ?? []) expect(after.get(v.name)!.words).not.toContain(w);
      }
    } finally {
      await t.drop();
    }
  });
});
