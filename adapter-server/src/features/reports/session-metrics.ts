import { percent, round2 } from '../../../../src/common/percent';

/** Sums and counts read from the session facts; they merge by addition (max by max), so buckets roll up. */
export interface MetricSums {
  offered: number;
  robotOnly: number;
  converted: number;
  queued: number;
  abandoned: number;
  answered: number;
  waitSum: number;
  waitCount: number;
  waitMax: number;
  frSum: number;
  frCount: number;
  frMax: number;
  respSum: number;
  respCount: number;
  durSum: number;
  durCount: number;
  visitorMsgs: number;
  agentMsgs: number;
  robotMsgs: number;
  transfers: number;
  invited: number;
  evaluated: number;
  satSum: number;
  satisfied: number;
}

export const SUM_KEYS = [
  'offered', 'robotOnly', 'converted', 'queued', 'abandoned', 'answered', 'waitSum', 'waitCount', 'waitMax', 'frSum',
  'frCount', 'frMax', 'respSum', 'respCount', 'durSum', 'durCount', 'visitorMsgs', 'agentMsgs', 'robotMsgs', 'transfers',
  'invited', 'evaluated', 'satSum', 'satisfied',
] as const satisfies readonly (keyof MetricSums)[];

const MAX_KEYS = new Set<keyof MetricSums>(['waitMax', 'frMax']);

export function emptySums(): MetricSums {
  return Object.fromEntries(SUM_KEYS.map((k) => [k, 0])) as unknown as MetricSums;
}

/** Reads a database row (strings or nulls from some drivers) into numbers. */
export function sumsOf(row: Partial<Record<keyof MetricSums, unknown>>): MetricSums {
  const out = emptySums();
  for (const k of SUM_KEYS) out[k] = Number(row[k] ?? 0) || 0;
  return out;
}

/** An aggregate row read back: its group keys (`k0`, `k1`, … as selected) and its sums. */
export function groupedOf(row: Record<string, unknown>, keyCount: number): { keys: (string | number | null)[]; sums: MetricSums } {
  const keys = Array.from({ length: keyCount }, (_, i) => {
    const v = row[`k${i}`];
    return v === null || v === undefined ? null : typeof v === 'number' || typeof v === 'string' ? v : String(v);
  });
  return { keys, sums: sumsOf(row as Partial<Record<keyof MetricSums, unknown>>) };
}

export function addSums(into: MetricSums, more: MetricSums): MetricSums {
  for (const k of SUM_KEYS) into[k] = MAX_KEYS.has(k) ? Math.max(into[k], more[k]) : into[k] + more[k];
  return into;
}

/** What the screens and exports show. Times are milliseconds; null where nothing was measured. */
export interface SessionMetrics {
  offered: number;
  robotOnly: number;
  converted: number;
  conversionRate: number;
  queued: number;
  abandoned: number;
  abandonRate: number;
  answered: number;
  answerRate: number;
  avgQueueWaitMs: number | null;
  maxQueueWaitMs: number | null;
  avgFirstResponseMs: number | null;
  maxFirstResponseMs: number | null;
  avgResponseMs: number | null;
  avgDurationMs: number | null;
  inSessionMs: number;
  visitorMsgs: number;
  agentMsgs: number;
  robotMsgs: number;
  transfers: number;
  invited: number;
  evaluated: number;
  evaluationRate: number;
  avgSatisfaction: number | null;
  satisfactionRate: number;
}

const avg = (sum: number, count: number) => (count > 0 ? Math.round(sum / count) : null);

export function toMetrics(s: MetricSums): SessionMetrics {
  return {
    offered: s.offered,
    robotOnly: s.robotOnly,
    converted: s.converted,
    conversionRate: percent(s.converted, s.offered),
    queued: s.queued,
    abandoned: s.abandoned,
    abandonRate: percent(s.abandoned, s.queued),
    answered: s.answered,
    answerRate: percent(s.answered, s.converted),
    avgQueueWaitMs: avg(s.waitSum, s.waitCount),
    maxQueueWaitMs: s.waitCount > 0 ? s.waitMax : null,
    avgFirstResponseMs: avg(s.frSum, s.frCount),
    maxFirstResponseMs: s.frCount > 0 ? s.frMax : null,
    avgResponseMs: avg(s.respSum, s.respCount),
    avgDurationMs: avg(s.durSum, s.durCount),
    inSessionMs: s.durSum,
    visitorMsgs: s.visitorMsgs,
    agentMsgs: s.agentMsgs,
    robotMsgs: s.robotMsgs,
    transfers: s.transfers,
    invited: s.invited,
    evaluated: s.evaluated,
    evaluationRate: percent(s.evaluated, s.invited),
    avgSatisfaction: s.evaluated > 0 ? round2(s.satSum / s.evaluated) : null,
    satisfactionRate: percent(s.satisfied, s.evaluated),
  };
}
