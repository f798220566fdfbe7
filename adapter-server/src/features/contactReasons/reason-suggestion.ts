import { AUTHOR } from '../../../../src/common/events';
import { findWaybillNos } from '../../../../src/common/waybillNo';
import type { WaybillStatus } from '../../../../src/common/waybillRecords';
import type { Executor } from '../../db/database';
import type { WaybillDeskService } from '../waybill/waybill-desk.service';
import { offeredReasons, type ReasonView } from './session-reason.service';

/**
 * Which reason (by its English name, top-level then sub-reason) a waybill's state or the robot's class of the
 * question points to. Names the administrators renamed or removed simply suggest nothing.
 */
const BY_STATE: Record<WaybillStatus, [string, string?]> = {
  created: ['Pickup'],
  collected: ['Where is my parcel'],
  in_transit: ['Where is my parcel'],
  delivering: ['Where is my parcel', 'Delivery time estimate'],
  delivered: ['Where is my parcel', 'Shown as delivered, not received'],
  exception: ['Delay'],
};
/** Robot QA classes (product.md §3): 4 parcel lookup, 3 fee, 2 sending. */
const BY_CLASS: Record<number, [string, string?]> = { 4: ['Where is my parcel'], 3: ['Fees'], 2: ['Pickup'] };

const parseExtra = (raw: string | null): { qaId?: unknown } => {
  try {
    return raw ? (JSON.parse(raw) as { qaId?: unknown }) : {};
  } catch {
    return {};
  }
};

/** The chat's newest waybill state (a number the visitor wrote), else the class of the robot's newest answer. */
async function hintOf(db: Executor, desk: WaybillDeskService, sessionId: string): Promise<[string, string?] | null> {
  const rows = await db.selectFrom('chat_messages').select(['author', 'content', 'extra']).where('session_id', '=', sessionId).orderBy('seq', 'desc').limit(200).execute();
  const no = rows.flatMap((m) => (m.author === AUTHOR.customer ? findWaybillNos(m.content) : []))[0]?.no;
  const detail = no ? await desk.detail(no).catch(() => null) : null;
  if (detail) return BY_STATE[detail.status];
  const qaId = rows.map((m) => (m.author === AUTHOR.robot ? parseExtra(m.extra).qaId : undefined)).find((id): id is string => typeof id === 'string');
  const qa = qaId ? await db.selectFrom('robot_qa').select('classify').where('id', '=', qaId).executeTakeFirst() : undefined;
  return qa ? (BY_CLASS[qa.classify] ?? null) : null;
}

/** A reason to suggest for the chat (an offered one), or null. */
export async function suggestReason(db: Executor, desk: WaybillDeskService, sessionId: string): Promise<ReasonView | null> {
  const hint = await hintOf(db, desk, sessionId);
  if (!hint) return null;
  const offered = await offeredReasons(db);
  const top = offered.find((r) => r.parentId === null && r.nameEn === hint[0]);
  if (!top) return null;
  const child = hint[1] ? offered.find((r) => r.parentId === top.id && r.nameEn === hint[1]) : undefined;
  const pick = child ?? top;
  return { id: pick.id, nameEn: pick.nameEn, nameZh: pick.nameZh, parentNameEn: child ? top.nameEn : null, parentNameZh: child ? top.nameZh : null };
}
