import { randomInt } from 'node:crypto';
import type { ChatMessage } from '../../../../src/common/events';
import type { DB, Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { badRequest, refused, warning } from '../../http/envelope';
import { findLatestSessionOfVisitor, OPEN_STATUSES } from '../sessions/session.repository';
import type { VisitorRow } from '../conversations/visitor.repository';
import { toChatMessage } from '../messages/message.service';
import type { Waybill, WaybillService } from '../waybill/waybill.service';
import { findOpenClaim, insertClaim, insertRobotOrder, pageRobotMessages, type Page } from './robot-orders.repository';
import { logNoIntention } from './robot.repository';
import type { WordFilter } from './word-filter';
import type { ClaimInput, PickupOrderInput } from '../../../../src/common/robotOrders';

export interface Paged<T> {
  records: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** A number the visitor can read out on the phone: prefix, the UTC day, eight random digits. */
export const documentNo = (prefix: string, at: number) =>
  `${prefix}${new Date(at).toISOString().slice(0, 10).replace(/-/g, '')}${randomInt(0, 1e8).toString().padStart(8, '0')}`;

/** `im/robotMsg`: the robot's messages of the visitor's current (latest) session only. */
export async function robotMessages(db: Executor, visitor: VisitorRow, page: Page): Promise<Paged<ChatMessage> & { sessionId: string | null }> {
  const s = await findLatestSessionOfVisitor(db, visitor.id);
  if (!s) return { sessionId: null, records: [], total: 0, ...page };
  const { rows, total } = await pageRobotMessages(db, s.id, page);
  return { sessionId: s.id, records: rows.map(toChatMessage), total, ...page };
}

export const FALLBACK = {
  en: 'Sorry, I did not quite understand. Could you say it another way, pick a hot question, or ask for a human agent?',
  zh: '抱歉，我没有完全理解您的意思。您可以换个说法、选择热门问题，或者转人工客服。',
};

/** `qa/catchMsg`: what the robot could not place goes to the no-intention list, and the visitor gets a polite fallback. */
export async function catchMessage(db: Executor, words: WordFilter, visitor: VisitorRow, input: { content: string; channel?: number }) {
  const masked = (await words.mask(input.content)).text;
  const s = await findLatestSessionOfVisitor(db, visitor.id);
  const sessionId = s && OPEN_STATUSES.includes(s.status) ? s.id : null;
  const id = newId();
  await logNoIntention(db, { id, content: masked.slice(0, 500), visitor_id: visitor.id, session_id: sessionId, channel: input.channel ?? s?.channel ?? visitor.channel, created_at: Date.now() });
  return { id, sessionId, reply: FALLBACK, content: `${FALLBACK.en} / ${FALLBACK.zh}` };
}

const WEEK_MS = 7 * 24 * 3600_000;

/** `qa/doCreateOrder`: a pickup order for the visitor; answers its number. */
export async function createPickupOrder(db: DB, visitor: VisitorRow, input: PickupOrderInput, at = Date.now()) {
  if (input.pickupAt !== undefined && (input.pickupAt < at - 60_000 || input.pickupAt > at + WEEK_MS)) {
    throw badRequest('Invalid request body: pickupAt must be within the next 7 days', [{ field: 'pickupAt', message: 'must be within the next 7 days' }]);
  }
  if (input.senderPhone === input.receiverPhone && input.senderAddress === input.receiverAddress) {
    throw badRequest('Invalid request body: the receiver must differ from the sender', [{ field: 'receiverAddress', message: 'must differ from the sender address' }]);
  }
  const orderNo = documentNo('RO', at);
  await insertRobotOrder(db, {
    id: newId(),
    order_no: orderNo,
    visitor_id: visitor.id,
    sender_name: input.senderName,
    sender_phone: input.senderPhone,
    sender_address: input.senderAddress,
    receiver_name: input.receiverName,
    receiver_phone: input.receiverPhone,
    receiver_address: input.receiverAddress,
    goods: input.goods ?? '',
    weight_kg: input.weightKg ?? null,
    pickup_at: input.pickupAt ?? null,
    remark: input.remark ?? '',
    status: 'created',
    created_at: at,
  });
  return { orderNo, status: 'created', pickupAt: input.pickupAt ?? null, createdAt: at };
}

/** `qa/doBillReceipt`: the proof of delivery of a signed-for waybill (names and addresses masked). */
export function billReceipt(w: Waybill) {
  if (w.status !== 'delivered') throw refused(`Waybill ${w.waybillNo} has not been signed for yet / 运单 ${w.waybillNo} 尚未签收`, { waybillNo: w.waybillNo, status: w.status });
  const last = w.tracks[w.tracks.length - 1] ?? null;
  return {
    waybillNo: w.waybillNo,
    signed: true,
    signedBy: w.receiverName,
    signedAt: last?.at ?? null,
    signedCity: last?.city ?? w.receiverCity,
    receiverAddress: w.receiverAddress,
    proof: last?.text ?? null,
  };
}

/** `aics/flow/claim`: starts a claim for an existing waybill; one claim at a time per waybill. */
export async function startClaim(db: DB, waybills: WaybillService, visitor: VisitorRow, input: ClaimInput, at = Date.now()) {
  const w = await waybills.find(input.waybillNo);
  if (!w) throw refused(`No waybill ${input.waybillNo} was found; please check the number`);
  return db.transaction().execute(async (trx) => {
    const open = await findOpenClaim(trx, w.waybillNo);
    // Another visitor's claim number is never shown.
    if (open) throw warning('A claim for this waybill is already being handled', open.visitor_id === visitor.id ? { claimNo: open.claim_no } : null);
    const claimNo = documentNo('CL', at);
    await insertClaim(trx, { id: newId(), claim_no: claimNo, visitor_id: visitor.id, waybill_no: w.waybillNo, claim_type: input.claimType, amount: input.amount, description: input.description, contact_phone: input.contactPhone, status: 'submitted', created_at: at });
    return { claimNo, waybillNo: w.waybillNo, status: 'submitted', createdAt: at };
  });
}
