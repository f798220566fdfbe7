import type { Executor } from '../../db/database';
import type { RobotQaTable } from '../../db/tables/robot.table';

export const linksByIds = (db: Executor, ids: string[]) =>
  ids.length ? db.selectFrom('robot_links').select(['id', 'title', 'url']).where('id', 'in', ids).execute() : Promise.resolve([]);

export const enabledLinks = (db: Executor) =>
  db.selectFrom('robot_links').select(['id', 'title', 'url', 'kind']).where('enabled', '=', 1).orderBy('sort').orderBy('title').execute();

export const openTasks = (db: Executor) =>
  db.selectFrom('robot_tasks').select(['id', 'title', 'assignee', 'no_answer_id']).where('status', '=', 0).orderBy('updated_at', 'desc').limit(500).execute();

export const countQa = async (db: Executor) =>
  Number((await db.selectFrom('robot_qa').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

export const questionsTaken = async (db: Executor, questions: string[]) =>
  questions.length
    ? (await db.selectFrom('robot_qa').select('question').where('question', 'in', questions).execute()).map((r) => r.question)
    : [];

/** An import's row for a question already in the base: its content changes, its links, hits and creation stay. */
export const updateQaByQuestion = (db: Executor, question: string, patch: Partial<RobotQaTable>) =>
  db.updateTable('robot_qa').set(patch).where('question', '=', question).execute();

export async function insertQaRows(db: Executor, rows: RobotQaTable[]): Promise<void> {
  // Chunks keep each statement under SQLite's bound-parameter limit.
  for (let i = 0; i < rows.length; i += 50) await db.insertInto('robot_qa').values(rows.slice(i, i + 50)).execute();
}
