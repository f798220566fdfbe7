import type { WorkBillEventKind, WorkBillStatus } from '../../../../src/common/waybillRecords';

export type { WorkBillEventKind, WorkBillStatus }; // the column unions are the API's
/**
 * Waybill side records and work bills (tickets) of the workbench (migration 0006). Texts shown to users are
 * kept in both languages (`*_en`, `*_zh`); times are epoch milliseconds.
 */

/** A problem registered on a waybill by an outlet (damaged, delayed, refused, ...). */
export interface WaybillProblemsTable {
  id: string;
  waybill_no: string;
  problem_code: string;
  text_en: string;
  text_zh: string;
  org_code: string;
  /** open | closed */
  status: string;
  registered_at: number;
  closed_at: number | null;
}

/** An outlet or organisation of the network. */
export interface OrgOutletsTable {
  code: string;
  name_en: string;
  name_zh: string;
  /** kd express, ky freight */
  type: 'kd' | 'ky';
  province: string;
  city: string;
  address: string;
  phone: string;
  manager: string;
  parent_code: string | null;
  enabled: number;
}

/** Work bill type codes: a big type (parent_code null) and its small types. */
export interface WorkBillTypesTable {
  code: string;
  parent_code: string | null;
  name_en: string;
  name_zh: string;
  sort: number;
}


export interface WorkBillsTable {
  id: string;
  bill_no: string;
  waybill_no: string;
  session_id: string | null;
  big_type: string;
  small_type: string;
  complaint_dept: string;
  description: string;
  status: WorkBillStatus;
  urge_count: number;
  created_by: string;
  created_by_name: string;
  created_at: number;
  updated_at: number;
  invalid_reason: string | null;
}

/** The processing history of a work bill. */
export interface WorkBillEventsTable {
  id: string;
  work_bill_id: string;
  kind: WorkBillEventKind;
  note: string;
  actor_id: string;
  actor_name: string;
  created_at: number;
}

/** Attachment metadata; the bytes live under `config.uploadDir` by `storage_key`, never a client path. */
export interface WorkBillFilesTable {
  id: string;
  work_bill_id: string | null;
  name: string;
  mime: string;
  size: number;
  storage_key: string;
  uploaded_by: string;
  created_at: number;
}

/** Dictionary items by type (complaint departments, problem codes, abnormal kinds, ...). */
export interface DictDataTable {
  id: string;
  dict_type: string;
  code: string;
  name_en: string;
  name_zh: string;
  sort: number;
  enabled: number;
}

/** An abnormal event on a waybill at an outlet (scan missing, overweight, ...). */
export interface WaybillAbnormalsTable {
  id: string;
  waybill_no: string;
  org_code: string;
  abnormal_code: string;
  text_en: string;
  text_zh: string;
  created_at: number;
}

/** A customer-care warning raised against a department, usually about one waybill. */
export interface CcWarnMsgsTable {
  id: string;
  waybill_no: string | null;
  dept_code: string;
  /** 1 notice, 2 warning, 3 severe */
  level: number;
  text_en: string;
  text_zh: string;
  created_at: number;
}

/** A sales work order (pick-up booking, price enquiry, ...) of the sales system. */
export interface SaleWorkOrdersTable {
  id: string;
  order_no: string;
  waybill_no: string | null;
  customer_name: string;
  customer_phone: string;
  kind: string;
  status: string;
  content: string;
  created_at: number;
}

export interface WorkBillTables {
  waybill_problems: WaybillProblemsTable;
  org_outlets: OrgOutletsTable;
  work_bill_types: WorkBillTypesTable;
  work_bills: WorkBillsTable;
  work_bill_events: WorkBillEventsTable;
  work_bill_files: WorkBillFilesTable;
  dict_data: DictDataTable;
  waybill_abnormals: WaybillAbnormalsTable;
  cc_warn_msgs: CcWarnMsgsTable;
  sale_work_orders: SaleWorkOrdersTable;
}
