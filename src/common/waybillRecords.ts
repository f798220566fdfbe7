/**
 * What the waybill and work-bill calls answer (api-contract.md `waybill/`, `workBill/`, `orgInfo/`, `baseoss/`): declared
 * once, for the server that builds these payloads and the workbench that reads them.
 */
import type { ChatMessage } from './events';

export interface Bilingual {
  en: string;
  zh: string;
}

/** A page as api-contract.md's list calls answer it. */
export interface Page<T> {
  records: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export type WaybillStatus = 'created' | 'collected' | 'in_transit' | 'delivering' | 'delivered' | 'exception';

export interface WaybillTrack {
  at: number;
  city: string;
  text: Bilingual;
}

/** A waybill as staff see it: nothing masked (agents need the phones to help the customer). */
export interface WaybillDetail {
  waybillNo: string;
  type: 'kd' | 'ky';
  orderNo: string | null;
  senderName: string;
  senderPhone: string;
  senderCity: string;
  senderAddress: string;
  receiverName: string;
  receiverPhone: string;
  receiverCity: string;
  receiverAddress: string;
  sendOrg: string;
  weightKg: number;
  fee: number;
  collectAmount: number;
  status: WaybillStatus;
  estimatedDeliveryAt: number | null;
  createdAt: number;
}

/** `waybill/getWayBillInfoDetail`: the waybill with what the panel shows beside it, in one answer. */
export interface WaybillInfoDetail extends WaybillDetail {
  tracks: WaybillTrack[];
  problems: WaybillProblem[];
  sendOutlet: Outlet | null;
  warnings: WarnMsg[];
}

export interface WaybillTracks {
  waybillNo: string;
  type: 'kd' | 'ky';
  status: WaybillStatus;
  /** Newest first. */
  tracks: WaybillTrack[];
}

export interface RouteNode {
  city: string;
  arrivedAt: number;
  leftAt: number | null;
}

export interface WaybillProblem {
  id: string;
  waybillNo: string;
  problemCode: string;
  text: Bilingual;
  orgCode: string;
  status: 'open' | 'closed';
  registeredAt: number;
  closedAt: number | null;
}

export interface Outlet {
  code: string;
  name: Bilingual;
  type: 'kd' | 'ky';
  province: string;
  city: string;
  address: string;
  phone: string;
  manager: string;
  parentCode: string | null;
}

export interface Abnormal {
  id: string;
  waybillNo: string;
  orgCode: string;
  abnormalCode: string;
  text: Bilingual;
  createdAt: number;
}

export interface WarnMsg {
  id: string;
  waybillNo: string | null;
  deptCode: string;
  level: number;
  text: Bilingual;
  createdAt: number;
}

export interface SaleWorkOrder {
  id: string;
  orderNo: string;
  waybillNo: string | null;
  customerName: string;
  customerPhone: string;
  kind: string;
  status: string;
  content: string;
  createdAt: number;
}

export interface CodeName {
  code: string;
  name: Bilingual;
}

export type WorkBillStatus = 'pending' | 'processing' | 'handled' | 'invalid';
export type WorkBillEventKind = 'create' | 'urge' | 'invalid' | 'handle';

export interface WorkBill {
  id: string;
  billNo: string;
  waybillNo: string;
  sessionId: string | null;
  bigType: string;
  bigTypeName: Bilingual;
  smallType: string;
  smallTypeName: Bilingual;
  complaintDept: string;
  complaintDeptName: Bilingual;
  description: string;
  status: WorkBillStatus;
  urgeCount: number;
  createdBy: string;
  createdByName: string;
  createdAt: number;
  updatedAt: number;
  invalidReason: string | null;
}

export interface WorkBillEvent {
  id: string;
  kind: WorkBillEventKind;
  note: string;
  actorName: string;
  createdAt: number;
}

export interface FileInfo {
  id: string;
  workBillId: string | null;
  name: string;
  mime: string;
  size: number;
  createdAt: number;
}

/** The conversation a work bill was created from, as staff read it (internal notes included), oldest first. */
export interface WorkBillConversation {
  messages: ChatMessage[];
  /** false: the session is longer than the page shows; these are its newest messages. */
  complete: boolean;
}

/** `workBill/queryWorkBillProcessing`: the bill, its history, its attachments and the chat it came from. */
export interface WorkBillProcessing {
  workBill: WorkBill;
  events: WorkBillEvent[];
  files: FileInfo[];
  /** null: the bill was created without a chat. */
  conversation: WorkBillConversation | null;
}
