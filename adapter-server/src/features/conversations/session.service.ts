import { enqueueWebhook, enqueueWebhookStep } from '../webhooks/webhook.outbox';
import { touchCustomer } from '../customers/customer.service';
import type { Steps } from '../../db/compiled';
import type { DB, Executor } from '../../db/database';
import { forbidden, refused, unauthorized } from '../../http/envelope';
import { systemLine, type Appended } from '../messages/message.service';
import { releaseAgentSlot } from '../routing/routing.repository';
import { decideRoute, type RoutingRules } from '../routingRules/routing-decision';
import { recordRouting } from '../routingRules/routing-rule.repository';
import type { WaybillService } from '../waybill/waybill.service';
import { isWorkingTime } from '../serviceConfig/service-config';
import { getServiceConfig } from '../serviceConfig/service-config.service';
import { newSessionRow } from '../sessions/session-row';
import { recordSlaOutcome } from '../sla/sla-outcome';
import {
  findLinkForChannel,
  findOpenSessionOfVisitor,
  findOpenSessionOfVisitorStep,
  findSession,
  findSessionForUpdate,
  groupHasAgents,
  insertSession,
  insertSessionStep,
  updateSessionIf,
  type SessionRow,
} from '../sessions/session.repository';
import { IDENTITY_EXPIRED } from './visitor-identity';
import { findBlacklisted, findVisitorStep, lockVisitor, type VisitorRow } from './visitor.repository';

/** What a `session.created` webhook tells of a new session. */
const sessionCreatedData = (s: SessionRow) => ({ sessionId: s.id, visitorId: s.visitor_id, channel: s.channel, status: s.status, skillGroupId: s.skill_group_id, createdAt: s.created_at });

/**
 * The visitor's open session, or a new robot session: the robot's questions and answers live in it. The visitor
 * is named by a verified token; before a first session is made for it, the visitor must be on file (a token of
 * another database's visitor is refused as an expired identity).
 */
export function* openRobotSession(visitorId: string, channel: number, source: string, orgType: 'kd' | 'ky', at: number): Steps<Pick<SessionRow, 'id' | 'status'>> {
  const open = (yield findOpenSessionOfVisitorStep(visitorId)).rows[0] as Pick<SessionRow, 'id' | 'status'> | undefined;
  if (open) return open;
  if (!(yield findVisitorStep(visitorId)).rows.length) throw unauthorized(IDENTITY_EXPIRED);
  const row = { ...newSessionRow({ visitorId, channel, source, at }), org_type: orgType };
  yield insertSessionStep(row);
  yield enqueueWebhookStep('sessionCreated', sessionCreatedData(row), at);
  return row;
}

/** Loads a session the visitor owns; anybody else's session is "no such session", 403 (never confirm it exists). */
export async function visitorSession(db: Executor, visitorId: string, sessionId: string): Promise<SessionRow> {
  const s = await findSession(db, sessionId);
  if (!s || s.visitor_id !== visitorId) throw forbidden('No such session');
  return s;
}

export interface Queued {
  session: SessionRow;
  skillGroupId: string;
  /** false when the visitor was already queued or chatting: nothing changed. */
  changed: boolean;
  /** The system line telling the visitor they are queued. */
  message: Appended | null;
}

/** What `im/convertAgent` asks: the channel and entry, and the page's language when known (routing rules test it). */
export interface ConvertInput {
  channel: number;
  source: string;
  orgType: 'kd' | 'ky';
  lang?: 'en' | 'zh';
}

/**
 * `im/convertAgent`: puts the visitor in the queue of the skill group linked to the channel (or its fallback
 * when the group has no agent at all), or where the first matching routing rule says, with its priority (the
 * rule is recorded in `session_routing`). Blacklisted visitors and requests outside working hours are refused
 * with the configured, polite message in both languages (`data.message`).
 */
