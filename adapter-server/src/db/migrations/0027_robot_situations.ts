import type { Kysely } from 'kysely';
import { SYNONYM_GROUPS } from './robot-synonyms.data';
import { VOCABULARY_0025 } from './robot-vocabulary.data';
import { VOCABULARY_0027 } from './robot-vocabulary-0027.data';
import { afterChange, mergeVocabulary } from './vocabulary-merge';

/**
 * The words customers describe their situation with, joined to the robot's synonyms groups on installed and fresh
 * databases alike (0011 and 0025 seeded the groups). An administrator's edits stay: a word joins a group only where
 * the group lacks it (case aside), a group keeps its enabled flag, a word is dropped only from a group still exactly
 * as 0011 and 0025 left it, and a group the administrator deleted or renamed is not brought back. A new group is
 * added unless one of that name exists.
 */
export async function up(kysely: Kysely<unknown>): Promise<void> {
  await mergeVocabulary(kysely, VOCABULARY_0027, (name) => {
    const seeded = SYNONYM_GROUPS.find((g) => g.name === name)?.words;
    const change = VOCABULARY_0025.find((g) => g.name === name);
    return seeded || change ? afterChange(seeded ?? [], change) : undefined;
  });
}

/** The words stay: they cannot be told from an administrator's own after the fact. */
export async function down(): Promise<void> {}
