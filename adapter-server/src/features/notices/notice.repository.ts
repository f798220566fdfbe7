import type { Executor } from '../../db/database';

export const pushNotice = (db: Executor, id: string, at: number) =>
  db.updateTable('notices').set({ status: 1, pushed_at: at, updated_at: at }).where('id', '=', id).executeTakeFirst();
