import type { Kysely } from 'kysely';
import { newId } from '../ids';
import { SYNONYM_GROUPS } from './robot-synonyms.data';
import { VOCABULARY_0025 } from './robot-vocabulary.data';
import { VOCABULARY_0027 } from './robot-vocabulary-0027.data';

type Db = Kysely<{ robot_synonyms: { id: string; name: string; words: string; enabled: number; created_at: number; updated_at: number } }>;

const key = (w: string) => w.normalize('NFKC').trim().toLowerCase();

/** A group's words as 0011 and 0025 left them, as keys: a group still so was not edited by an administrator. */
function seededWords(name: string): Set<string> {
  const v = VOCABULARY_0025.find((g) => g.name === name);
  const drop = new Set((v?.drop ?? []).map(key));
  return new Set([...(SYNONYM_GROUPS.find((g) => g.name === name)?.words ?? []), ...(v?.add ?? [])].map(key).filter((w) => !drop.has(w)));
}

/**
 * The words customers describe their situation with, joined to the robot's synonyms groups on installed and fresh
 * databases alike (0011 and 0025 seeded the groups). An administrator's edits stay: a word joins a group only where
 * the group lacks it (case aside), a group keeps its enabled flag, a word is dropped only from a group still exactly
 * as 0011 and 0025 left it, and a group the administrator deleted or renamed is not brought back. A new group is
 * added unless one of that name exists.
 */
export async function up(kysely: Kysely<unknown>): Promise<void> {
  const db = kysely as Db;
  const rows = await db.selectFrom('robot_synonyms').select(['id', 'name', 'words']).execute();
  const at = Date.now();
  for (const v of VOCABULARY_0027) {
    const row = rows.find((r) => r.name === v.name);
    if (!row) {
      const earlier = SYNONYM_GROUPS.some((g) => g.name === v.name) || VOCABULARY_0025.some((g) => g.name === v.name);
      if (!earlier) await db.insertInto('robot_synonyms').values({ id: newId(), name: v.name, words: JSON.stringify(v.add), enabled: 1, created_at: at, updated_at: at }).execute();
      continue;
    }
    const before = parseWords(row.words);
    const seeded = seededWords(v.name);
    const untouched = before.length === seeded.size && before.every((w) => seeded.has(key(w)));
    const drop = new Set(untouched ? (v.drop ?? []).map(key) : []);
    const words = before.filter((w) => !drop.has(key(w)));
    const held = new Set(words.map(key));
    for (const w of v.add) {
      if (held.has(key(w))) continue;
      held.add(key(w));
      words.push(w);
    }
    if (JSON.stringify(words) !== JSON.stringify(before)) await db.updateTable('robot_synonyms').set({ words: JSON.stringify(words), updated_at: at }).where('id', '=', row.id).execute();
  }
}

function parseWords(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((w): w is string => typeof w === 'string') : [];
  } catch {
    return [];
  }
}

/** The words stay: they cannot be told from an administrator's own after the fact. */
export async function down(): Promise<void> {}
