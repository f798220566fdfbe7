/** What the waybill and work bill calls answer (adapter-server `features/waybill`, `features/workBill`). */
export interface Bilingual {
  en: string;
  zh: string;
}

export interface Page<T> {
  records: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export type WaybillStatus = 'created' | 'collected' | 'in_transit' | 'delivering' | 'delivered' | 'exception';

export interface Track {
  at: number;
  city: string;
  text: Bilingual;
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
}

export interface WaybillProblem {
  id: string;
  problemCode: string;
  text: Bilingual;
  orgCode: string;
  status: 'open' | 'closed';
  registeredAt: number;
}

export interface WarnMsg {
  id: string;
  level: number;
  deptCode: string;
  text: Bilingual;
  createdAt: number;
}

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
  tracks: Track[];
  problems: WaybillProblem[];
  sendOutlet: Outlet | null;
  warnings: WarnMsg[];
}

export interface CodeName {
  code: string;
  name: Bilingual;
}

export type WorkBillStatus = 'pending' | 'processing' | 'handled' | 'invalid';

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
  createdByName: string;
  createdAt: number;
  updatedAt: number;
  invalidReason: string | null;
}

export interface WorkBillEvent {
  id: string;
  kind: 'create' | 'urge' | 'invalid' | 'handle';
  note: string;
  actorName: string;
  createdAt: number;
}

export interface FileInfo {
  id: string;
  name: string;
  mime: string;
  size: number;
  createdAt: number;
}

export interface WorkBillProcessing {
  workBill: WorkBill;
  events: WorkBillEvent[];
  files: FileInfo[];
}

export interface QuickReplyItem {
  id: string;
  title: string;
  content: string;
  clickCount: number;
}

export interface QuickReplyNode {
  id: string | null;
  name: string;
  children: QuickReplyNode[];
  replies: QuickReplyItem[];
}

export interface TransferAgent {
  id: string;
  nickname: string;
  username: string;
  fullOrgName: string;
  currentUsers: number;
  maxUsers: number;
  full: boolean;
}

export interface TransferCandidates {
  skillGroupId: string | null;
  groups: { id: string; name: string }[];
  agents: TransferAgent[];
}

export interface RouteNode {
  city: string;
  arrivedAt: number;
  leftAt: number | null;
}

export interface Abnormal {
  id: string;
  orgCode: string;
  abnormalCode: string;
  text: Bilingual;
  createdAt: number;
}

export interface SaleWorkOrder {
  id: string;
  orderNo: string;
  customerName: string;
  kind: string;
  status: string;
  content: string;
  createdAt: number;
}
