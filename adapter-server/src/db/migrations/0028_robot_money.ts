import type { Kysely } from 'kysely';
import { SYNONYM_GROUPS } from './robot-synonyms.data';
import { VOCABULARY_0025 } from './robot-vocabulary.data';
import { VOCABULARY_0027 } from './robot-vocabulary-0027.data';
import { afterChange, mergeVocabulary } from './vocabulary-merge';

/**
 * Money words the price group lacked or shared. A new group no Q&A entry is about, money exchange: "rate" says
 * price to the robot ("your rates to Beijing"), so "what's the exchange rate for dollars today" was answered with
 * the shipping fee; a word inside a longer word of another group reads as the longer one's (`robot-synonyms.ts`), so
 * "exchange rate" now says this group and no entry's. And the basis of a price, as 0027 gave it in Chinese (按重量,
 * 按大小): "by weight" asks how a price is worked out, not about an overweight parcel. On installed and fresh
 * databases, keeping an administrator's edits as 0027 does.
 */
const MONEY = [
  { name: 'currency exchange', add: ['exchange rate', 'exchange rates', 'currency exchange', 'foreign exchange', 'forex', '汇率', '外汇', '换汇', '兑换率'] },
  { name: 'price', add: ['by weight', 'by size', 'by volume', 'by the kilo', 'size or weight', 'weight or size'] },
];

export async function up(kysely: Kysely<unknown>): Promise<void> {
  await mergeVocabulary(kysely, MONEY, (name) => {
    const seeded = SYNONYM_GROUPS.find((g) => g.name === name)?.words;
    const changes = [VOCABULARY_0025, VOCABULARY_0027].map((v) => v.find((g) => g.name === name));
    return seeded || changes.some(Boolean) ? changes.reduce((words, change) => afterChange(words, change), seeded ?? []) : undefined;
  });
}

/** The words stay: they cannot be told from an administrator's own after the fact. */
export async function down(): Promise<void> {}
