import type { Kysely } from 'kysely';
import { SYNONYM_GROUPS } from './robot-synonyms.data';
import { VOCABULARY_0025 } from './robot-vocabulary.data';
import { VOCABULARY_0027 } from './robot-vocabulary-0027.data';
import { afterChange, mergeVocabulary } from './vocabulary-merge';

/**
 * Words that say one group where they also hold another group's word (a word inside a longer word of another group
 * reads as the longer one's, `robot-synonyms.ts`), on installed and fresh databases, keeping an administrator's edits
 * as 0027 does:
 * - a new group no Q&A entry is about, money exchange: "rate" says price ("your rates to Beijing"), so "what's the
 *   exchange rate for dollars today" was answered with the shipping fee; "exchange rate" now says this group only;
 * - the basis of a price, as 0027 gave it in Chinese (按重量, 按大小): "by weight" asks how a price is worked out, not
 *   about an overweight parcel;
 * - refusing at the door: "not accept it at the door" is a refusal, not a question about door delivery;
 * - a recipient who moved (收件人搬家了, 搬家了): a new address, not a removal of furniture (搬家 alone says both).
 */
export const WORDS_0028 = [
  { name: 'currency exchange', add: ['exchange rate', 'exchange rates', 'currency exchange', 'foreign exchange', 'forex', '汇率', '外汇', '换汇', '兑换率'] },
  { name: 'price', add: ['by weight', 'by size', 'by volume', 'by the kilo', 'size or weight', 'weight or size'] },
  { name: 'refuse', add: ['accept it at the door', 'refuse it at the door', 'refuse at the door', 'turn it away at the door', 'send it back at the door', '门口拒收', '当面拒收'] },
  { name: 'change address', add: ['收件人搬家', '搬家了', '搬新家', '对方搬家', '他搬家', '她搬家', '家人搬家'] },
];

export async function up(kysely: Kysely<unknown>): Promise<void> {
  await mergeVocabulary(kysely, WORDS_0028, (name) => {
    const seeded = SYNONYM_GROUPS.find((g) => g.name === name)?.words;
    const changes = [VOCABULARY_0025, VOCABULARY_0027].map((v) => v.find((g) => g.name === name));
    return seeded || changes.some(Boolean) ? changes.reduce((words, change) => afterChange(words, change), seeded ?? []) : undefined;
  });
}

/** The words stay: they cannot be told from an administrator's own after the fact. */
export async function down(): Promise<void> {}
