import type { PickupOrderInput } from '../../common/robotOrders';
import { lengthIn, PHONE_RE, type FieldErrors } from './formRules';

export interface Area {
  code: string;
  name: string;
}

/** Province, city and district as picked from `ccos/area/queryDistrictByPage`. */
export interface Region {
  province: Area | null;
  city: Area | null;
  district: Area | null;
}

export interface Party {
  name: string;
  phone: string;
  region: Region;
  detail: string;
}

export interface PickupValues {
  sender: Party;
  receiver: Party;
  goods: string;
  /** The start of the chosen slot (ms), or '' for "as soon as possible". */
  pickupAt: string;
}

export type PickupField = 'senderName' | 'senderPhone' | 'senderRegion' | 'senderDetail' | 'receiverName' | 'receiverPhone' | 'receiverRegion' | 'receiverDetail' | 'goods' | 'pickupAt';

const emptyRegion = (): Region => ({ province: null, city: null, district: null });
const emptyParty = (): Party => ({ name: '', phone: '', region: emptyRegion(), detail: '' });
export const emptyPickup = (): PickupValues => ({ sender: emptyParty(), receiver: emptyParty(), goods: '', pickupAt: '' });

/** The address as the courier reads it: the region's names, then the street. */
const fullAddress = (p: Party) => `${p.region.province?.name ?? ''}${p.region.city?.name ?? ''}${p.region.district?.name ?? ''}${p.detail.trim()}`;

const WEEK_MS = 7 * 24 * 3600_000;

function checkParty(p: Party, prefix: 'sender' | 'receiver', errors: FieldErrors<PickupField>) {
  if (!lengthIn(p.name, 1, 64)) errors[`${prefix}Name`] = { key: 'errName' };
  if (!PHONE_RE.test(p.phone.trim())) errors[`${prefix}Phone`] = { key: 'errPhone' };
  if (!p.region.province || !p.region.city || !p.region.district) errors[`${prefix}Region`] = { key: 'errRegion' };
  if (!lengthIn(p.detail, 2, 200)) errors[`${prefix}Detail`] = { key: 'errDetail' };
}

/** The browser's check of the pickup form, the same rules as the server's plus the ones the form adds (goods). */
export function validatePickup(v: PickupValues, now = Date.now()): FieldErrors<PickupField> {
  const errors: FieldErrors<PickupField> = {};
  checkParty(v.sender, 'sender', errors);
  checkParty(v.receiver, 'receiver', errors);
  if (!errors.receiverDetail && v.sender.phone.trim() === v.receiver.phone.trim() && fullAddress(v.sender) === fullAddress(v.receiver)) {
    errors.receiverDetail = { key: 'errSameAddress' };
  }
  if (!lengthIn(v.goods, 1, 128)) errors.goods = { key: 'errGoods' };
  if (v.pickupAt) {
    const at = Number(v.pickupAt);
    if (!Number.isFinite(at) || at < now - 60_000 || at > now + WEEK_MS) errors.pickupAt = { key: 'errPickupAt' };
  }
  return errors;
}

export function pickupPayload(v: PickupValues): PickupOrderInput {
  return {
    senderName: v.sender.name.trim(),
    senderPhone: v.sender.phone.trim(),
    senderAddress: fullAddress(v.sender),
    receiverName: v.receiver.name.trim(),
    receiverPhone: v.receiver.phone.trim(),
    receiverAddress: fullAddress(v.receiver),
    goods: v.goods.trim(),
    ...(v.pickupAt ? { pickupAt: Number(v.pickupAt) } : {}),
  };
}

/** Where a server field error of `qa/doCreateOrder` shows on the form. */
export function pickupFieldOf(field: string, message: string): { field: PickupField; key?: 'errSameAddress' | 'errPickupAt' | 'errName' | 'errPhone' | 'errDetail' | 'errGoods' } | null {
  const m = /^(sender|receiver)(Name|Phone|Address)$/.exec(field);
  if (m) {
    const party = m[1] as 'sender' | 'receiver';
    if (m[2] === 'Address') return { field: `${party}Detail`, key: /differ/.test(message) ? 'errSameAddress' : 'errDetail' };
    return { field: `${party}${m[2] as 'Name' | 'Phone'}`, key: m[2] === 'Name' ? 'errName' : 'errPhone' };
  }
  if (field === 'pickupAt') return { field, key: 'errPickupAt' };
  if (field === 'goods') return { field, key: 'errGoods' };
  return null;
}

export interface Slot {
  at: number;
  /** 0 today, 1 tomorrow, 2 the day after. */
  day: number;
  from: string;
  to: string;
}

const SLOT_HOURS = [9, 11, 13, 15, 17];

/** Two-hour pickup windows over the next three days, those already begun left out. */
export function pickupSlots(now = Date.now()): Slot[] {
  const out: Slot[] = [];
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  for (let day = 0; day < 3; day++) {
    for (const h of SLOT_HOURS) {
      const d = new Date(start);
      d.setDate(start.getDate() + day);
      d.setHours(h);
      if (d.getTime() > now) out.push({ at: d.getTime(), day, from: `${String(h).padStart(2, '0')}:00`, to: `${String(h + 2).padStart(2, '0')}:00` });
    }
  }
  return out;
}
