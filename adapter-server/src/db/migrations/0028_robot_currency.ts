import type { Kysely } from 'kysely';
import { mergeVocabulary } from './vocabulary-merge';

/**
 * A synonyms group no Q&A entry is about: money exchange. "Rate" says price to the robot ("your rates to
 * Beijing"), so "what's the exchange rate for dollars today" was answered with the shipping fee; a word inside a
 * longer word of another group reads as the longer one's (see `robot-synonyms.ts`), so "exchange rate" now says this
 * group and no entry's. Added to installed and fresh databases, unless a group of that name exists.
 */
const CURRENCY_GROUP = { name: 'currency exchange', add: ['exchange rate', 'exchange rates', 'currency exchange', 'foreign exchange', 'forex', '汇率', '外汇', '换汇', '兑换率'] };

export async function up(kysely: Kysely<unknown>): Promise<void> {
  await mergeVocabulary(kysely, [CURRENCY_GROUP], () => undefined);
}

/** The group stays: an administrator may have edited it since. */
export async function down(): Promise<void> {}
