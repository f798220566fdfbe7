import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { ReportFilter } from './report-filter';
import { sessionFilterSql } from './session-metrics.repository';
import { rollupWhere, wholeHoursOf } from './session-rollup';
import { categoriesOf, parseEvaluation } from './session-view';

/** Rated chats of one agent, score, set of reasons and comment-or-not, and how many. */
export interface EvaluationGroup {
  agentId: string | null;
  satisfaction: number | null;
  categories: Record<string, string[]>;
  commented: boolean;
  n: number;
}

/**
 * The filtered range's rated chats grouped by agent, score and evaluation. Over a day or more the whole hours' ended
 * chats come from `evaluation_rollup` (migration 0048), the rest (the range's ends, the chats not yet ended) from the
 * chats; `fromChats`: all from the chats (what the rollup is checked against). A group may come in several parts:
 * the reader adds up `n`.
 */
export async function evaluationGroups(db: Executor, f: ReportFilter, fromChats = false): Promise<EvaluationGroup[]> {
  const hours = fromChats ? null : wholeHoursOf(f);
  if (!hours) return groupsOfChats(db, f);
  const { h1, h2 } = hours;
  const parts = await Promise.all([
    groupsOfRollup(db, f, h1, h2),
    groupsOfChats(db, { ...f, from: h1, to: h2 }, true),
    f.from < h1 ? groupsOfChats(db, { ...f, to: h1 }) : [],
    h2 < f.to ? groupsOfChats(db, { ...f, from: h2 }) : [],
  ]);
  return parts.flat();
}

/** Identical evaluations collapse into one row, so the reasons are parsed from distinct rows, not every chat. */
async function groupsOfChats(db: Executor, f: ReportFilter, openOnly = false): Promise<EvaluationGroup[]> {
  const rows = await db
    .selectFrom('chat_sessions')
    .select(['agent_id as agentId', 'satisfaction', 'evaluation', sql<number>`count(*)`.as('n')])
    .where(sessionFilterSql(f, 'chat_sessions', openOnly))
    .where('evaluated_at', 'is not', null)
    .groupBy(['agent_id', 'satisfaction', 'evaluation'])
    .execute();
  return rows.map((r) => {
    const ev = parseEvaluation(r.evaluation);
    return { agentId: r.agentId, satisfaction: r.satisfaction, categories: ev?.categories ?? {}, commented: Boolean(ev?.comment), n: Number(r.n) };
  });
}

function reasonsOf(text: string): Record<string, string[]> {
  if (!text) return {};
  try {
    return categoriesOf(JSON.parse(text));
  } catch {
    return {};
  }
}

async function groupsOfRollup(db: Executor, f: ReportFilter, from: number, to: number): Promise<EvaluationGroup[]> {
  const { rows } = await sql<{ agentKey: string; satisfaction: number | string; reasons: string; commented: number | string; n: number | string }>`
    select agent_key as "agentKey", satisfaction, reasons, commented, sum(n) as n from evaluation_rollup
    where ${rollupWhere(f, from, to, sql`n <> 0`)} group by agent_key, satisfaction, reasons, commented`.execute(db);
  return rows
    .filter((r) => Number(r.n) > 0)
    .map((r) => ({
      agentId: r.agentKey === '' ? null : r.agentKey,
      satisfaction: Number(r.satisfaction) === 0 ? null : Number(r.satisfaction),
      categories: reasonsOf(r.reasons),
      commented: Number(r.commented) === 1,
      n: Number(r.n),
    }));
}
