import type { Executor } from '../../db/database';

/** An entry as the help centre shows it. */
export interface HelpEntry {
  id: string;
  question: string;
  answer: string;
  classify: number;
  /** JSON [{id, title, url}] */
  links: string;
  updatedAt: number;
}

const COLUMNS = ['id', 'question', 'answer', 'classify', 'links', 'updated_at'] as const;

/** Enabled, published and within their validity window at `at`. */
const shown = (db: Executor, at: number) =>
  db
    .selectFrom('robot_qa')
    .select(COLUMNS)
    .where('enabled', '=', 1)
    .where('published', '=', 1)
    .where((eb) => eb.or([eb('valid_from', 'is', null), eb('valid_from', '<=', at)]))
    .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', at)]));

type Row = { id: string; question: string; answer: string; classify: number; links: string; updated_at: number };
const entryOf = (r: Row): HelpEntry => ({ id: r.id, question: r.question, answer: r.answer, classify: Number(r.classify), links: r.links, updatedAt: Number(r.updated_at) });

/** Every entry the help centre shows now, most asked first (the robot's hit count), then by question. */
export async function publishedEntries(db: Executor, at: number): Promise<HelpEntry[]> {
  return (await shown(db, at).orderBy('hits', 'desc').orderBy('question').execute()).map(entryOf);
}

export async function publishedEntry(db: Executor, id: string, at: number): Promise<HelpEntry | undefined> {
  const r = await shown(db, at).where('id', '=', id).executeTakeFirst();
  return r && entryOf(r);
}

/** Of these ids (the robot's ranking), the ones the help centre shows, in the given order. */
export async function publishedOf(db: Executor, ids: string[], at: number): Promise<HelpEntry[]> {
  if (!ids.length) return [];
  const rows = new Map((await shown(db, at).where('id', 'in', ids).execute()).map((r) => [r.id, entryOf(r)]));
  return ids.flatMap((id) => rows.get(id) ?? []);
}
