import { AUTHOR } from '../../../../src/common/events';
import { findWaybillNos } from '../../../../src/common/waybillNo';
import type { DB } from '../../db/database';
import { forbidden } from '../../http/envelope';
import { reasonsBySession } from '../contactReasons/session-reason.service';
import { customerBlacklisted, customerFigures, customerHasSession, customerSessions, customerVisitorTexts, customerWorkBills, type CustomerRow } from '../customers/customer.repository';
import { customerOfVisitor } from '../customers/customer.service';
import { listBefore } from '../messages/message.repository';
import type { SessionRow } from '../sessions/session.repository';
import type { WaybillDeskService } from '../waybill/waybill-desk.service';
import { staffMessages } from './workbench.service';

const SESSIONS = 50;
const WAYBILLS = 10;
const TRANSCRIPT = 500;

/** A phone as the staff see it: the first three and last four digits. */
export const maskPhone = (p: string | null) => (p && p.length >= 7 ? `${p.slice(0, 3)}****${p.slice(-4)}` : p);

/** The customer of a chat the agent may see (the caller checked that), made when missing. */
export async function customerOfSession(db: DB, s: SessionRow) {
  const c = await customerOfVisitor(db, s.visitor_id);
  if (!c) throw forbidden('No such session');
  return c;
}

/**
 * What the staff see of a customer: who they are, their chats newest first (with agent, contact reasons and
 * rating; `exceptSessionId` left out), the waybill numbers their visitors wrote (with the waybill's state when the
 * waybill service knows it) and the work bills opened on their chats. The workbench's Customer panel and the back
 * office's customer page (`customerMgt/detail`) both show this.
 */
export async function customerDossier(db: DB, desk: WaybillDeskService, c: CustomerRow, opts: { at?: number; exceptSessionId?: string; sessions?: number } = {}) {
  const { at = Date.now(), exceptSessionId, sessions: most = SESSIONS } = opts;
  const [sessions, figures, blacklisted] = await Promise.all([customerSessions(db, c.id, most), customerFigures(db, c.id), customerBlacklisted(db, c.id, at)]);
  const ids = sessions.map((x) => x.id);
  const shown = sessions.filter((x) => x.id !== exceptSessionId);
  const [reasons, texts, bills] = await Promise.all([reasonsBySession(db, shown.map((x) => x.id)), customerVisitorTexts(db, ids, AUTHOR.customer, 500), customerWorkBills(db, ids, 20)]);
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
    sessions: shown.map((x) => ({
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

/** The workbench's Customer panel: the dossier of the chat's customer, the chat itself left out of their chats. */
export async function customerPanel(db: DB, desk: WaybillDeskService, s: SessionRow, at = Date.now()) {
  const c = await customerOfSession(db, s);
  const { sessions, ...rest } = await customerDossier(db, desk, c, { at, exceptSessionId: s.id });
  return { ...rest, previousSessions: sessions };
}

/** Whether `previousId` is a chat of the same customer as the chat `s` (the transcript's access rule). */
export async function sameCustomerSession(db: DB, s: SessionRow, previousId: string): Promise<boolean> {
  const c = await customerOfSession(db, s);
  return customerHasSession(db, c.id, previousId);
}

/** One chat read only, as the staff read it (notes and system lines included, agents named): its latest 500 messages. */
export async function customerTranscript(db: DB, s: SessionRow) {
  const rows = await listBefore(db, s.id, s.last_seq + 1, TRANSCRIPT, 'staff');
  return { sessionId: s.id, createdAt: Number(s.created_at), closedAt: s.closed_at === null ? null : Number(s.closed_at), messages: await staffMessages(db, rows) };
}
