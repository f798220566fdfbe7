import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { ContactReasonsTable } from '../../db/tables/contact-reasons.table';
import { idIn } from '../../db/id-list';

export type ReasonRow = Pick<ContactReasonsTable, 'id' | 'parent_id' | 'name_en' | 'name_zh' | 'enabled' | 'sort'>;
const COLUMNS = ['id', 'parent_id', 'name_en', 'name_zh', 'enabled', 'sort'] as const;

export const findReason = (db: Executor, id: string): Promise<ReasonRow | undefined> =>
  db.selectFrom('contact_reasons').select(COLUMNS).where('id', '=', id).executeTakeFirst();

export const reasonsByIds = (db: Executor, ids: string[]): Promise<ReasonRow[]> =>
  ids.length ? db.selectFrom('contact_reasons').select(COLUMNS).where('id', 'in', ids).execute() : Promise.resolve([]);

/** Every reason, in the order pickers show them (top level by sort, then each one's sub-reasons by sort). */
export const allReasons = (db: Executor): Promise<ReasonRow[]> =>
  db.selectFrom('contact_reasons').select(COLUMNS).orderBy('sort').orderBy('name_en').orderBy('id').execute();

/** Reasons with the same parent and one of these names (another reason's, when `exceptId` is given). */
export async function siblingsNamed(db: Executor, parentId: string | null, nameEn: string, nameZh: string, exceptId: string | null) {
  let q = db
    .selectFrom('contact_reasons')
    .select(['id', 'name_en', 'name_zh'])
    .where((eb) => eb.or([eb('name_en', '=', nameEn), eb('name_zh', '=', nameZh)]));
  q = parentId === null ? q.where('parent_id', 'is', null) : q.where('parent_id', '=', parentId);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return q.execute();
}

export async function countChildren(db: Executor, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const r = await db.selectFrom('contact_reasons').select((eb) => eb.fn.countAll<number>().as('n')).where('parent_id', 'in', ids).executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function countUses(db: Executor, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const r = await db.selectFrom('session_reason').select((eb) => eb.fn.countAll<number>().as('n')).where('reason_id', 'in', ids).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The reasons set on each of these chats, with their parents' names, in picker order. */
export async function reasonsOfSessions(db: Executor, sessionIds: string[]) {
  if (!sessionIds.length) return [];
  return db
    .selectFrom('session_reason as sr')
    .innerJoin('contact_reasons as r', 'r.id', 'sr.reason_id')
    .leftJoin('contact_reasons as p', 'p.id', 'r.parent_id')
    .select(['sr.session_id as sessionId', 'r.id', 'r.name_en as nameEn', 'r.name_zh as nameZh', 'p.name_en as parentNameEn', 'p.name_zh as parentNameZh'])
    .where(idIn(db, 'sr.session_id', sessionIds))
    .orderBy('sr.session_id')
    // A sub-reason sits at its parent's place (a parent's sort, then the parent before its children).
    .orderBy(sql`coalesce(p.sort, r.sort)`)
    .orderBy(sql`coalesce(p.id, r.id)`)
    .orderBy(sql`case when p.id is null then 0 else 1 end`)
    .orderBy('r.sort')
    .orderBy('r.id')
    .execute();
}

/** Replaces the reasons of one chat. */
export async function replaceSessionReasons(db: Executor, sessionId: string, reasonIds: string[], by: string, at: number): Promise<void> {
  await db.deleteFrom('session_reason').where('session_id', '=', sessionId).execute();
  if (reasonIds.length) await db.insertInto('session_reason').values(reasonIds.map((reason_id) => ({ session_id: sessionId, reason_id, set_by: by, set_at: at }))).execute();
}

export async function hasReason(db: Executor, sessionId: string): Promise<boolean> {
  return (await db.selectFrom('session_reason').select('reason_id').where('session_id', '=', sessionId).limit(1).executeTakeFirst()) !== undefined;
}
