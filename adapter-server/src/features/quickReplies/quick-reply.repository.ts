import type { Executor } from '../../db/database';

export const findType = (db: Executor, id: string) =>
  db.selectFrom('quick_reply_types').select(['id', 'type', 'owner_user_id', 'parent_id']).where('id', '=', id).executeTakeFirst();

export const countRepliesOfTypes = async (db: Executor, typeIds: string[]) =>
  Number(
    (await db.selectFrom('quick_replies').select((eb) => eb.fn.countAll<number>().as('n')).where('type_id', 'in', typeIds).executeTakeFirstOrThrow()).n,
  );

export const countChildTypes = async (db: Executor, typeIds: string[]) =>
  Number(
    (await db.selectFrom('quick_reply_types').select((eb) => eb.fn.countAll<number>().as('n')).where('parent_id', 'in', typeIds).executeTakeFirstOrThrow()).n,
  );

/** The types one user may see of one kind: the common ones, or their own personal ones. */
export const typesOf = (db: Executor, type: number, ownerId: string | null) => {
  const q = db.selectFrom('quick_reply_types').selectAll().where('type', '=', type);
  return (ownerId === null ? q : q.where('owner_user_id', '=', ownerId)).orderBy('sort').orderBy('name').execute();
};

export const repliesOf = (db: Executor, type: number, ownerId: string | null) => {
  const q = db.selectFrom('quick_replies').select(['id', 'type_id', 'title', 'content', 'sort', 'click_count']).where('type', '=', type);
  return (ownerId === null ? q : q.where('owner_user_id', '=', ownerId)).orderBy('sort').orderBy('title').limit(2000).execute();
};
