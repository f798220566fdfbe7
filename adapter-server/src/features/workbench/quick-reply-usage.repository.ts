import type { Executor } from '../../db/database';

/** A reply the user may use: a common one, or their own personal one. */
export const findUsableReply = (db: Executor, id: string, userId: string) =>
  db
    .selectFrom('quick_replies')
    .select(['id', 'click_count'])
    .where('id', '=', id)
    .where((eb) => eb.or([eb('type', '=', 0), eb.and([eb('type', '=', 1), eb('owner_user_id', '=', userId)])]))
    .executeTakeFirst();

export const countClick = (db: Executor, id: string) =>
  db
    .updateTable('quick_replies')
    .set((eb) => ({ click_count: eb('click_count', '+', 1) }))
    .where('id', '=', id)
    .execute();
