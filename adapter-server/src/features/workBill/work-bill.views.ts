import type { Executor } from '../../db/database';
import type { Bilingual, FileInfo, WorkBill, WorkBillEvent } from '../../../../src/common/waybillRecords';
import type { WorkBillEventsTable, WorkBillFilesTable } from '../../db/tables/work-bill.table';
import { listDict, listWorkBillTypes, type WorkBillRow } from './work-bill.repository';

/** Names for type and department codes, read once per call (both tables are small). */
export async function namesOf(db: Executor) {
  const [types, depts] = await Promise.all([listWorkBillTypes(db), listDict(db, 'complaint_dept')]);
  const map = (rows: { code: string; name_en: string; name_zh: string }[]) => new Map(rows.map((r) => [r.code, { en: r.name_en, zh: r.name_zh }]));
  return { types: map(types), depts: map(depts) };
}

type Names = Awaited<ReturnType<typeof namesOf>>;
const nameOr = (m: Map<string, Bilingual>, code: string): Bilingual => m.get(code) ?? { en: code, zh: code };

export const toWorkBillView = (names: Names) => (r: WorkBillRow): WorkBill => ({
  id: r.id,
  billNo: r.bill_no,
  waybillNo: r.waybill_no,
  sessionId: r.session_id,
  bigType: r.big_type,
  bigTypeName: nameOr(names.types, r.big_type),
  smallType: r.small_type,
  smallTypeName: nameOr(names.types, r.small_type),
  complaintDept: r.complaint_dept,
  complaintDeptName: nameOr(names.depts, r.complaint_dept),
  description: r.description,
  status: r.status,
  urgeCount: r.urge_count,
  createdBy: r.created_by,
  createdByName: r.created_by_name,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  invalidReason: r.invalid_reason,
});

export const toEventView = (r: WorkBillEventsTable): WorkBillEvent => ({
  id: r.id,
  kind: r.kind,
  note: r.note,
  actorName: r.actor_name,
  createdAt: r.created_at,
});

export const toFileInfo = (r: WorkBillFilesTable): FileInfo => ({
  id: r.id,
  workBillId: r.work_bill_id,
  name: r.name,
  mime: r.mime,
  size: r.size,
  createdAt: r.created_at,
});
