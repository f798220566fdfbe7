import type {
  CcWarnMsgsTable,
  OrgOutletsTable,
  SaleWorkOrdersTable,
  WaybillAbnormalsTable,
  WaybillProblemsTable,
} from '../../db/tables/work-bill.table';
import type { Abnormal, Outlet, SaleWorkOrder, WarnMsg, WaybillProblem } from '../../../../src/common/waybillRecords';

export const toProblem = (r: WaybillProblemsTable): WaybillProblem => ({
  id: r.id,
  waybillNo: r.waybill_no,
  problemCode: r.problem_code,
  text: { en: r.text_en, zh: r.text_zh },
  orgCode: r.org_code,
  status: r.status === 'closed' ? 'closed' : 'open',
  registeredAt: r.registered_at,
  closedAt: r.closed_at,
});

export const toOutlet = (r: OrgOutletsTable): Outlet => ({
  code: r.code,
  name: { en: r.name_en, zh: r.name_zh },
  type: r.type,
  province: r.province,
  city: r.city,
  address: r.address,
  phone: r.phone,
  manager: r.manager,
  parentCode: r.parent_code,
});

export const toAbnormal = (r: WaybillAbnormalsTable): Abnormal => ({
  id: r.id,
  waybillNo: r.waybill_no,
  orgCode: r.org_code,
  abnormalCode: r.abnormal_code,
  text: { en: r.text_en, zh: r.text_zh },
  createdAt: r.created_at,
});

export const toWarn = (r: CcWarnMsgsTable): WarnMsg => ({
  id: r.id,
  waybillNo: r.waybill_no,
  deptCode: r.dept_code,
  level: r.level,
  text: { en: r.text_en, zh: r.text_zh },
  createdAt: r.created_at,
});

export const toSaleOrder = (r: SaleWorkOrdersTable): SaleWorkOrder => ({
  id: r.id,
  orderNo: r.order_no,
  waybillNo: r.waybill_no,
  customerName: r.customer_name,
  customerPhone: r.customer_phone,
  kind: r.kind,
  status: r.status,
  content: r.content,
  createdAt: r.created_at,
});
