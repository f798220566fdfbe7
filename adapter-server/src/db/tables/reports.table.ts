/**
 * Report facts added to `chat_sessions` by migration 0005: the sum and number of the agent's reply times
 * (visitor message → next agent message), so "average response time" is read from the session and never
 * computed by rescanning messages. The message writer adds to them in its write transaction
 * (features/messages/message.repository.ts); reports read them through `reportDb` (db/report-db.ts).
 */
export interface SessionResponseFacts {
  agent_response_total_ms: number;
  agent_response_count: number;
  /** Since when the visitor has been waiting for the agent's answer; null when the agent wrote last (0008). */
  awaiting_reply_since?: number | null;
}
