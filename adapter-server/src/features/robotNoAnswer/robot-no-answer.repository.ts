import type { Executor } from '../../db/database';

export const qaExists = async (db: Executor, id: string) =>
  !!(await db.selectFrom('robot_qa').select('id').where('id', '=', id).executeTakeFirst());

export const noAnswerExists = async (db: Executor, id: string) =>
  !!(await db.selectFrom('robot_no_answer').select('id').where('id', '=', id).executeTakeFirst());

export const selectableTasks = (db: Executor) =>
  db.selectFrom('robot_tasks').select(['id', 'title', 'status']).where('status', '=', 0).orderBy('updated_at', 'desc').limit(500).execute();

export const findNoAnswer = (db: Executor, id: string) => db.selectFrom('robot_no_answer').select(['id', 'question', 'status']).where('id', '=', id).executeTakeFirst();

/** The entries visitors picked among the suggestions for this question, most picked first. */
export const picksFor = (db: Executor, question: string) =>
  db.selectFrom('robot_suggestion_picks').select(['qa_id', 'count']).where('question', '=', question).orderBy('count', 'desc').limit(5).execute();

export const qaQuestions = async (db: Executor, ids: string[]) =>
  ids.length ? db.selectFrom('robot_qa').select(['id', 'question', 'similar_questions']).where('id', 'in', ids).execute() : [];

/** The limits of an entry's similar questions (the schema's `similarQuestions`). */
export const SIMILAR_LIMITS = { items: 20, length: 200 };

/**
 * Adds `phrasing` to an entry's similar questions (once): 'added', 'known' when the entry already asks it so,
 * 'full' when the entry holds as many as it may, 'missing' when there is no such entry.
 */
export async function teachSimilar(db: Executor, qaId: string, phrasing: string, at: number): Promise<'added' | 'known' | 'full' | 'missing'> {
  const qa = await db.selectFrom('robot_qa').select(['question', 'similar_questions']).where('id', '=', qaId).executeTakeFirst();
  if (!qa) return 'missing';
  const similar = JSON.parse(qa.similar_questions) as string[];
  const same = (s: string) => s.trim().toLowerCase() === phrasing.trim().toLowerCase();
  if (same(qa.question) || similar.some(same)) return 'known';
  if (similar.length >= SIMILAR_LIMITS.items) return 'full';
  await db.updateTable('robot_qa').set({ similar_questions: JSON.stringify([...similar, phrasing.trim()]), updated_at: at }).where('id', '=', qaId).execute();
  return 'added';
}
