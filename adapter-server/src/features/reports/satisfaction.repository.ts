import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { ReportFilter } from './report-filter';
import { sessionFilterSql } from './session-metrics.repository';

/**
 * Evaluated sessions grouped by agent, score and evaluation: identical evaluations collapse into one row, so the
 * reasons are counted from a few hundred distinct rows rather than every session.
 */
export function evaluationGroups(db: Executor, f: ReportFilter) {
  return db
    .selectFrom('chat_sessions')
    .select(['agent_id as agentId', 'satisfaction', 'evaluation', sql<number>`count(*)`.as('n')])
    .where(sessionFilterSql(f))
    .where('evaluated_at', 'is not', null)
    .groupBy(['agent_id', 'satisfaction', 'evaluation'])
    .execute();
}
