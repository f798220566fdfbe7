import type { DB, Executor } from '../../db/database';
import { badRequest, forbidden, refused } from '../../http/envelope';
import { addTranslations } from '../../http/i18n';
import type { StaffUser } from '../../sso/sso.service';
import { findSession, type SessionRow } from '../sessions/session.repository';
import { getServiceConfig } from '../serviceConfig/service-config.service';
import { findAgentByUser } from '../agents/agent.repository';
import { enqueueWebhook } from '../webhooks/webhook.outbox';
import { allReasons, hasReason, reasonsByIds, reasonsOfSessions, replaceSessionReasons } from './contact-reason.repository';

const UNKNOWN = 'names a reason that does not exist or is disabled';
export const REASON_REQUIRED = 'Choose a contact reason before ending this chat';
addTranslations({
  [UNKNOWN]: '包含不存在或已停用的原因',
  [`Invalid request body: reasonIds ${UNKNOWN}`]: '请求无效：原因中包含不存在或已停用的原因',
  [REASON_REQUIRED]: '请先选择咨询原因，再结束会话',
});

/** One reason as the workbench and the history show it: both names, and its parent's (null at the top). */
export interface ReasonView {
  id: string;
  nameEn: string;
  nameZh: string;
  parentNameEn: string | null;
  parentNameZh: string | null;
}

/** The reasons the workbench offers: the enabled ones whose parent (if any) is enabled too, in tree order. */
export async function offeredReasons(db: Executor) {
  const rows = await allReasons(db);
  const on = new Set(rows.filter((r) => r.enabled === 1 && r.parent_id === null).map((r) => r.id));
  const offered = rows.filter((r) => r.enabled === 1 && (r.parent_id === null || on.has(r.parent_id)));
  const tops = offered.filter((r) => r.parent_id === null);
  return tops.flatMap((top) => [top, ...offered.filter((r) => r.parent_id === top.id)]).map((r) => ({ id: r.id, parentId: r.parent_id, nameEn: r.name_en, nameZh: r.name_zh }));
}

/** The reasons set on each chat, keyed by chat. */
export async function reasonsBySession(db: Executor, sessionIds: string[]): Promise<Map<string, ReasonView[]>> {
  const out = new Map<string, ReasonView[]>();
  for (const { sessionId, ...r } of await reasonsOfSessions(db, sessionIds)) {
    const list = out.get(sessionId) ?? [];
    list.push({ ...r, parentNameEn: r.parentNameEn ?? null, parentNameZh: r.parentNameZh ?? null });
    out.set(sessionId, list);
  }
  return out;
}

/**
 * A chat whose reasons the caller may read and set: the agent who holds it (or held it last, once it ended), or a
 * supervisor or administrator.
 */
export async function reasonSession(db: Executor, user: StaffUser, sessionId: string): Promise<SessionRow> {
  const s = await findSession(db, sessionId);
  if (s && (user.role === 'admin' || user.role === 'supervisor')) return s;
  const agent = await findAgentByUser(db, user.id);
  if (!agent) throw refused('Sign in to the workbench as an agent first');
  if (!s || s.agent_id !== agent.id) throw forbidden('No such session');
  return s;
}

/** Replaces a chat's reasons with these (each an enabled reason) and answers them as the history shows them. */
export async function setSessionReasons(db: DB, user: StaffUser, sessionId: string, reasonIds: string[]): Promise<ReasonView[]> {
  return db.transaction().execute(async (trx) => {
    const s = await reasonSession(trx, user, sessionId);
    const offered = new Set((await offeredReasons(trx)).map((r) => r.id));
    const known = await reasonsByIds(trx, reasonIds);
    if (known.length !== reasonIds.length || reasonIds.some((id) => !offered.has(id))) {
      throw badRequest(`Invalid request body: reasonIds ${UNKNOWN}`, [{ field: 'reasonIds', message: UNKNOWN }]);
    }
    const at = Date.now();
    await replaceSessionReasons(trx, s.id, reasonIds, user.id, at);
    const reasons = (await reasonsBySession(trx, [s.id])).get(s.id) ?? [];
    await enqueueWebhook(trx, 'sessionReasonsSet', { sessionId: s.id, visitorId: s.visitor_id, agentId: s.agent_id, reasons, by: user.username }, at);
    return reasons;
  });
}

/** With `reasonRequired` on, a chat an agent ends needs a reason first; the refusal tells the workbench to ask for one. */
export async function checkReasonBeforeEnd(db: Executor, sessionId: string): Promise<void> {
  if (!(await getServiceConfig(db)).reasonRequired) return;
  if (!(await hasReason(db, sessionId))) throw refused(REASON_REQUIRED, { reasonRequired: true });
}
