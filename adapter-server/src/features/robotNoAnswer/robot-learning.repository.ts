import { sql } from 'kysely';
import { AUTHOR } from '../../../../src/common/events';
import type { Executor } from '../../db/database';

/**
 * The first reply a person (an agent, not the robot, nor a note) wrote in `sessionId` after the visitor asked
 * `question` there (after the session's start when the question is not found as asked), or null when none did.
 */
export async function agentReplyTo(db: Executor, sessionId: string, question: string): Promise<string | null> {
  const reply = await db
    .selectFrom('chat_messages')
    .select('content')
    .where('session_id', '=', sessionId)
    .where('author', '=', AUTHOR.agent)
    .where('type', '=', 'text')
    .where('revoked_at', 'is', null)
    .where((eb) =>
      eb(
        'seq',
        '>',
        eb.fn.coalesce(
          eb.selectFrom('chat_messages as q').select((q) => q.fn.min('q.seq').as('seq')).where('q.session_id', '=', sessionId).where('q.author', '=', AUTHOR.customer).where('q.content', '=', question),
          sql.lit(0),
        ),
      ),
    )
    .orderBy('seq', 'asc')
    .limit(1)
    .executeTakeFirst();
  return reply?.content.trim() || null;
}

/** An unanswered question still pending, as the proposals read it. */
export interface PendingQuestion {
  id: string;
  question: string;
  session_id: string | null;
  count: number;
  updated_at: number;
}

/** The pending unanswered questions (all, or the `limit` most asked that were asked in a chat), most asked first. */
export function pendingQuestions(db: Executor, limit?: number): Promise<PendingQuestion[]> {
  let q = db.selectFrom('robot_no_answer').select(['id', 'question', 'session_id', 'count', 'updated_at']).where('status', '=', 0);
  if (limit !== undefined) q = q.where('session_id', 'is not', null).limit(limit);
  return q.orderBy('count', 'desc').orderBy('updated_at', 'desc').orderBy('id').execute();
}

/** When each dismissed group was dismissed, by its key. */
export async function dismissals(db: Executor): Promise<Map<string, number>> {
  const rows = await db.selectFrom('robot_learning_dismissals').select(['question_key', 'dismissed_at']).execute();
  return new Map(rows.map((r) => [r.question_key, Number(r.dismissed_at)]));
}

export async function dismiss(db: Executor, key: string, by: string, at: number): Promise<void> {
  await db.deleteFrom('robot_learning_dismissals').where('question_key', '=', key).execute();
  await db.insertInto('robot_learning_dismissals').values({ question_key: key, dismissed_by: by, dismissed_at: at }).execute();
}

export const forgetDismissal = (db: Executor, key: string) => db.deleteFrom('robot_learning_dismissals').where('question_key', '=', key).execute();

/** Closes unanswered questions with the entry that now answers them. */
export const markTaught = (db: Executor, ids: string[], qaId: string, at: number) =>
  db.updateTable('robot_no_answer').set({ status: 1, qa_id: qaId, updated_at: at }).where('id', 'in', ids).execute();
