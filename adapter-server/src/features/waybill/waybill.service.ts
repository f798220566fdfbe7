import type { Executor } from '../../db/database';
import type { WaybillStatus, WaybillTrack } from '../../../../src/common/waybillRecords';
import { findWaybillByOrder, findWaybillRow, findWaybillsByPhone, type WaybillRow } from './waybill.repository';

/** A waybill as the visitor may see it: names, phones and street addresses are masked. */
export interface Waybill {
  waybillNo: string;
  type: 'kd' | 'ky';
  orderNo: string | null;
  senderName: string;
  senderCity: string;
  receiverName: string;
  receiverPhone: string;
  receiverCity: string;
  receiverAddress: string;
  sendOrg: string;
  weightKg: number;
  fee: number;
  collectAmount: number;
  status: WaybillStatus;
  tracks: WaybillTrack[];
  estimatedDeliveryAt: number | null;
}

/**
 * Where the robot (and later the workbench) looks waybills up. The embedded implementation reads the seeded
 * `waybills` table; the workbench issue plugs the company's waybill system in behind the same interface.
 */
export interface WaybillService {
  find(waybillNo: string): Promise<Waybill | null>;
  findByOrder(orderNo: string): Promise<Waybill | null>;
  findByPhone(phone: string): Promise<Waybill[]>;
}

const MOBILE_RE = /^1[3-9]\d{9}$/;

export { findWaybillNumbers } from '../../../../src/common/waybillNo';

export const isMobile = (text: string) => MOBILE_RE.test(text);

const maskName = (s: string) => (s.length <= 1 ? '*' : s[0] + '*'.repeat(Math.min(s.length - 1, 3)));
const maskPhone = (s: string) => (s.length >= 7 ? `${s.slice(0, 3)}****${s.slice(-4)}` : '****');
const maskAddress = (s: string) => (s.length <= 6 ? s : `${s.slice(0, 6)}****`);

/** Tracks as stored (JSON, oldest first); a damaged value reads as none rather than failing the lookup. */
export const parseTracks = (json: string): WaybillTrack[] => {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? (v as WaybillTrack[]) : [];
  } catch {
    return [];
  }
};

export const toWaybill = (r: WaybillRow): Waybill => ({
  waybillNo: r.waybill_no,
  type: r.type,
  orderNo: r.order_no,
  senderName: maskName(r.sender_name),
  senderCity: r.sender_city,
  receiverName: maskName(r.receiver_name),
  receiverPhone: maskPhone(r.receiver_phone),
  receiverCity: r.receiver_city,
  receiverAddress: maskAddress(r.receiver_address),
  sendOrg: r.send_org,
  weightKg: r.weight_kg,
  fee: r.fee,
  collectAmount: r.collect_amount,
  status: r.status,
  tracks: parseTracks(r.tracks),
  estimatedDeliveryAt: r.estimated_delivery_at,
});

export class EmbeddedWaybillService implements WaybillService {
  constructor(private readonly db: Executor) {}

  async find(waybillNo: string): Promise<Waybill | null> {
    const r = await findWaybillRow(this.db, waybillNo.toUpperCase());
    return r ? toWaybill(r) : null;
  }

  async findByOrder(orderNo: string): Promise<Waybill | null> {
    const r = await findWaybillByOrder(this.db, orderNo);
    return r ? toWaybill(r) : null;
  }

  async findByPhone(phone: string): Promise<Waybill[]> {
    return (await findWaybillsByPhone(this.db, phone, 10)).map(toWaybill);
  }
}
