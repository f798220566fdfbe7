import type { Kysely } from 'kysely';
import { SYNONYM_GROUPS } from './robot-synonyms.data';
import { VOCABULARY_0025 } from './robot-vocabulary.data';
import { mergeVocabulary } from './vocabulary-merge';

/**
 * More customer words in the robot's synonyms groups, on installed databases too (0011 seeds only fresh ones).
 * An administrator's edits stay: a word joins a group only where the group lacks it, a group keeps its enabled
 * flag, a word is dropped only from a group still exactly as 0011 seeded it, and a seeded group the administrator
 * deleted or renamed is not brought back. A new group is added unless one of that name exists.
 */
export async function up(kysely: Kysely<unknown>): Promise<void> {
  await mergeVocabulary(kysely, VOCABULARY_0025, (name) => SYNONYM_GROUPS.find((g) => g.name === name)?.words);
}

/** The words stay: they cannot be told from an administrator's own after the fact. */
export async function down(): Promise<void> {}
