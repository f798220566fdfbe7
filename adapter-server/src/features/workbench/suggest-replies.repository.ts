import { AUTHOR } from '../../../../src/common/events';
import type { SuggestionUse } from '../../../../src/common/suggestedReplies';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import type { ReplyRow } from './suggest-replies.service';

/** How far back the conversation is read for the visitor's questions and a waybill number. */
const RECENT = 30;
/** Quick replies ranked at most (the common ones and the agent's own). */
const REPLIES = 2000;

/** The chat's latest texts, oldest first: the visitor's, and every side's (where a waybill may be named). */
export async function recentTexts(db: Executor, sessionId: string, lastSeq: number): Promise<{ visitor: string[]; all: string[] }> {
  const rows = await db
    .selectFrom('chat_messages')
    .select(['author', 'content'])
    .where('session_id', '=', sessionId)
    .where('seq', '<=', lastSeq)
    .where('type', '=', 'text')
    .orderBy('seq', 'desc')
    .limit(RECENT)
    .execute();
  rows.reverse();
  return { visitor: rows.filter((r) => r.author === AUTHOR.customer).map((r) => r.content), all: rows.map((r) => r.content) };
}

/** The common quick replies and the agent's own. */
export const usableReplies = (db: Executor, userId: string): Promise<ReplyRow[]> =>
  db
    .selectFrom('quick_replies')
    .select(['id', 'title', 'content', 'click_count', 'type'])
    .where((eb) => eb.or([eb('type', '=', 0), eb.and([eb('type', '=', 1), eb('owner_user_id', '=', userId)])]))
    .limit(REPLIES)
    .execute();

export type SuggestionOutcome = 'sent' | 'edited' | 'ignored';

/** One use of a suggestion (migration 0034): one insert, nothing read. An ignored one keeps the reply typed instead. */
export const recordSuggestionUse = (db: Executor, use: SuggestionUse & { sessionId: string; agentId: string; messageId: string | null; outcome?: SuggestionOutcome }) =>
  db
    .insertInto('reply_suggestion_uses')
    .values({
      id: newId(),
      session_id: use.sessionId,
      agent_id: use.agentId,
      source: use.source,
      suggestion_id: use.id,
      outcome: use.outcome ?? (use.ignored ? 'ignored' : use.edited ? 'edited' : 'sent'),
      message_id: use.messageId,
      created_at: Date.now(),
    })
    .execute();
