import type { Executor } from '../../db/database';
import type { ReportFilter } from './report-filter';
import { addSums, emptySums, type MetricSums, type SessionMetrics, toMetrics } from './session-metrics';
import { sumSessions } from './session-metrics.repository';
import { addDays, datesBetween, monthOf, QUARTER_MS, steadyOffset, weekStart } from './time-zone';

export type Period = 'day' | 'week' | 'month';

export interface PeriodRow extends SessionMetrics {
  /** The first date of the bucket (a day, the Monday of a week, or the 1st of a month), YYYY-MM-DD. */
  period: string;
  /** The bucket's dates inside the asked range. */
  startDate: string;
  endDate: string;
}

/** The bucket a date falls in: the date, the Monday of its week, or the 1st of its month. */
export const keyOf = (date: string, period: Period) =>
  period === 'day' ? date : period === 'week' ? weekStart(date) : `${monthOf(date)}-01`;

/**
 * Sums per local day (the user's zone): grouped by day in SQL where the zone's offset is steady through the range,
 * else per quarter hour from SQL, rolled up into days here (a daylight-saving change inside the range).
 */
export async function dailySums(db: Executor, f: ReportFilter): Promise<Map<string, MetricSums>> {
  const byDay = new Map<string, MetricSums>();
  const steady = steadyOffset(f.zone, f.from, f.to) !== null;
  for (const row of await sumSessions(db, f, [steady ? 'day' : 'quarter'])) {
    const date = steady ? addDays('1970-01-01', Number(row.keys[0])) : f.zone.dateOf(Number(row.keys[0]) * QUARTER_MS);
    addSums(byDay.get(date) ?? byDay.set(date, emptySums()).get(date)!, row.sums);
  }
  return byDay;
}

/**
 * Zero-filled rows, one per day, week (Monday first) or month of the range, oldest first. A week or month cut
 * by the range holds only the range's days, and says so in startDate/endDate.
 */
export async function periodReport(db: Executor, f: ReportFilter, period: Period): Promise<PeriodRow[]> {
  const byDay = await dailySums(db, f);
  const rows = new Map<string, { sums: MetricSums; startDate: string; endDate: string }>();
  for (const date of datesBetween(f.startDate, f.endDate)) {
    const key = keyOf(date, period);
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { sums: emptySums(), startDate: date, endDate: date }));
    row.endDate = date;
    const day = byDay.get(date);
    if (day) addSums(row.sums, day);
  }
  return [...rows.entries()].map(([key, r]) => ({ period: key, startDate: r.startDate, endDate: r.endDate, ...toMetrics(r.sums) }));
}
