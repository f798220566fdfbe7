import type { Kysely } from 'kysely';
import { newId } from '../ids';

type Db = Kysely<{ robot_synonyms: { id: string; name: string; words: string; enabled: number; created_at: number; updated_at: number } }>;

/** What a migration brings to one synonyms group: `add` joins it where it lacks a word, `drop` leaves an untouched one. */
interface VocabularyChange {
  name: string;
  add: string[];
  drop?: string[];
}

const key = (w: string) => w.normalize('NFKC').trim().toLowerCase();

/**
 * Joins a migration's words to the robot's synonyms groups on installed and fresh databases alike, keeping an
 * administrator's edits: a word joins a group only where the group lacks it (case aside), a group keeps its enabled
 * flag, a word is dropped only from a group whose words are still exactly `earlier(name)` (the group as the
 * migrations before left it), and a group the earlier migrations made that the administrator deleted or renamed is
 * not brought back. A group they did not make is added unless one of that name exists.
 */
export async function mergeVocabulary(kysely: Kysely<unknown>, changes: VocabularyChange[], earlier: (name: string) => string[] | undefined): Promise<void> {
  const db = kysely as Db;
  const rows = await db.selectFrom('robot_synonyms').select(['id', 'name', 'words']).execute();
  const at = Date.now();
  for (const v of changes) {
    const row = rows.find((r) => r.name === v.name);
    const before = earlier(v.name);
    if (!row) {
      if (!before) await db.insertInto('robot_synonyms').values({ id: newId(), name: v.name, words: JSON.stringify(v.add), enabled: 1, created_at: at, updated_at: at }).execute();
      continue;
    }
    const now = parseWords(row.words);
    const words = applied(now, v.add, before && sameWords(now, before) ? (v.drop ?? []) : []);
    if (JSON.stringify(words) !== JSON.stringify(now)) await db.updateTable('robot_synonyms').set({ words: JSON.stringify(words), updated_at: at }).where('id', '=', row.id).execute();
  }
}

/** A group's words after a change, as `mergeVocabulary` leaves a group that was untouched before it. */
export const afterChange = (words: string[], change: VocabularyChange | undefined): string[] => (change ? applied(words, change.add, change.drop ?? []) : words);

/** `words` less `drop`, then with each word of `add` it lacks (case aside), in order. */
function applied(words: string[], add: string[], drop: string[]): string[] {
  const dropped = new Set(drop.map(key));
  const out = words.filter((w) => !dropped.has(key(w)));
  const held = new Set(out.map(key));
  for (const w of add) {
    if (held.has(key(w))) continue;
    held.add(key(w));
    out.push(w);
  }
  return out;
}

const sameWords = (a: string[], b: string[]) => {
  const x = new Set(a.map(key));
  const y = new Set(b.map(key));
  return x.size === y.size && [...x].every((w) => y.has(w));
};

function parseWords(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((w): w is string => typeof w === 'string') : [];
  } catch {
    return [];
  }
}
