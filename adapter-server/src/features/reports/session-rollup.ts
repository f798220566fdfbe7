import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Executor } from '../../db/database';
import { ROLLUP_HOUR_MS as HOUR_MS, ROLLUP_MAXES, ROLLUP_SUMS } from '../../db/migrations/0043_session_rollup';
import type { ReportFilter } from './report-filter';
import { steadyOffset } from './time-zone';
import { addSums, groupedOf } from './session-metrics';
import type { GroupedSums, GroupKey } from './session-metrics.repository';

/** Below a day of whole hours the chats themselves are read: few rows, and the rollup would save nothing. */
const MIN_SPAN_MS = 24 * HOUR_MS;

const camel = (k: string) => k.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

const KEY_SQL: Record<Exclude<GroupKey, 'day'>, RawBuilder<unknown>> = {
  // An hour's quarters fall in one local hour and date wherever the zone's offset is whole hours (checked below).
  quarter: sql`hour * 4`,
  agent: sql`nullif(agent_key, '')`,
  skillGroup: sql`nullif(group_key, '')`,
  channel: sql`channel`,
  orgType: sql`org_type`,
};

/** A key's SQL on the hourly rollup; a local day from the zone's steady offset in whole hours (`offsetHours`). */
const keySql = (k: GroupKey, offsetHours: number) => (k === 'day' ? sql`(hour + ${sql.lit(offsetHours)}) / 24` : KEY_SQL[k]);

/** Whether every whole hour of the range begins a local hour: the zone's offset is whole hours all along. */
function wholeHourZone(f: ReportFilter, from: number, to: number): boolean {
  for (let t = from; t < to; t += MIN_SPAN_MS) if (f.zone.format(t).slice(14, 16) !== '00') return false;
  return f.zone.format(to).slice(14, 16) === '00';
}

type SumChats = (db: Executor, f: ReportFilter, groupBy: GroupKey[], extra?: RawBuilder<SqlBool>, openOnly?: boolean) => Promise<GroupedSums[]>;

/** A rollup's table, its time column and the span of one of its units. */
interface Level {
  table: 'session_rollup' | 'session_rollup_day';
  column: 'hour' | 'day';
  ms: number;
}
const HOURS: Level = { table: 'session_rollup', column: 'hour', ms: HOUR_MS };
const DAYS: Level = { table: 'session_rollup_day', column: 'day', ms: 24 * HOUR_MS };

/** The range's whole UTC days, when it holds one (the report's own days begin at local midnight). */
export function wholeDaysOf(f: Pick<ReportFilter, 'from' | 'to'>): { d1: number; d2: number } | null {
  const d1 = Math.ceil(f.from / DAYS.ms) * DAYS.ms;
  const d2 = Math.floor(f.to / DAYS.ms) * DAYS.ms;
  return d1 < d2 ? { d1, d2 } : null;
}

/**
 * The filtered sessions' sums from the rollups of ended chats (migrations 0043 and 0048): the range's whole days
 * from the daily one when the grouping holds no time, its other whole hours from the hourly one; plus, read from the
 * chats, the parts of hours at its ends and the chats of its whole hours not yet ended (by the status index). Null
 * when the rollup cannot answer (less than a day of whole hours; grouped by quarter in a zone whose offset is not
 * whole hours): the caller reads the chats.
 */
export async function sumWithRollup(db: Executor, f: ReportFilter, groupBy: GroupKey[], sumChats: SumChats): Promise<GroupedSums[] | null> {
  const h1 = Math.ceil(f.from / HOUR_MS) * HOUR_MS;
  const h2 = Math.floor(f.to / HOUR_MS) * HOUR_MS;
  if (h2 - h1 < MIN_SPAN_MS) return null;
  if (groupBy.includes('quarter') && !wholeHourZone(f, h1, h2)) return null;
  // Local days from hours: the zone's offset is the same all through the range, and whole hours.
  const offset = groupBy.includes('day') ? steadyOffset(f.zone, f.from, f.to) : 0;
  if (offset === null || offset % HOUR_MS !== 0) return null;
  const timed = groupBy.includes('quarter') || groupBy.includes('day');
  const days = timed ? null : wholeDaysOf({ from: h1, to: h2 });
  const rollups = days
    ? [sumRollup(db, f, groupBy, DAYS, days.d1, days.d2), h1 < days.d1 ? sumRollup(db, f, groupBy, HOURS, h1, days.d1) : [], days.d2 < h2 ? sumRollup(db, f, groupBy, HOURS, days.d2, h2) : []]
    : [sumRollup(db, f, groupBy, HOURS, h1, h2, offset / HOUR_MS)];
  const parts = await Promise.all([
    ...rollups,
    sumChats(db, { ...f, from: h1, to: h2 }, groupBy, undefined, true),
    f.from < h1 ? sumChats(db, { ...f, to: h1 }, groupBy) : [],
    h2 < f.to ? sumChats(db, { ...f, from: h2 }, groupBy) : [],
  ]);
  const merged = new Map<string, GroupedSums>();
  for (const row of parts.flat()) {
    const keys = row.keys.map((k, i) => (k !== null && (groupBy[i] === 'quarter' || groupBy[i] === 'day' || groupBy[i] === 'channel') ? Number(k) : k));
    const id = JSON.stringify(keys);
    const into = merged.get(id);
    if (into) addSums(into.sums, row.sums);
    else merged.set(id, { keys, sums: row.sums });
  }
  return [...merged.values()];
}

/** A rollup's rows of a range of its units under the report filter (`extra`: one more condition). */
export function rollupWhere(f: ReportFilter, column: string, unitMs: number, from: number, to: number, extra: RawBuilder<unknown>): RawBuilder<unknown> {
  const where: RawBuilder<unknown>[] = [sql`${sql.ref(column)} >= ${from / unitMs}`, sql`${sql.ref(column)} < ${to / unitMs}`, extra];
  if (f.skillGroupId) where.push(sql`group_key = ${f.skillGroupId}`);
  if (f.channel !== undefined) where.push(sql`channel = ${f.channel}`);
  if (f.agentId) where.push(sql`agent_key = ${f.agentId}`);
  if (f.orgType) where.push(sql`org_type = ${f.orgType}`);
  return sql.join(where, sql` and `);
}

async function sumRollup(db: Executor, f: ReportFilter, groupBy: GroupKey[], level: Level, from: number, to: number, offsetHours = 0): Promise<GroupedSums[]> {
  const columns = [
    ...groupBy.map((k, i) => sql`${keySql(k, offsetHours)} as ${sql.ref(`k${i}`)}`),
    ...ROLLUP_SUMS.map((c) => sql`sum(${sql.ref(c)}) as ${sql.ref(camel(c))}`),
    ...ROLLUP_MAXES.map((c) => sql`max(${sql.ref(c)}) as ${sql.ref(camel(c))}`),
  ];
  const groups = groupBy.length ? sql` group by ${sql.join(groupBy.map((k) => keySql(k, offsetHours)))}` : sql``;
  const where = rollupWhere(f, level.column, level.ms, from, to, sql`offered > 0`);
  const { rows } = await sql<Record<string, unknown>>`select ${sql.join(columns)} from ${sql.table(level.table)} where ${where}${groups}`.execute(db);
  return rows
    .filter((r) => Number(r.offered ?? 0) > 0)
    .map((r) => groupedOf(r, groupBy.length));
}
