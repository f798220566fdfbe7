import type { Kysely } from 'kysely';

/**
 * When the visitor started waiting for the agent's answer (the first visitor message since the agent last
 * wrote). The agent's next message adds the wait to the session's response-time facts in the same UPDATE that
 * takes its sequence number, so average response time costs no extra query on the chat's hot path.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_sessions').addColumn('awaiting_reply_since', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_sessions').dropColumn('awaiting_reply_since').execute();
}