export async function convertToAgent(db: DB, visitor: VisitorRow, input: ConvertInput, lock: boolean, at = Date.now(), waybills: WaybillService | null = null, rules?: RoutingRules): Promise<Queued> {
  // Independent reads: on PostgreSQL they go out at once on the pool's connections (one round trip of waiting
  // instead of three); the fallback group's check needs the link, so it follows.
  const [cfg, blacklisted, link] = await Promise.all([getServiceConfig(db), findBlacklisted(db, visitor.id, at), findLinkForChannel(db, input.channel)]);
  if (blacklisted) {
    throw refused(cfg.blacklistMessage.en, { reason: 'blacklisted', message: cfg.blacklistMessage });
  }
  if (!isWorkingTime(cfg.workingHours, at)) {
    throw refused(cfg.offHoursMessage.en, { reason: 'offHours', message: cfg.offHoursMessage });
  }
  if (!link) throw refused(`No service group serves channel ${input.channel}`);
  let groupId = link.skill_group_id;
  if (link.fallback_group_id && !(await groupHasAgents(db, groupId))) groupId = link.fallback_group_id;
  // The rules read the robot chat being left (outside the transaction: the waybill system may be slow).
  const robotChat = await findOpenSessionOfVisitor(db, visitor.id);
  const { utcOffsetMinutes } = cfg.workingHours;
  const rule = await decideRoute(db, waybills, { sessionId: robotChat?.status === 'robot' ? robotChat.id : null, visitorId: visitor.id, channel: input.channel, orgType: input.orgType, lang: input.lang, utcOffsetMinutes, at }, rules);
  if (rule?.skillGroupId) groupId = rule.skillGroupId;

  return db.transaction().execute(async (trx) => {
    if (lock) await lockVisitor(trx, visitor.id);
    const open = await findOpenSessionOfVisitor(trx, visitor.id);
    if (open && open.status !== 'robot') return { session: open, skillGroupId: open.skill_group_id ?? groupId, changed: false, message: null };
    let session: SessionRow;
    // The first entry into the human queue starts the SLA clocks (`first_queued_at`); a requeue never moves it.
    const patch = { status: 'queued' as const, channel: input.channel, skill_group_id: groupId, queued_at: at, first_queued_at: open?.first_queued_at ?? at, converted: 1, queue_priority: rule?.priority ?? 0 };
    if (open && (await updateSessionIf(trx, open.id, ['robot'], patch))) {
      session = { ...open, ...patch };
    } else {
      session = { ...newSessionRow({ visitorId: visitor.id, channel: input.channel, source: input.source, at }), ...patch, org_type: input.orgType };
      await insertSession(trx, session);
      await enqueueWebhook(trx, 'sessionCreated', sessionCreatedData(session), at);
    }
    await touchCustomer(trx, visitor.id, at);
    if (rule) await recordRouting(trx, { session_id: session.id, rule_id: rule.ruleId, rule_name: rule.ruleName, priority: rule.priority, skill_group_id: groupId, routed_at: at });
    const message = await systemLine(trx, session, 'queued', { message: { en: cfg.queueMessage.en, zh: cfg.queueMessage.zh } }, at);
    return { session: { ...session, last_seq: message.message.seq }, skillGroupId: groupId, changed: true, message };
  });
}

export interface Closed {
  sessionId: string;
  visitorId: string;
  agentId: string | null;
  skillGroupId: string | null;
  reason: string;
  wasStatus: SessionRow['status'];
  message: Appended;
}

/**
 * Ends a session once (a second close, from another instance or a double click, finds it closed and does
 * nothing), frees the agent's slot and records the duration fact: from assignment (or creation when no agent
 * ever took it) to the end.
 */
export async function closeSession(trx: Executor, sessionId: string, reason: string, lock: boolean, at = Date.now(), params: Record<string, unknown> = {}): Promise<Closed | null> {
  const s = await findSessionForUpdate(trx, sessionId, lock);
  if (!s || s.status === 'closed') return null;
  const message = await systemLine(trx, s, 'closed', { ...params, reason }, at);
  const done = await updateSessionIf(trx, s.id, [s.status], {
    status: 'closed',
    closed_at: at,
    close_reason: reason,
    duration_ms: at - (s.assigned_at ?? s.created_at),
  });
  if (!done) return null;
  if (s.status === 'active' && s.agent_id) await releaseAgentSlot(trx, s.agent_id, at);
  // How the chat kept its SLA policy, recorded once as it ends (the SLA report reads it).
  await recordSlaOutcome(trx, { ...s, closed_at: at });
  await enqueueWebhook(trx, 'sessionClosed', { sessionId: s.id, visitorId: s.visitor_id, agentId: s.agent_id, skillGroupId: s.skill_group_id, reason, closedAt: at }, at);
  return { sessionId: s.id, visitorId: s.visitor_id, agentId: s.agent_id, skillGroupId: s.skill_group_id, reason, wasStatus: s.status, message };
}
