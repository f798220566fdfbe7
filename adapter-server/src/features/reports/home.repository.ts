import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { ReportFilter } from './report-filter';
import { sessionFilterSql } from './session-metrics.repository';

/** Sessions waiting or being served now, oldest first (the live monitor). */
export function liveSessions(db: Executor, limit: number) {
  return db
    .selectFrom('chat_sessions as s')
    .innerJoin('visitors as v', 'v.id', 's.visitor_id')
    .leftJoin('agents as a', 'a.id', 's.agent_id')
    .leftJoin('skill_groups as g', 'g.id', 's.skill_group_id')
    .select([
      's.id',
      'v.nickname as visitorName',
      's.channel',
      's.org_type as orgType',
      's.status',
      'g.name as skillGroupName',
      'a.nickname as agentName',
      's.created_at as createdAt',
      's.queued_at as queuedAt',
      's.assigned_at as assignedAt',
      's.first_response_at as firstResponseAt',
      's.last_message_at as lastMessageAt',
    ])
    .where('s.status', 'in', ['queued', 'active'])
    .orderBy('s.created_at')
    .limit(limit)
    .execute();
}

export const FIRST_RESPONSE_BUCKETS = [
  { key: 'lt15s', max: 15_000 },
  { key: 'lt30s', max: 30_000 },
  { key: 'lt60s', max: 60_000 },
  { key: 'lt3m', max: 180_000 },
  { key: 'ge3m', max: Infinity },
] as const;

/** How many first responses fell in each time bucket (counted in SQL). */
export async function firstResponseDistribution(db: Executor, f: ReportFilter): Promise<Record<string, number>> {
  const row = (await db
    .selectFrom('chat_sessions')
    .select(
      FIRST_RESPONSE_BUCKETS.map((b, i) => {
        const lower = i === 0 ? 0 : FIRST_RESPONSE_BUCKETS[i - 1].max;
        const cond = Number.isFinite(b.max)
          ? sql`first_response_ms >= ${sql.lit(lower)} and first_response_ms < ${sql.lit(b.max)}`
          : sql`first_response_ms >= ${sql.lit(lower)}`;
        return sql<number>`sum(case when ${cond} then 1 else 0 end)`.as(b.key);
      }),
    )
    .where(sessionFilterSql(f))
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  return Object.fromEntries(FIRST_RESPONSE_BUCKETS.map((b) => [b.key, Number(row?.[b.key] ?? 0)]));
}

/** Agents as they are now, with their current load. */
export function agentsNow(db: Executor) {
  return db
    .selectFrom('agents')
    .select(['id', 'nickname', 'username', 'full_org_name as fullOrgName', 'status', 'current_users as currentUsers', 'max_users as maxUsers'])
    .where('enabled', '=', 1)
    .orderBy('username')
    .execute();
}
