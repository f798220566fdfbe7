import type { Kysely } from 'kysely';

/**
 * The AI chat's handover to a human agent (features/robot/ai-chat.service.ts `handOverAiChat`): how far the
 * chat's messages were already copied into the visitor's session, so a second handover (a double tap, or
 * coming back to the AI chat later) copies only what is new.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ai_chats').addColumn('handed_seq', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ai_chats').dropColumn('handed_seq').execute();
}
