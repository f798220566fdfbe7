import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { reportDb } from '../../db/tables/reports.table';

/**
 * For the conversation loop, inside the transaction that stores an agent's reply to a visitor: adds the reply
 * time (visitor message → this agent message) to the session's facts, so the average response time is
 * read from the session and never recomputed from messages.
 */
export async function recordAgentReply(db: Executor, sessionId: string, responseMs: number): Promise<void> {
  await reportDb(db)
    .updateTable('chat_sessions')
    .set({
      agent_response_total_ms: sql`agent_response_total_ms + ${Math.max(0, Math.round(responseMs))}`,
      agent_response_count: sql`agent_response_count + 1`,
    })
    .where('id', '=', sessionId)
    .execute();
}
