import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Executor } from '../../db/database';
import type { ReportFilter } from './report-filter';
import { sessionFilterSql } from './session-metrics.repository';
import { QUARTER_MS } from './time-zone';

/** A literal, not a parameter: PostgreSQL must see the same expression in SELECT and GROUP BY. */
const QUARTER = sql<number>`s.created_at / ${sql.lit(QUARTER_MS)}`;
const TOP = sql<string>`coalesce(r.parent_id, r.id)`;

/**
 * The chats a contact reason could be set on: the filtered ones (by their start, like every report) that an agent
 * served and that have ended. Chats the robot kept, chats left in the queue and chats still going are not counted:
 * nobody could have given them a reason yet.
 */
function countedSql(f: ReportFilter, labelKey?: string): RawBuilder<SqlBool> {
  const base = sql<SqlBool>`(${sessionFilterSql(f, 's')} and s.status = 'closed' and s.agent_id is not null)`;
  // With a label: only the chats carrying it.
  return labelKey ? sql<SqlBool>`(${base} and exists (select 1 from session_labels sl where sl.session_id = s.id and sl.label_key = ${labelKey}))` : base;
}

export interface QuarterCount {
  quarter: number;
  key: string | null;
  n: number;
}

const toCounts = (rows: { quarter: unknown; key?: unknown; n: unknown }[]): QuarterCount[] =>
  rows.map((r) => ({ quarter: Number(r.quarter), key: r.key === null || r.key === undefined ? null : String(r.key), n: Number(r.n) || 0 }));

/** Per quarter hour: the counted chats (`key` null) and those with no reason at all (`key` 'none'). */
export async function chatTotals(db: Executor, f: ReportFilter, labelKey?: string): Promise<QuarterCount[]> {
  const none = sql<number>`sum(case when exists (select 1 from session_reason sr where sr.session_id = s.id) then 0 else 1 end)`;
  const rows = await db
    .selectFrom('chat_sessions as s')
    .select([QUARTER.as('quarter'), sql<number>`count(*)`.as('n'), none.as('none')])
    .where(countedSql(f, labelKey))
    .groupBy(QUARTER)
    .execute();
  return rows.flatMap((r) => [...toCounts([{ quarter: r.quarter, n: r.n }]), ...toCounts([{ quarter: r.quarter, key: 'none', n: r.none }])]);
}

/**
 * Per quarter hour and top-level reason, the chats naming it or any of its sub-reasons (a chat naming two of them
 * counts once); with `sub`, per sub-reason instead. With a label's key, only the chats carrying that label.
 */
export async function reasonCounts(db: Executor, f: ReportFilter, level: 'top' | 'sub', labelKey?: string): Promise<QuarterCount[]> {
  const key = level === 'top' ? TOP : sql<string>`r.id`;
  let q = db
    .selectFrom('chat_sessions as s')
    .innerJoin('session_reason as sr', 'sr.session_id', 's.id')
    .innerJoin('contact_reasons as r', 'r.id', 'sr.reason_id')
    .select([QUARTER.as('quarter'), key.as('key'), sql<number>`count(distinct s.id)`.as('n')])
    .where(countedSql(f, labelKey));
  if (level === 'sub') q = q.where('r.parent_id', 'is not', null);
  return toCounts(await q.groupBy([QUARTER, key]).execute());
}
