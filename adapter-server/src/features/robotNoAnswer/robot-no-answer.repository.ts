import type { Executor } from '../../db/database';

export const qaExists = async (db: Executor, id: string) =>
  !!(await db.selectFrom('robot_qa').select('id').where('id', '=', id).executeTakeFirst());

export const noAnswerExists = async (db: Executor, id: string) =>
  !!(await db.selectFrom('robot_no_answer').select('id').where('id', '=', id).executeTakeFirst());

export const selectableTasks = (db: Executor) =>
  db.selectFrom('robot_tasks').select(['id', 'title', 'status']).where('status', '=', 0).orderBy('updated_at', 'desc').limit(500).execute();
