import { sql } from 'kysely';
import { onPostgres } from '../../db/compiled';
import type { Executor } from '../../db/database';
import type { ReportFilter } from './report-filter';
import { sessionFilterSql } from './session-metrics.repository';
import { rollupWhere, wholeDaysOf } from './session-rollup';
import { parseEvaluation } from './session-view';

const DAY_MS = 86_400_000;

/** The rated chats of a range, counted as the satisfaction report reads them. */
export interface RatedCounts {
  /** By agent, score (null: none given) and whether the rating holds a comment. */
  rated: { agentId: string | null; satisfaction: number | null; commented: boolean; n: number }[];
  /** By category and reason; reason '' counts the ratings giving the category. */
  reasons: { category: string; reason: string; n: number }[];
}

/**
 * The filtered range's rated chats. Its whole UTC days' ended chats come from the daily rollups (migration 0048), the
 * rest (the range's ends, the chats not yet ended) from the chats; `fromChats`: all from the chats (what the rollups
 * are checked against). A count may come in several parts: the reader adds them up.
 */
export async function ratedCounts(db: Executor, f: ReportFilter, fromChats = false): Promise<RatedCounts> {
  const days = fromChats ? null : wholeDaysOf(f);
  if (!days) return countsOfChats(db, f);
  const { d1, d2 } = days;
  const parts = await Promise.all([
    countsOfRollup(db, f, d1, d2),
    countsOfChats(db, { ...f, from: d1, to: d2 }, true),
    f.from < d1 ? countsOfChats(db, { ...f, to: d1 }) : null,
    d2 < f.to ? countsOfChats(db, { ...f, from: d2 }) : null,
  ]);
  return { rated: parts.flatMap((p) => p?.rated ?? []), reasons: parts.flatMap((p) => p?.reasons ?? []) };
}

/**
 * The rated chats. SQLite reads them by the partial index of 0044 (which needs the condition as written); PostgreSQL
 * must not AND the index of every rating ever given into a few hours' chats (a bitmap of 206,421 ratings took 53 ms
 * of a 63 ms read on the 10,000,000-message bench): `+ 0` keeps that index out.
 */
const ratedSql = (db: Executor) => (onPostgres(db) ? sql<boolean>`evaluated_at + 0 is not null` : sql<boolean>`evaluated_at is not null`);

/** Identical ratings collapse into one row, so the reasons are parsed from distinct rows, not every chat. */
async function countsOfChats(db: Executor, f: ReportFilter, openOnly = false): Promise<RatedCounts> {
  const rows = await db
    .selectFrom('chat_sessions')
    .select(['agent_id as agentId', 'satisfaction', 'evaluation', sql<number>`count(*)`.as('n')])
    .where(sessionFilterSql(f, 'chat_sessions', openOnly))
    .where(ratedSql(db))
    .groupBy(['agent_id', 'satisfaction', 'evaluation'])
    .execute();
  const counts: RatedCounts = { rated: [], reasons: [] };
  for (const r of rows) {
    const n = Number(r.n);
    const ev = parseEvaluation(r.evaluation);
    counts.rated.push({ agentId: r.agentId, satisfaction: r.satisfaction, commented: Boolean(ev?.comment), n });
    for (const [category, reasons] of Object.entries(ev?.categories ?? {})) {
      counts.reasons.push({ category, reason: '', n });
      for (const reason of reasons) counts.reasons.push({ category, reason, n });
    }
  }
  return counts;
}

type Num = number | string;

async function countsOfRollup(db: Executor, f: ReportFilter, from: number, to: number): Promise<RatedCounts> {
  const where = rollupWhere(f, 'day', DAY_MS, from, to, sql`n <> 0`);
  const [rated, reasons] = await Promise.all([
    sql<{ agentKey: string; satisfaction: Num; commented: Num; n: Num }>`select agent_key as "agentKey", satisfaction, commented, sum(n) as n
      from evaluation_day where ${where} group by agent_key, satisfaction, commented`.execute(db),
    sql<{ category: string; reason: string; n: Num }>`select category, reason, sum(n) as n
      from evaluation_reason_day where ${where} group by category, reason`.execute(db),
  ]);
  return {
    rated: rated.rows
      .filter((r) => Number(r.n) > 0)
      .map((r) => ({ agentId: r.agentKey === '' ? null : r.agentKey, satisfaction: Number(r.satisfaction) === 0 ? null : Number(r.satisfaction), commented: Number(r.commented) === 1, n: Number(r.n) })),
    reasons: reasons.rows.filter((r) => Number(r.n) > 0).map((r) => ({ category: r.category, reason: r.reason, n: Number(r.n) })),
  };
}
