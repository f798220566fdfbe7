import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Executor } from '../../db/database';
import { reportDb } from '../../db/report-db';
import type { SessionStatus } from '../../db/tables/conversations.table';
import type { ReportFilter } from './report-filter';
import { groupedOf, type MetricSums } from './session-metrics';
import { sumWithRollup } from './session-rollup';
import { QUARTER_MS, steadyOffset } from './time-zone';

const DAY_MS = 86_400_000;

/** Every status but closed (a new status fails to compile here until it is placed): the chats the rollup lacks. */
const OPEN_STATUSES = Object.keys({ robot: 1, queued: 1, active: 1 } satisfies Record<Exclude<SessionStatus, 'closed'>, 1>);

/**
 * The report filter as one SQL condition on `chat_sessions` (any alias), by its created time. `openOnly`: only the
 * chats not yet ended, found by the status index (the time range kept from using its own: `+created_at`).
 */
export function sessionFilterSql(f: ReportFilter, alias = 'chat_sessions', openOnly = false): RawBuilder<SqlBool> {
  const col = (c: string) => sql.ref(`${alias}.${c}`);
  const time = openOnly ? (c: string) => sql`+${col(c)}` : col;
  const parts = [sql`${time('created_at')} >= ${f.from}`, sql`${time('created_at')} < ${f.to}`];
  if (openOnly) parts.push(sql`${col('status')} in (${sql.join(OPEN_STATUSES.map((st) => sql.lit(st)))})`);
  if (f.skillGroupId) parts.push(sql`${col('skill_group_id')} = ${f.skillGroupId}`);
  if (f.channel !== undefined) parts.push(sql`${col('channel')} = ${f.channel}`);
  if (f.agentId) parts.push(sql`${col('agent_id')} = ${f.agentId}`);
  if (f.orgType) parts.push(sql`${col('org_type')} = ${f.orgType}`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

const flag = (cond: RawBuilder<unknown>) => sql<number>`sum(case when ${cond} then 1 else 0 end)`;

/** Every measure as one aggregate over the session facts: no message is read. */
const METRICS = [
  sql<number>`count(*)`.as('offered'),
  flag(sql`converted = 0`).as('robotOnly'),
  flag(sql`converted = 1`).as('converted'),
  sql<number>`count(queued_at)`.as('queued'),
  flag(sql`close_reason = 'abandoned'`).as('abandoned'),
  sql<number>`count(first_response_at)`.as('answered'),
  sql<number>`sum(queue_wait_ms)`.as('waitSum'),
  sql<number>`count(queue_wait_ms)`.as('waitCount'),
  sql<number>`max(queue_wait_ms)`.as('waitMax'),
  sql<number>`sum(first_response_ms)`.as('frSum'),
  sql<number>`count(first_response_ms)`.as('frCount'),
  sql<number>`max(first_response_ms)`.as('frMax'),
  sql<number>`sum(agent_response_total_ms)`.as('respSum'),
  sql<number>`sum(agent_response_count)`.as('respCount'),
  sql<number>`sum(case when converted = 1 then duration_ms end)`.as('durSum'),
  sql<number>`count(case when converted = 1 then duration_ms end)`.as('durCount'),
  sql<number>`sum(visitor_msg_count)`.as('visitorMsgs'),
  sql<number>`sum(agent_msg_count)`.as('agentMsgs'),
  sql<number>`sum(robot_msg_count)`.as('robotMsgs'),
  sql<number>`sum(transfer_count)`.as('transfers'),
  sql<number>`count(evaluation_invited_at)`.as('invited'),
  sql<number>`count(evaluated_at)`.as('evaluated'),
  sql<number>`sum(satisfaction)`.as('satSum'),
  flag(sql`satisfaction >= 4`).as('satisfied'),
];

/**
 * `quarter`: the quarter hour of the chat's start (mapped to local dates and hours by the caller); `day`: the local day
 * number (days since 1970-01-01 where the user is), only where the zone's offset is steady through the range
 * (`steadyOffset`), so the database groups by days itself.
 */
export type GroupKey = 'quarter' | 'day' | 'agent' | 'skillGroup' | 'channel' | 'orgType';

const KEY_SQL: Record<Exclude<GroupKey, 'day'>, RawBuilder<string | number | null>> = {
  // A literal, not a parameter: PostgreSQL must see the same expression in SELECT and GROUP BY.
  quarter: sql<number>`created_at / ${sql.lit(QUARTER_MS)}`,
  agent: sql<string | null>`agent_id`,
  skillGroup: sql<string | null>`skill_group_id`,
  channel: sql<number>`channel`,
  orgType: sql<string>`org_type`,
};

/** A grouping key's SQL on `chat_sessions` for the filter (a local day needs the zone's steady offset). */
function keySql(k: GroupKey, f: ReportFilter): RawBuilder<string | number | null> {
  if (k !== 'day') return KEY_SQL[k];
  const off = steadyOffset(f.zone, f.from, f.to);
  if (off === null) throw new Error('grouping by local day needs a steady zone offset');
  return sql<number>`(created_at + ${sql.lit(off)}) / ${sql.lit(DAY_MS)}`;
}

export interface GroupedSums {
  keys: (string | number | null)[];
  sums: MetricSums;
}

/**
 * Aggregates the filtered sessions, grouped by up to two keys (none: one total row). Over a day or more the
 * whole hours' ended chats are read from the hourly rollup (session-rollup.ts), the rest from the chats.
 */
export async function sumSessions(db: Executor, f: ReportFilter, groupBy: GroupKey[] = [], extra?: RawBuilder<SqlBool>): Promise<GroupedSums[]> {
  return (!extra && (await sumWithRollup(db, f, groupBy, sumChats))) || sumChats(db, f, groupBy, extra);
}

/** The aggregate read from the chats themselves (`openOnly`: those not yet ended). */
async function sumChats(db: Executor, f: ReportFilter, groupBy: GroupKey[] = [], extra?: RawBuilder<SqlBool>, openOnly = false): Promise<GroupedSums[]> {
  let q = reportDb(db)
    .selectFrom('chat_sessions')
    .select(METRICS)
    .select(groupBy.map((k, i) => keySql(k, f).as(`k${i}`)))
    .where(sessionFilterSql(f, 'chat_sessions', openOnly));
  if (extra) q = q.where(extra);
  for (const k of groupBy) q = q.groupBy(keySql(k, f));
  const rows = (await q.execute()) as unknown as Record<string, unknown>[];
  return rows.map((r) => groupedOf(r, groupBy.length));
}

/** Agents and skill groups by id, for labels (small tables). */
export async function namesOf(db: Executor) {
  const [agents, groups] = await Promise.all([
    db.selectFrom('agents').select(['id', 'nickname', 'username', 'full_org_name', 'status']).execute(),
    db.selectFrom('skill_groups').select(['id', 'name']).execute(),
  ]);
  return {
    agents: new Map(agents.map((a) => [a.id, a])),
    groups: new Map(groups.map((g) => [g.id, g.name])),
  };
}
