import { AUTHOR } from '../../../../src/common/events';
import { findWaybillNos } from '../../../../src/common/waybillNo';
import type { DB } from '../../db/database';
import { forbidden } from '../../http/envelope';
import { reasonsBySession } from '../contactReasons/session-reason.service';
import { customerBlacklisted, customerFigures, customerHasSession, customerSessions, customerVisitorTexts, customerWorkBills } from '../customers/customer.repository';
import { customerOfVisitor } from '../customers/customer.service';
import type { SessionRow } from '../sessions/session.repository';
import type { WaybillDeskService } from '../waybill/waybill-desk.service';

const SESSIONS = 50;
const WAYBILLS = 10;

const maskPhone = (p: string | null) => (p && p.length >= 7 ? `${p.slice(0, 3)}****${p.slice(-4)}` : p);

/** The customer of a chat the agent may see (the caller checked that), made when missing. */
export async function customerOfSession(db: DB, s: SessionRow) {
  const c = await customerOfVisitor(db, s.visitor_id);
  if (!c) throw forbidden('No such session');
  return c;
}

/**
 * What the workbench's Customer panel shows of a chat's customer: who they are, their other chats newest first
 * (with agent, contact reasons and rating), the waybill numbers their visitors wrote (with the waybill's state
 * when the waybill service knows it) and the work bills opened on their chats.
 */
export async function customerPanel(db: DB, desk: WaybillDeskService, s: SessionRow, at = Date.now()) {
  const c = await customerOfSession(db, s);
  const [sessions, figures, blacklisted] = await Promise.all([customerSessions(db, c.id, SESSIONS), customerFigures(db, c.id), customerBlacklisted(db, c.id, at)]);
  const ids = sessions.map((x) => x.id);
  const previous = sessions.filter((x) => x.id !== s.id);
  const [reasons, texts, bills] = await Promise.all([reasonsBySession(db, previous.map((x) => x.id)), customerVisitorTexts(db, ids, AUTHOR.customer, 500), customerWorkBills(db, ids, 20)]);
  const numbers = [...new Set(texts.flatMap((m) => findWaybillNos(m.content).map((f) => f.no)))].slice(0, WAYBILLS);
  const waybills = await Promise.all(numbers.map(async (no) => ({ waybillNo: no, status: (await desk.detail(no).catch(() => null))?.status ?? null })));
  const rating = figures.rating === null ? null : Math.round(Number(figures.rating) * 10) / 10;
  return {
    customer: {
      id: c.id,
      name: c.name,
      phone: maskPhone(c.phone),
      vip: c.vip === 1,
      notes: c.notes,
      firstContactAt: Number(c.first_contact_at),
      lastContactAt: Number(c.last_contact_at),
      chats: Number(figures.chats),
      averageRating: rating,
      blacklisted,
    },
    previousSessions: previous.map((x) => ({
      id: x.id,
      status: x.status,
      channel: x.channel,
      createdAt: Number(x.created_at),
      closedAt: x.closed_at === null ? null : Number(x.closed_at),
      agentName: x.agent_nickname,
      preview: x.last_message_preview,
      reasons: (reasons.get(x.id) ?? []).map((r) => ({ id: r.id, nameEn: r.nameEn, nameZh: r.nameZh })),
      rating: x.satisfaction,
    })),
    waybills,
    workBills: bills.map((b) => ({ id: b.id, billNo: b.bill_no, waybillNo: b.waybill_no, sessionId: b.session_id, status: b.status, bigType: b.big_type, smallType: b.small_type, createdAt: Number(b.created_at) })),
  };
}

/** Whether `previousId` is a chat of the same customer as the chat `s` (the transcript's access rule). */
export async function sameCustomerSession(db: DB, s: SessionRow, previousId: string): Promise<boolean> {
  const c = await customerOfSession(db, s);
  return customerHasSession(db, c.id, previousId);
}
