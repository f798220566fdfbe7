import { sql } from 'kysely';
import { percent } from '../../../../src/common/percent';
import type { Executor } from '../../db/database';
import { type Paging, pageOf, type Page, type ReportFilter, sortRows } from './report-filter';
import { ratedCounts } from './satisfaction.repository';
import { addSums, emptySums, toMetrics } from './session-metrics';
import { namesOf, sumSessions } from './session-metrics.repository';

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

/** `fromChats`: every count read from the chats themselves, no rollup (what the rollups are checked against). */
export async function satisfactionReport(db: Executor, f: ReportFilter, p: Paging, fromChats = false): Promise<SatisfactionReport> {
  // The rated chats by agent, score and comment, and by reason; the invitations by agent (over days, from rollups).
  const [counts, byAgent, names] = await Promise.all([ratedCounts(db, f, fromChats), sumSessions(db, f, ['agent'], fromChats ? sql`1 = 1` : undefined), namesOf(db)]);
  const totalSums = emptySums();
  byAgent.forEach((r) => addSums(totalSums, r.sums));
  const scoreCount = new Map<number, number>();
  const agentScores = new Map<string, number[]>();
  let comments = 0;
  let evaluated = 0;
  for (const g of counts.rated) {
    evaluated += g.n;
    if (g.commented) comments += g.n;
    if (g.satisfaction !== null) scoreCount.set(g.satisfaction, (scoreCount.get(g.satisfaction) ?? 0) + g.n);
    const key = g.agentId ?? '';
    const arr = agentScores.get(key) ?? agentScores.set(key, [0, 0, 0, 0, 0]).get(key)!;
    if (g.satisfaction && g.satisfaction >= 1 && g.satisfaction <= 5) arr[g.satisfaction - 1] += g.n;
  }
  const cats = new Map<string, { count: number; reasons: Map<string, number> }>();
  for (const { category, reason, n } of counts.reasons) {
    const c = cats.get(category) ?? cats.set(category, { count: 0, reasons: new Map() }).get(category)!;
    if (reason === '') c.count += n;
    else c.reasons.set(reason, (c.reasons.get(reason) ?? 0) + n);
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
