import type { Executor } from '../../db/database';
import type { RobotClaimsTable, RobotOrdersTable } from '../../db/tables/robot-orders.table';

export interface Page {
  pageNum: number;
  pageSize: number;
}

const offsetOf = (p: Page) => (p.pageNum - 1) * p.pageSize;

export const insertRobotOrder = (db: Executor, row: RobotOrdersTable) => db.insertInto('robot_orders').values(row).execute();

export const insertClaim = (db: Executor, row: RobotClaimsTable) => db.insertInto('robot_claims').values(row).execute();

/** A claim of the waybill still being handled: a second one for the same waybill would be a duplicate. */
export const findOpenClaim = (db: Executor, waybillNo: string) =>
  db.selectFrom('robot_claims').select(['claim_no', 'visitor_id']).where('waybill_no', '=', waybillNo).where('status', 'in', ['submitted', 'accepted']).executeTakeFirst();

/** The robot's messages (author 3) of one session, oldest first. */
export async function pageRobotMessages(db: Executor, sessionId: string, p: Page) {
  const base = db.selectFrom('chat_messages').where('session_id', '=', sessionId).where('author', '=', 3);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('seq').limit(p.pageSize).offset(offsetOf(p)).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export interface DistrictQuery extends Page {
  level?: number;
  parentCode?: string;
  keyword?: string;
}

export async function pageDistricts(db: Executor, q: DistrictQuery) {
  let base = db.selectFrom('districts');
  if (q.level !== undefined) base = base.where('level', '=', q.level);
  if (q.parentCode !== undefined) base = base.where('parent_code', '=', q.parentCode);
  if (q.keyword) base = base.where('name', 'like', `%${q.keyword.replace(/[%_\\]/g, '')}%`);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('code').limit(q.pageSize).offset(offsetOf(q)).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
