import { levelOf } from '../../../../src/common/routingRules';
import { slaElapsedMs } from '../../../../src/common/sla';
import type { Executor } from '../../db/database';
import type { ChatSessionsTable } from '../../db/tables/conversations.table';
import type { SlaOutcomesTable } from '../../db/tables/sla.table';
import { clockStart, type SlaContext, slaContext, slaDue } from './sla.service';

/** What a chat's outcome needs of it, as it ends (`closed_at` set). */
export type OutcomeFacts = Pick<
  ChatSessionsTable,
  'id' | 'skill_group_id' | 'agent_id' | 'queue_priority' | 'created_at' | 'queued_at' | 'first_queued_at' | 'assigned_at' | 'first_response_at'
> & { closed_at: number };

/**
 * How an ended chat kept the policy it was held to (null: no policy held it, or it never entered the human queue).
 * The rules are the breaches' (sla.service.ts `recordBreaches`): the first response is met when given by its due
 * time and breached when given after it or never given while the chat lasted past it; a visitor who left the queue
 * unanswered before the due time is not judged. The resolution is met when an answered chat ended by its due time,
 * breached when the chat ended after it, and not judged for a chat left unanswered in time.
 */
export function outcomeOf(c: SlaContext, s: OutcomeFacts): SlaOutcomesTable | null {
  if (s.first_queued_at === null && s.queued_at === null) return null;
  const due = slaDue(c, s);
  if (!due) return null;
  const start = clockStart(s);
  const answered = s.first_response_at === null ? null : Number(s.first_response_at);
  const ended = Number(s.closed_at);
  const firstMet = answered !== null && answered <= due.firstResponse ? 1 : (answered ?? ended) > due.firstResponse ? 0 : null;
  const resolutionMet = ended > due.resolution ? 0 : answered !== null ? 1 : null;
  return {
    session_id: s.id,
    policy_id: due.policyId,
    policy_name: due.policyName,
    skill_group_id: s.skill_group_id,
    agent_id: s.agent_id,
    priority: levelOf(Number(s.queue_priority)),
    started_at: start,
    first_response_at: answered,
    first_response_due_at: due.firstResponse,
    first_response_met: firstMet,
    first_response_seconds: answered === null ? null : Math.round(slaElapsedMs(c.hours, start, answered) / 1000),
    resolved_at: ended,
    resolution_due_at: due.resolution,
    resolution_met: resolutionMet,
  };
}

/**
 * Records an ending chat's SLA outcome, in the transaction that ends it (conversations' `closeSession`, which ends a
 * chat once). The row's key is the chat: a second write, whoever makes it, adds nothing.
 */
export async function recordSlaOutcome(db: Executor, s: OutcomeFacts, context?: SlaContext): Promise<void> {
  if (s.first_queued_at === null && s.queued_at === null) return;
  const c = context ?? (await slaContext(db));
  const row = outcomeOf(c, s);
  if (!row) return;
  await db.insertInto('sla_outcomes').values(row).onConflict((oc) => oc.column('session_id').doNothing()).execute();
}
