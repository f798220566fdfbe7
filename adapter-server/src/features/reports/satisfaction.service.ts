import { percent } from '../../../../src/common/percent';
import type { Executor } from '../../db/database';
import { type Paging, pageOf, type Page, type ReportFilter, sortRows } from './report-filter';
import { evaluationGroups } from './satisfaction.repository';
import { addSums, emptySums, toMetrics } from './session-metrics';
import { namesOf, sumSessions } from './session-metrics.repository';
import { parseEvaluation } from './session-view';

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export const SCORES = [1, 2, 3, 4, 5] as const;

export interface SatisfactionAgentRow {
  agentId: string | null;
  agentName: string;
  invited: number;
  evaluated: number;
  evaluationRate: number;
  avgSatisfaction: number | null;
  satisfactionRate: number;
  score1: number;
  score2: number;
  score3: number;
  score4: number;
  score5: number;
}

export interface SatisfactionReport extends Page<SatisfactionAgentRow> {
  summary: { invited: number; evaluated: number; evaluationRate: number; avgSatisfaction: number | null; satisfactionRate: number };
  scores: { score: number; count: number; percent: number }[];
  categories: { category: string; count: number; percent: number; reasons: { reason: string; count: number; percent: number }[] }[];
  comments: number;
}

export async function satisfactionReport(db: Executor, f: ReportFilter, p: Paging): Promise<SatisfactionReport> {
  // Two scans: the evaluated sessions by agent, score and evaluation; the invitations by agent.
  const [groups, byAgent, names] = await Promise.all([evaluationGroups(db, f), sumSessions(db, f, ['agent']), namesOf(db)]);
  const totalSums = emptySums();
  byAgent.forEach((r) => addSums(totalSums, r.sums));
  const scoreCount = new Map<number, number>();
  const cats = new Map<string, { count: number; reasons: Map<string, number> }>();
  let comments = 0;
  let evaluated = 0;
  for (const g of groups) {
    const n = Number(g.n);
    evaluated += n;
    if (g.satisfaction !== null) scoreCount.set(g.satisfaction, (scoreCount.get(g.satisfaction) ?? 0) + n);
    const ev = parseEvaluation(g.evaluation);
    if (ev?.comment) comments += n;
    for (const [cat, reasons] of Object.entries(ev?.categories ?? {})) {
      const c = cats.get(cat) ?? cats.set(cat, { count: 0, reasons: new Map() }).get(cat)!;
      c.count += n;
      for (const r of reasons) c.reasons.set(r, (c.reasons.get(r) ?? 0) + n);
    }
  }
  const agentScores = new Map<string, number[]>();
  for (const r of groups) {
    const key = r.agentId ?? '';
    const arr = agentScores.get(key) ?? agentScores.set(key, [0, 0, 0, 0, 0]).get(key)!;
    if (r.satisfaction && r.satisfaction >= 1 && r.satisfaction <= 5) arr[r.satisfaction - 1] += Number(r.n);
  }
  const rows: SatisfactionAgentRow[] = byAgent
    .filter((r) => r.sums.invited > 0 || r.sums.evaluated > 0)
    .map((r) => {
      const id = r.keys[0] === null ? null : String(r.keys[0]);
      const m = toMetrics(r.sums);
      const s = agentScores.get(id ?? '') ?? [0, 0, 0, 0, 0];
      return {
        agentId: id,
        agentName: id ? (names.agents.get(id)?.nickname ?? id) : '',
        invited: m.invited,
        evaluated: m.evaluated,
        evaluationRate: m.evaluationRate,
        avgSatisfaction: m.avgSatisfaction,
        satisfactionRate: m.satisfactionRate,
        score1: s[0], score2: s[1], score3: s[2], score4: s[3], score5: s[4],
      };
    });
  const t = toMetrics(totalSums);
  return {
    ...pageOf(sortRows(rows, p), p),
    summary: { invited: t.invited, evaluated: t.evaluated, evaluationRate: t.evaluationRate, avgSatisfaction: t.avgSatisfaction, satisfactionRate: t.satisfactionRate },
    scores: SCORES.map((score) => ({ score, count: scoreCount.get(score) ?? 0, percent: percent(scoreCount.get(score) ?? 0, evaluated) })),
    categories: [...cats.entries()]
      // Most given first; equal counts by name, so the order does not hang on the order the database read rows in.
      .sort((a, b) => b[1].count - a[1].count || byName(a[0], b[0]))
      .map(([category, c]) => ({
        category,
        count: c.count,
        percent: percent(c.count, evaluated),
        reasons: [...c.reasons.entries()].sort((a, b) => b[1] - a[1] || byName(a[0], b[0])).map(([reason, count]) => ({ reason, count, percent: percent(count, c.count) })),
      })),
    comments,
  };
}
