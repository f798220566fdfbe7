import type { Executor } from '../../db/database';
import { type Paging, pageOf, type Page, type ReportFilter, sortRows } from './report-filter';
import { addSums, emptySums, type SessionMetrics, toMetrics } from './session-metrics';
import { namesOf, sumSessions } from './session-metrics.repository';

export interface GroupRow extends SessionMetrics {
  skillGroupId: string | null;
  skillGroupName: string;
}

export interface ChannelRow extends SessionMetrics {
  channel: number;
  orgType: string;
}

export const BREAKDOWN_SORT = [
  'offered', 'robotOnly', 'converted', 'conversionRate', 'queued', 'abandoned', 'answered', 'avgQueueWaitMs',
  'avgFirstResponseMs', 'avgDurationMs', 'evaluated', 'satisfactionRate',
] as const;

export type WithTotal<T> = Page<T> & { summary: SessionMetrics };

/** Sessions per skill group (robot-only sessions that never reached a group form the row with no group). */
export async function groupBreakdown(db: Executor, f: ReportFilter, p: Paging): Promise<WithTotal<GroupRow>> {
  const [rows, names] = await Promise.all([sumSessions(db, f, ['skillGroup']), namesOf(db)]);
  const total = emptySums();
  const out: GroupRow[] = rows.map((r) => {
    addSums(total, r.sums);
    const id = r.keys[0] === null ? null : String(r.keys[0]);
    return { skillGroupId: id, skillGroupName: id ? (names.groups.get(id) ?? id) : '', ...toMetrics(r.sums) };
  });
  out.sort((a, b) => a.skillGroupName.localeCompare(b.skillGroupName));
  return { ...pageOf(sortRows(out, p), p), summary: toMetrics(total) };
}

/** Sessions per channel (skill organisation) and organisation type. */
export async function channelBreakdown(db: Executor, f: ReportFilter, p: Paging): Promise<WithTotal<ChannelRow>> {
  const rows = await sumSessions(db, f, ['channel', 'orgType']);
  const total = emptySums();
  const out: ChannelRow[] = rows.map((r) => {
    addSums(total, r.sums);
    return { channel: Number(r.keys[0]), orgType: String(r.keys[1] ?? ''), ...toMetrics(r.sums) };
  });
  out.sort((a, b) => a.channel - b.channel || a.orgType.localeCompare(b.orgType));
  return { ...pageOf(sortRows(out, p), p), summary: toMetrics(total) };
}
