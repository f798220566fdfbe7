import { levelOf } from '../../../../src/common/routingRules';
import { slaDueAt, slaPolicyFor, type SlaHours, type SlaKind, type SlaPolicyLike } from '../../../../src/common/sla';
import type { ChatSla } from '../../../../src/common/supervision';
import type { SlaBreachNotice } from '../../../../src/common/events';
import type { DB, Executor } from '../../db/database';
import type { ChatSessionsTable } from '../../db/tables/conversations.table';
import type { ServiceConfig } from '../serviceConfig/service-config';
import { getServiceConfig } from '../serviceConfig/service-config.service';
import { enqueueWebhook } from '../webhooks/webhook.outbox';

/** What the clocks need of a chat. */
export type SlaSessionFacts = Pick<ChatSessionsTable, 'skill_group_id' | 'queue_priority' | 'created_at' | 'queued_at' | 'first_queued_at' | 'assigned_at' | 'first_response_at' | 'closed_at'>;

/** The policies and the working hours, read once for a page of chats. */
export interface SlaContext {
  policies: SlaPolicyLike[];
  hours: SlaHours;
}

/** `config`: the service settings when the caller has read them already (they are not read twice). */
export async function slaContext(db: Executor, config?: Promise<ServiceConfig>): Promise<SlaContext> {
  const [rows, cfg] = await Promise.all([db.selectFrom('sla_policies').selectAll().orderBy('name').orderBy('id').execute(), config ?? getServiceConfig(db)]);
  return {
    policies: rows.map((r) => ({
      id: r.id,
      name: r.name,
      enabled: Boolean(r.enabled),
      skillGroupId: r.skill_group_id,
      priority: r.priority === null ? null : Number(r.priority),
      firstResponseSeconds: Number(r.first_response_seconds),
      resolutionSeconds: Number(r.resolution_seconds),
    })),
    hours: cfg.workingHours,
  };
}

/**
 * The clocks start when the chat first asked for a person (entered the human queue); a requeue (its agent went
 * offline) rewrites `queued_at`, not `first_queued_at`, so the clocks keep running.
 */
export const clockStart = (s: Pick<SlaSessionFacts, 'first_queued_at' | 'queued_at' | 'assigned_at' | 'created_at'>): number =>
  Number(s.first_queued_at ?? s.queued_at ?? s.assigned_at ?? s.created_at);

/** Both due times of a chat held to a policy (null when none applies), whether or not they are still open. */
export function slaDue(c: SlaContext, s: SlaSessionFacts): { policyId: string; policyName: string; firstResponse: number; resolution: number } | null {
  const t = slaPolicyFor(c.policies, s.skill_group_id, levelOf(Number(s.queue_priority)));
  if (!t) return null;
  const from = clockStart(s);
  return { policyId: t.policyId, policyName: t.policyName, firstResponse: slaDueAt(c.hours, from, t.firstResponseSeconds), resolution: slaDueAt(c.hours, from, t.resolutionSeconds) };
}

/** The open clocks of a chat for the screens; null when no policy holds it. */
export function chatSla(c: SlaContext, s: SlaSessionFacts): ChatSla | null {
  const due = slaDue(c, s);
  if (!due) return null;
  return {
    policyName: due.policyName,
    firstResponseDueAt: s.first_response_at === null ? due.firstResponse : null,
    resolutionDueAt: s.closed_at === null ? due.resolution : null,
  };
}

/** A clock a chat missed, as recorded and pushed to supervisors. */
export type SlaBreach = SlaBreachNotice & { kind: SlaKind };

/** How far back a sweep looks at ended chats: a clock missed just before the chat ended is still recorded. */
export const SLA_LOOKBACK_MS = 10 * 60_000;

/**
 * Records every clock missed by a chat that is open or ended within the look-back: the first response given after
 * its due time (or not yet given past it), the chat ended after its resolution due time (or still open past it).
 * Each clock is recorded once whatever the number of instances sweeping (its key is the chat and the clock); the
 * answer holds only the breaches this call recorded, for the notice.
 */
export async function recordBreaches(db: DB, now: number): Promise<SlaBreach[]> {
  const c = await slaContext(db);
  if (!c.policies.some((p) => p.enabled)) return [];
  const rows = await db
    .selectFrom('chat_sessions as s')
    .leftJoin('visitors as v', 'v.id', 's.visitor_id')
    .leftJoin('agents as a', 'a.id', 's.agent_id')
    .select(['s.id', 's.status', 's.skill_group_id', 's.agent_id', 's.queue_priority', 's.created_at', 's.queued_at', 's.first_queued_at', 's.assigned_at', 's.first_response_at', 's.closed_at', 'v.nickname', 'a.nickname as agent_nickname'])
    .where('s.queued_at', 'is not', null)
    .where((eb) => eb.or([eb('s.status', 'in', ['queued', 'active']), eb('s.closed_at', '>=', now - SLA_LOOKBACK_MS)]))
    .execute();
  const missed: (SlaBreach & { policyId: string; skillGroupId: string | null; agentId: string | null; priority: number })[] = [];
  for (const s of rows) {
    const due = slaDue(c, s);
    if (!due) continue;
    const base = { sessionId: s.id, policyId: due.policyId, policyName: due.policyName, skillGroupId: s.skill_group_id, agentId: s.agent_id, priority: levelOf(Number(s.queue_priority)), visitorNickname: s.nickname ?? '', agentNickname: s.agent_nickname ?? null };
    const answered = s.first_response_at === null ? null : Number(s.first_response_at);
    const ended = s.closed_at === null ? null : Number(s.closed_at);
    // A visitor who left the queue unanswered after the due time was not answered in time either.
    if (due.firstResponse <= now && (answered ?? ended ?? now) > due.firstResponse) missed.push({ ...base, kind: 'firstResponse', dueAt: due.firstResponse, breachedAt: now });
    if (due.resolution <= now && (ended ?? now) > due.resolution) missed.push({ ...base, kind: 'resolution', dueAt: due.resolution, breachedAt: now });
  }
  if (!missed.length) return [];
  const known = new Set(
    (await db.selectFrom('sla_breaches').select(['session_id', 'kind']).where('session_id', 'in', [...new Set(missed.map((m) => m.sessionId))]).execute()).map((r) => `${r.session_id}:${r.kind}`),
  );
  const recorded: SlaBreach[] = [];
  for (const m of missed) {
    if (known.has(`${m.sessionId}:${m.kind}`)) continue;
    // The breach and its webhook event are written together: an event for every breach recorded, none for another's.
    const inserted = await db.transaction().execute(async (trx) => {
      const r = await trx
        .insertInto('sla_breaches')
        .values({ session_id: m.sessionId, kind: m.kind, policy_id: m.policyId, policy_name: m.policyName, skill_group_id: m.skillGroupId, agent_id: m.agentId, priority: m.priority, due_at: m.dueAt, breached_at: m.breachedAt })
        .onConflict((oc) => oc.columns(['session_id', 'kind']).doNothing())
        .executeTakeFirst();
      if (Number(r.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      const { sessionId, kind, policyName, skillGroupId, agentId, priority, dueAt, breachedAt } = m;
      await enqueueWebhook(trx, 'slaBreached', { sessionId, kind, policyName, skillGroupId, agentId, priority, dueAt, breachedAt }, now);
      return true;
    });
    if (inserted) recorded.push({ sessionId: m.sessionId, kind: m.kind, policyName: m.policyName, dueAt: m.dueAt, breachedAt: m.breachedAt, visitorNickname: m.visitorNickname, agentNickname: m.agentNickname });
  }
  return recorded;
}
