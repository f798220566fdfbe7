import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { ReportFilter } from './report-filter';

/** One ended chat's SLA outcome, as the report needs it. */
export interface OutcomeRow {
  skillGroupId: string | null;
  agentId: string | null;
  priority: number;
  resolvedAt: number;
  firstResponseMet: number | null;
  firstResponseSeconds: number | null;
  resolutionMet: number | null;
}

const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/**
 * The outcomes (`sla_outcomes`, written as each chat ended) of the chats that ended in the range, filtered by skill
 * group and agent as they ended, and by channel and business through the chat. One narrow row per chat: the
 * percentiles need each chat's time, so the grouping is done by the service.
 */
export async function outcomesIn(db: Executor, f: ReportFilter): Promise<OutcomeRow[]> {
  let q = db
    .selectFrom('sla_outcomes as o')
    .select(['o.skill_group_id', 'o.agent_id', 'o.priority', 'o.resolved_at', 'o.first_response_met', 'o.first_response_seconds', 'o.resolution_met'])
    .where('o.resolved_at', '>=', f.from)
    .where('o.resolved_at', '<', f.to);
  if (f.skillGroupId) q = q.where('o.skill_group_id', '=', f.skillGroupId);
  if (f.agentId) q = q.where('o.agent_id', '=', f.agentId);
  if (f.channel !== undefined || f.orgType) {
    const parts = [sql`s.id = o.session_id`];
    if (f.channel !== undefined) parts.push(sql`s.channel = ${f.channel}`);
    if (f.orgType) parts.push(sql`s.org_type = ${f.orgType}`);
    q = q.where(sql<boolean>`exists (select 1 from chat_sessions s where ${sql.join(parts, sql` and `)})`);
  }
  const rows = await q.execute();
  return rows.map((r) => ({
    skillGroupId: r.skill_group_id,
    agentId: r.agent_id,
    priority: Number(r.priority),
    resolvedAt: Number(r.resolved_at),
    firstResponseMet: numOrNull(r.first_response_met),
    firstResponseSeconds: numOrNull(r.first_response_seconds),
    resolutionMet: numOrNull(r.resolution_met),
  }));
}
