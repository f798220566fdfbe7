import { AUTHOR } from '../../../../src/common/events';
import { compiledQuery, later, step, type Steps } from '../../db/compiled';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import type { RobotNoAnswerTable, RobotQaTable } from '../../db/tables/robot.table';

export type QaRow = RobotQaTable;

export async function wordListSignature(db: Executor): Promise<string> {
  const r = await db
    .selectFrom('sensitive_words')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('updated_at').as('last')])
    .executeTakeFirstOrThrow();
  return `${Number(r.n)}:${Number(r.last ?? 0)}`;
}

export const listEnabledWords = async (db: Executor) =>
  (await db.selectFrom('sensitive_words').select('word').where('enabled', '=', 1).execute()).map((r) => r.word);

/** The QA base's and the synonyms table's count and last change: what the robot's index is built from. */
export async function qaSignature(db: Executor): Promise<string> {
  const sig = async (table: 'robot_qa' | 'robot_synonyms') => {
    const r = await db
      .selectFrom(table)
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('updated_at').as('last')])
      .executeTakeFirstOrThrow();
    return `${Number(r.n)}:${Number(r.last ?? 0)}`;
  };
  return `${await sig('robot_qa')}/${await sig('robot_synonyms')}`;
}

export const listEnabledSynonyms = async (db: Executor) =>
  (await db.selectFrom('robot_synonyms').select(['id', 'words']).where('enabled', '=', 1).execute()).map((r) => ({
    id: r.id,
    words: (JSON.parse(r.words) as unknown[]).filter((w): w is string => typeof w === 'string'),
  }));

export const listEnabledQa = (db: Executor) => db.selectFrom('robot_qa').selectAll().where('enabled', '=', 1).execute();

export const findQa = (db: Executor, id: string) => db.selectFrom('robot_qa').selectAll().where('id', '=', id).executeTakeFirst();

const qaHit = compiledQuery(['id'], (db, p: { id: string }) => db.updateTable('robot_qa').set((eb) => ({ hits: eb('hits', '+', 1) })).where('id', '=', p.id));

/** On every answered question (compiled once). */
export const countQaHitStep = (id: string) => qaHit.step('', { id });

/** The same unanswered question asked again counts up instead of filling the list with copies. */
export function* logNoAnswer(row: RobotNoAnswerTable): Steps<void> {
  const same = (yield step((db) => db.selectFrom('robot_no_answer').select(['id']).where('question', '=', row.question).where('status', '=', 0))).rows[0] as { id: string } | undefined;
  if (same) {
    yield later(step((db) =>
      db
        .updateTable('robot_no_answer')
        .set((eb) => ({ count: eb('count', '+', 1), updated_at: row.updated_at, session_id: row.session_id, visitor_id: row.visitor_id }))
        .where('id', '=', same.id),
    ));
  } else {
    yield later(step((db) => db.insertInto('robot_no_answer').values(row)));
  }
}

/** The robot's last line in a session: a suggestion picked there was picked from it. */
export const lastRobotLineStep = (sessionId: string) =>
  step((db) => db.selectFrom('chat_messages').select(['extra']).where('session_id', '=', sessionId).where('author', '=', AUTHOR.robot).orderBy('seq', 'desc').limit(1));

/** A visitor picked entry `qaId` among the suggestions for `question`: counted per question and entry. */
export function* recordPick(question: string, qaId: string, at: number): Steps<void> {
  const same = (yield step((db) => db.selectFrom('robot_suggestion_picks').select(['id']).where('question', '=', question).where('qa_id', '=', qaId))).rows[0] as { id: string } | undefined;
  if (same) yield step((db) => db.updateTable('robot_suggestion_picks').set((eb) => ({ count: eb('count', '+', 1), updated_at: at })).where('id', '=', same.id));
  else yield step((db) => db.insertInto('robot_suggestion_picks').values({ id: newId(), question, qa_id: qaId, count: 1, created_at: at, updated_at: at }));
}

type NoIntentionRow = { id: string; content: string; visitor_id: string | null; session_id: string | null; channel: number; created_at: number };
export const logNoIntentionStep = (row: NoIntentionRow) => step((db) => db.insertInto('robot_no_intention').values(row));
export const logNoIntention = (db: Executor, row: NoIntentionRow) => db.insertInto('robot_no_intention').values(row).execute();

export const findVote = (db: Executor, messageId: string) => db.selectFrom('robot_votes').selectAll().where('message_id', '=', messageId).executeTakeFirst();

export const insertVote = (db: Executor, row: { id: string; message_id: string; session_id: string; visitor_id: string; qa_id: string | null; vote: number; created_at: number }) =>
  db.insertInto('robot_votes').values(row).execute();

export const findRating = (db: Executor, sessionId: string) => db.selectFrom('robot_ratings').selectAll().where('session_id', '=', sessionId).executeTakeFirst();

export const insertRating = (db: Executor, row: { id: string; session_id: string; visitor_id: string; score: number; comment: string; created_at: number }) =>
  db.insertInto('robot_ratings').values(row).execute();

export const hotQuestions = (db: Executor, at: number, limit: number) =>
  db
    .selectFrom('robot_qa')
    .select(['id', 'question', 'classify'])
    .where('enabled', '=', 1)
    .where('classify', '=', 1)
    .where((eb) => eb.or([eb('valid_from', 'is', null), eb('valid_from', '<=', at)]))
    .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', at)]))
    .orderBy('hits', 'desc')
    .orderBy('created_at')
    .limit(limit)
    .execute();

export const latestPushedNotice = (db: Executor) =>
  db.selectFrom('notices').select(['id', 'title', 'content', 'pushed_at']).where('status', '=', 1).orderBy('pushed_at', 'desc').limit(1).executeTakeFirst();
