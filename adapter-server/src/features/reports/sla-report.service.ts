import { percent } from '../../../../src/common/percent';
import { VALUE_LABELS, type Lang } from '../../../../src/common/reportLabels';
import type { SlaFigures, SlaGroupBy, SlaReport, SlaRow } from '../../../../src/common/slaReport';
import type { Executor } from '../../db/database';
import type { ReportFilter } from './report-filter';
import { namesOf } from './session-metrics.repository';
import { type OutcomeRow, outcomesIn } from './sla-report.repository';
import { datesBetween } from './time-zone';

/** The value at the nearest rank of a share `p` (0..1] of the sorted values; null for none. */
export function nearestRank(sorted: readonly number[], p: number): number | null {
  if (!sorted.length) return null;
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
}

/** Counts met and breached per clock, the shares met (of the clocks judged) and the first-response percentiles. */
export function figuresOf(rows: readonly OutcomeRow[]): SlaFigures {
  const count = (pick: (r: OutcomeRow) => number | null, v: number) => rows.filter((r) => pick(r) === v).length;
  const frMet = count((r) => r.firstResponseMet, 1);
  const frBreached = count((r) => r.firstResponseMet, 0);
  const resMet = count((r) => r.resolutionMet, 1);
  const resBreached = count((r) => r.resolutionMet, 0);
  const times = rows.flatMap((r) => (r.firstResponseSeconds === null ? [] : [r.firstResponseSeconds * 1000])).sort((a, b) => a - b);
  return {
    chats: rows.length,
    firstResponseMet: frMet,
    firstResponseBreached: frBreached,
    firstResponseMetShare: frMet + frBreached ? percent(frMet, frMet + frBreached) : null,
    resolutionMet: resMet,
    resolutionBreached: resBreached,
    resolutionMetShare: resMet + resBreached ? percent(resMet, resMet + resBreached) : null,
    medianFirstResponseMs: nearestRank(times, 0.5),
    p90FirstResponseMs: nearestRank(times, 0.9),
  };
}

const NONE = 'none';

/**
 * The SLA report: per chat that ended in the range and was held to a policy, whether each clock was met, grouped
 * by the day it ended (every day of the range, oldest first), its skill group, its agent or its priority (the most
 * chats first, then by name). Names are in the reader's language where the product names them.
 */
export async function slaReport(db: Executor, f: ReportFilter, groupBy: SlaGroupBy, lang: Lang): Promise<SlaReport> {
  const [rows, names] = await Promise.all([outcomesIn(db, f), namesOf(db)]);
  const keyOf: Record<SlaGroupBy, (r: OutcomeRow) => string> = {
    day: (r) => f.zone.dateOf(r.resolvedAt),
    skillGroup: (r) => r.skillGroupId ?? NONE,
    agent: (r) => r.agentId ?? NONE,
    priority: (r) => String(r.priority),
  };
  const groups = new Map<string, OutcomeRow[]>();
  if (groupBy === 'day') for (const d of datesBetween(f.startDate, f.endDate)) groups.set(d, []);
  for (const r of rows) {
    const k = keyOf[groupBy](r);
    (groups.get(k) ?? groups.set(k, []).get(k)!).push(r);
  }
  const label = (key: string): Partial<SlaRow> => {
    if (groupBy === 'day') return { period: key };
    if (groupBy === 'priority') return { priority: Number(key) };
    if (groupBy === 'skillGroup') return { skillGroupName: key === NONE ? VALUE_LABELS.sla.noGroup[lang] : (names.groups.get(key) ?? key) };
    return { agentName: key === NONE ? VALUE_LABELS.sla.noAgent[lang] : (names.agents.get(key)?.nickname ?? key) };
  };
  let records: SlaRow[] = [...groups].map(([key, list]) => ({ key, ...label(key), ...figuresOf(list) }));
  if (groupBy === 'priority') records.sort((a, b) => Number(b.key) - Number(a.key));
  else if (groupBy !== 'day') records.sort((a, b) => b.chats - a.chats || String(a.skillGroupName ?? a.agentName).localeCompare(String(b.skillGroupName ?? b.agentName)));
  records = records.filter((r) => groupBy === 'day' || r.chats > 0);
  return { groupBy, summary: figuresOf(rows), records, total: records.length };
}

/** The export: the whole range first (its dates in the first column), then every group as on screen. */
export function exportRows(report: SlaReport, f: ReportFilter): SlaRow[] {
  const field = { day: 'period', skillGroup: 'skillGroupName', agent: 'agentName', priority: 'priority' }[report.groupBy];
  return [{ key: 'total', [field]: `${f.startDate}~${f.endDate}`, ...report.summary }, ...report.records];
}
