import type { WaybillStatus } from '../../db/tables/robot.table';
import type { WaybillTrack } from './waybill.service';

/** A page as API.md lists answer it. */
export interface Page<T> {
  records: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

export interface Bilingual {
  en: string;
  zh: string;
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

export interface OutletQuery {
  keyword?: string;
  type?: 'kd' | 'ky';
  city?: string;
}
