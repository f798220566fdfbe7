import type { Executor } from '../../db/database';
import type { WorkBillEventsTable, WorkBillFilesTable, WorkBillStatus, WorkBillsTable } from '../../db/tables/work-bill.table';

export type WorkBillRow = WorkBillsTable;

export interface WorkBillQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  status?: WorkBillStatus;
  bigType?: string;
  waybillNo?: string;
  sessionId?: string;
  /** Only this creator's bills (agents see their own). */
  createdBy?: string;
  from?: number;
  to?: number;
  sortField: 'createdAt' | 'updatedAt' | 'urgeCount';
  sortOrder: 'asc' | 'desc';
}

const SORT = { createdAt: 'created_at', updatedAt: 'updated_at', urgeCount: 'urge_count' } as const;

export async function pageWorkBills(db: Executor, q: WorkBillQuery) {
  let base = db.selectFrom('work_bills');
  if (q.status) base = base.where('status', '=', q.status);
  if (q.bigType) base = base.where('big_type', '=', q.bigType);
  if (q.waybillNo) base = base.where('waybill_no', '=', q.waybillNo);
  if (q.sessionId) base = base.where('session_id', '=', q.sessionId);
  if (q.createdBy) base = base.where('created_by', '=', q.createdBy);
  if (q.from !== undefined) base = base.where('created_at', '>=', q.from);
  if (q.to !== undefined) base = base.where('created_at', '<', q.to);
  if (q.keyword) {
    // Lower-cased on both sides: PostgreSQL's LIKE is case-sensitive where SQLite's is not.
    const like = `%${q.keyword.replace(/[%_\\]/g, '').toLowerCase()}%`;
    base = base.where((eb) => eb.or((['bill_no', 'waybill_no', 'description'] as const).map((c) => eb(eb.fn<string>('lower', [c]), 'like', like))));
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy(SORT[q.sortField], q.sortOrder)
      .orderBy('id', q.sortOrder)
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const findWorkBill = (db: Executor, id: string) => db.selectFrom('work_bills').selectAll().where('id', '=', id).executeTakeFirst();

export const insertWorkBill = (db: Executor, row: WorkBillRow) => db.insertInto('work_bills').values(row).execute();

/** Moves the bill only from the statuses given, so two concurrent actions cannot both apply. */
export async function updateWorkBillIf(db: Executor, id: string, from: WorkBillStatus[], patch: Partial<WorkBillRow>): Promise<boolean> {
  const r = await db.updateTable('work_bills').set(patch).where('id', '=', id).where('status', 'in', from).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function incrementUrge(db: Executor, id: string, at: number): Promise<boolean> {
  const r = await db
    .updateTable('work_bills')
    .set((eb) => ({ urge_count: eb('urge_count', '+', 1), updated_at: at }))
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'processing'])
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export const insertEvent = (db: Executor, row: WorkBillEventsTable) => db.insertInto('work_bill_events').values(row).execute();

export const listEvents = (db: Executor, workBillId: string) =>
  db.selectFrom('work_bill_events').selectAll().where('work_bill_id', '=', workBillId).orderBy('created_at').orderBy('id').execute();

export const listTypes = (db: Executor, parent: string | null) => {
  const q = db.selectFrom('work_bill_types').selectAll();
  return (parent === null ? q.where('parent_code', 'is', null) : q.where('parent_code', '=', parent)).orderBy('sort').execute();
};

export const findType = (db: Executor, code: string) => db.selectFrom('work_bill_types').selectAll().where('code', '=', code).executeTakeFirst();

export const listDict = (db: Executor, dictType: string) =>
  db.selectFrom('dict_data').selectAll().where('dict_type', '=', dictType).where('enabled', '=', 1).orderBy('sort').execute();

export const findDictItem = (db: Executor, dictType: string, code: string) =>
  db.selectFrom('dict_data').selectAll().where('dict_type', '=', dictType).where('code', '=', code).where('enabled', '=', 1).executeTakeFirst();

export const insertFile = (db: Executor, row: WorkBillFilesTable) => db.insertInto('work_bill_files').values(row).execute();

export const findFiles = (db: Executor, ids: string[]) =>
  ids.length ? db.selectFrom('work_bill_files').selectAll().where('id', 'in', ids).execute() : Promise.resolve([]);

export const listFilesOfBill = (db: Executor, workBillId: string) =>
  db.selectFrom('work_bill_files').selectAll().where('work_bill_id', '=', workBillId).orderBy('created_at').execute();

export async function attachFiles(db: Executor, ids: string[], workBillId: string, uploadedBy: string): Promise<number> {
  if (!ids.length) return 0;
  const r = await db
    .updateTable('work_bill_files')
    .set({ work_bill_id: workBillId })
    .where('id', 'in', ids)
    .where('work_bill_id', 'is', null)
    .where('uploaded_by', '=', uploadedBy)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export const listWorkBillTypes = (db: Executor) => db.selectFrom('work_bill_types').select(['code', 'name_en', 'name_zh']).execute();
