import type { Kysely } from 'kysely';
import type { Database, Executor } from '../database';

/**
 * Report facts added to `chat_sessions` by migration 0005: the sum and number of the agent's reply times
 * (visitor message → next agent message), so "average response time" is read from the session and never
 * computed by rescanning messages. The conversation loop adds to them in its write transaction through
 * `recordAgentReply` (features/reports/report-facts.repository.ts).
 */
export interface SessionResponseFacts {
  agent_response_total_ms: number;
  agent_response_count: number;
  /** Since when the visitor has been waiting for the agent's answer; null when the agent wrote last (0008). */
  awaiting_reply_since?: number | null;
}

/** The shared schema as reports see it: `chat_sessions` with the facts above. */
export type ReportDatabase = Omit<Database, 'chat_sessions'> & { chat_sessions: Database['chat_sessions'] & SessionResponseFacts };
export type ReportDb = Kysely<ReportDatabase>;

/** The columns are this domain's own addition, so only report code sees them in its types. */
export const reportDb = (db: Executor): ReportDb => db.withTables<{ chat_sessions: SessionResponseFacts }>() as unknown as ReportDb;
