import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { migrateToLatest } from '../../adapter-server/src/db/migrate';
import { VOCABULARY_0027 } from '../../adapter-server/src/db/migrations/robot-vocabulary-0027.data';
import { migrateTo, synonymGroups as groups, type SynDb } from '../helpers/synonym-migrations';
import { DIALECTS, openTestDb, underSchemaLock } from '../helpers/test-app';

const added = (name: string) => VOCABULARY_0027.find((v) => v.name === name)!.add;

describe.each(DIALECTS)('migration 0027 robot situations (%s)', (dialect) => {
  it("adds the situation words to an installed database's groups and keeps the administrator's edits", async () => {
    const t = await openTestDb(dialect);
    try {
      const kysely = t.db.kysely as unknown as Kysely<unknown>;
      await underSchemaLock(dialect, () => migrateTo(kysely, dialect === 'postgres', '0026_sessions_fillfactor'));
      const db = t.db.kysely as unknown as SynDb;
      const before = await groups(db);
      expect(before.get('refuse')!.words).not.toContain('take it back');
      // The administrator's edits: one of 0027's words already in 'refuse' (other case) and a word of their own,
      // 'invoice' disabled, 'complaint' deleted.
      const refuse = before.get('refuse')!;
      await db.updateTable('robot_synonyms').set({ words: JSON.stringify([...refuse.words, 'Take It Back', '不想签']) }).where('id', '=', refuse.id).execute();
      const invoice = before.get('invoice')!;
      await db.updateTable('robot_synonyms').set({ enabled: 0 }).where('id', '=', invoice.id).execute();
      await db.deleteFrom('robot_synonyms').where('name', '=', 'complaint').execute();

      await underSchemaLock(dialect, () => migrateToLatest(t.db.kysely));
      const after = await groups(db);
      const refuseWords = after.get('refuse')!.words;
      expect(refuseWords).toEqual(expect.arrayContaining(['Take It Back', '不想签', ...added('refuse').filter((w) => w !== 'take it back')]));
      expect(refuseWords.filter((w) => w.toLowerCase() === 'take it back')).toEqual(['Take It Back']);
      expect(new Set(refuseWords.map((w) => w.toLowerCase())).size).toBe(refuseWords.length);
      // Disabled but with its words as seeded: the ambiguous words (expenses and expensive share a stem) leave it.
      expect(after.get('invoice')!.enabled).toBe(0);
      expect(after.get('invoice')!.words).toEqual([...before.get('invoice')!.words.filter((w) => !['expenses', 'expense'].includes(w)), ...added('invoice')]);
      expect(after.has('complaint')).toBe(false);
      // A group new in 0027 is added, enabled.
      expect(before.has('fragile')).toBe(false);
      expect(after.get('fragile')).toMatchObject({ words: added('fragile'), enabled: 1 });
      const damaged = before.get('damaged')!.words;
      expect(after.get('damaged')!.words).toEqual([...damaged, ...added('damaged').filter((w) => !damaged.includes(w))]);
    } finally {
      await t.drop();
    }
  });

  it("drops no word from a group whose words the administrator edited", async () => {
    const t = await openTestDb(dialect);
    try {
      await underSchemaLock(dialect, () => migrateTo(t.db.kysely as unknown as Kysely<unknown>, dialect === 'postgres', '0026_sessions_fillfactor'));
      const db = t.db.kysely as unknown as SynDb;
      const invoice = (await groups(db)).get('invoice')!;
      expect(invoice.words).toEqual(expect.arrayContaining(['expenses', 'expense']));
      await db.updateTable('robot_synonyms').set({ words: JSON.stringify([...invoice.words, '报销单']) }).where('id', '=', invoice.id).execute();
      await underSchemaLock(dialect, () => migrateToLatest(t.db.kysely));
      expect((await groups(db)).get('invoice')!.words).toEqual([...invoice.words, '报销单', ...added('invoice')]);
    } finally {
      await t.drop();
    }
  });

  it('gives a fresh database the same vocabulary', async () => {
    const t = await openTestDb(dialect);
    try {
      await underSchemaLock(dialect, () => migrateToLatest(t.db.kysely));
      const after = await groups(t.db.kysely as unknown as SynDb);
      for (const v of VOCABULARY_0027) {
        expect(after.get(v.name)!.words).toEqual(expect.arrayContaining(v.add));
        for (const w of v.drop ?? []) expect(after.get(v.name)!.words).not.toContain(w);
      }
    } finally {
      await t.drop();
    }
  });
});
