import type { Executor } from '../../db/database';
import type { OutletQuery, PageQuery } from './waybill-records';

const offsetOf = (p: PageQuery) => (p.pageNum - 1) * p.pageSize;

export const findWaybillFull = (db: Executor, no: string) =>
  db.selectFrom('waybills').selectAll().where('waybill_no', '=', no).executeTakeFirst();

export async function pageProblems(db: Executor, q: PageQuery & { waybillNo?: string; status?: string }) {
  let base = db.selectFrom('waybill_problems');
  if (q.waybillNo) base = base.where('waybill_no', '=', q.waybillNo);
  if (q.status) base = base.where('status', '=', q.status);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('registered_at', 'desc').orderBy('id').limit(q.pageSize).offset(offsetOf(q)).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const findOutlet = (db: Executor, code: string) =>
  db.selectFrom('org_outlets').selectAll().where('code', '=', code).executeTakeFirst();

export function listOutlets(db: Executor, q: OutletQuery, limit: number) {
  let query = db.selectFrom('org_outlets').selectAll().where('enabled', '=', 1);
  if (q.type) query = query.where('type', '=', q.type);
  if (q.city) query = query.where('city', '=', q.city);
  if (q.keyword) {
    // Wildcards are dropped rather than escaped: SQLite and PostgreSQL disagree on the default LIKE escape.
    // Lower-cased on both sides: PostgreSQL's LIKE is case-sensitive where SQLite's is not.
    const like = `%${q.keyword.replace(/[%_\\]/g, '').toLowerCase()}%`;
    query = query.where((eb) =>
      eb.or((['code', 'name_en', 'name_zh', 'city'] as const).map((c) => eb(eb.fn<string>('lower', [c]), 'like', like))),
    );
  }
  return query.orderBy('code').limit(limit).execute();
}

export async function pageAbnormals(db: Executor, q: PageQuery & { waybillNo?: string; orgCode?: string }) {
  let base = db.selectFrom('waybill_abnormals');
  if (q.waybillNo) base = base.where('waybill_no', '=', q.waybillNo);
  if (q.orgCode) base = base.where('org_code', '=', q.orgCode);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(q.pageSize).offset(offsetOf(q)).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function pageWarnsByDept(db: Executor, q: PageQuery & { deptCode: string }) {
  const base = db.selectFrom('cc_warn_msgs').where('dept_code', '=', q.deptCode);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(q.pageSize).offset(offsetOf(q)).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const listWarnsByWaybill = (db: Executor, waybillNo: string) =>
  db.selectFrom('cc_warn_msgs').selectAll().where('waybill_no', '=', waybillNo).orderBy('created_at', 'desc').limit(200).execute();

export async function pageSaleOrders(db: Executor, q: PageQuery & { waybillNo?: string; phone?: string; orderNo?: string }) {
  let base = db.selectFrom('sale_work_orders');
  if (q.waybillNo) base = base.where('waybill_no', '=', q.waybillNo);
  if (q.phone) base = base.where('customer_phone', '=', q.phone);
  if (q.orderNo) base = base.where('order_no', '=', q.orderNo);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(q.pageSize).offset(offsetOf(q)).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
