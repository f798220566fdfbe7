import { AUTHOR, type ChatMessage } from '../../../../src/common/events';
import { inTransaction, later, onPostgres, type Steps } from '../../db/compiled';
import type { DB } from '../../db/database';
import { newId } from '../../db/ids';
import { AppError, refused, warning } from '../../http/envelope';
import type { Lang } from '../../http/i18n';
import type { ConversationLoop } from '../conversations/conversation-loop';
import type { RobotIndexes } from './robot-indexes';
import { openRobotSession, visitorSession } from '../conversations/session.service';
import type { VisitorRow } from '../conversations/visitor.repository';
import { appendBatch, type AppendInput } from '../messages/message.service';
import { findMessage, postgresBatch, sqliteBatch } from '../messages/message.repository';
import { findWaybillNumbers } from '../waybill/waybill.service';
import { parseLinks, type RobotMatch } from './robot-brain';
import { countQaHitStep, findQa, findRating, findVote, insertRating, insertVote, lastRobotLineStep, logNoAnswer, logNoIntentionStep, recordPick } from './robot.repository';
import { robotText, type Parcel, type WaybillReply } from './robot-texts';

export interface AnswerInput {
  question: string;
  channel: number;
  source: string;
  orgType: 'kd' | 'ky';
  /** A hot question or a "did you mean" suggestion the visitor clicked. */
  qaId?: string;
  /** The visitor page's language: the robot's own lines are stored in it. */
  lang?: Lang;
}

export type RobotReplyKind = RobotMatch['kind'] | 'waybill';

export interface RobotReply {
  sessionId: string;
  kind: RobotReplyKind;
  question: ChatMessage;
  answer: ChatMessage;
}

/** Robot QA classify 4: an entry about where a parcel is, which a named waybill's own tracking answers better. */
const PARCEL_LOOKUP = 4;

type Decision = { match: RobotMatch | WaybillReply; parcel?: Parcel };

async function decide(db: DB, loop: ConversationLoop, robot: RobotIndexes, input: AnswerInput, at: number): Promise<Decision> {
  if (input.qaId) {
    const qa = await findQa(db, input.qaId);
    const live = qa && qa.enabled === 1 && (qa.valid_from === null || qa.valid_from <= at) && (qa.valid_to === null || qa.valid_to >= at);
    if (!live) throw refused('This question is no longer available');
    return { match: { kind: 'answer', qaId: qa.id, question: qa.question, answer: qa.answer, links: parseLinks(qa.links), classify: qa.classify, score: 1 } };
  }
  const [waybillNo] = findWaybillNumbers(input.question);
  if (!waybillNo) return { match: await robot.brain.match(input.question, at) };
  const [match, waybill] = await Promise.all([robot.brain.match(input.question, at), loop.waybills.find(waybillNo)]);
  // A question naming a waybill is about that parcel. Where it is and when it comes, its card answers, with the
  // tracking and the skills (delivery time, address, receipt) the question asks for: the base once answered
  // "YT… 什么时候到" with the courier's pickup time. What the base clearly answers and is not a parcel lookup (a lost
  // or damaged parcel, a new address, a delivery signed for but not received) is answered, the card beside it.
  if (match.kind === 'answer' && match.classify !== PARCEL_LOOKUP) return { match, parcel: { waybillNo, waybill } };
  return { match: { kind: 'waybill', waybillNo, waybill } };
}

/**
 * `im/answer`: stores the visitor's question and the robot's reply in the visitor's robot session, and
 * records what the robot could not do (no answer, no intention) for the management lists.
 */
export async function answerQuestion(db: DB, loop: ConversationLoop, robot: RobotIndexes, visitorId: string, input: AnswerInput): Promise<RobotReply> {
  const at = Date.now();
  const { match, parcel } = await decide(db, loop, robot, input, at);
  const masked = await robot.words.mask(input.question);
  const reply = robotText(match, input.lang, parcel);
  // A "did you mean" keeps the question it answers: a suggestion picked from it teaches the robot that phrasing.
  if (match.kind === 'suggest') reply.extra.asked = masked.text.slice(0, 500);
  const statements = onPostgres(db) ? postgresBatch : sqliteBatch;
  // One batch of statements: on SQLite it runs without a promise per statement (see `inTransaction`); on
  // PostgreSQL the two messages take the writer's statements (two session UPDATEs and one INSERT). With the
  // session this instance last stored the visitor's question in (`known`), the batch does not read it first: the
  // writer's guard (a robot session of this visitor) refuses it once it has moved on (a human asked for, the chat
  // ended), and the batch, rolled back, runs again from the visitor's open session as read.
  const run = (known: string | undefined) =>
    inTransaction(db, function* () {
      const session = known ? { id: known, status: 'robot' as const } : yield* openRobotSession(visitorId, input.channel, input.source, input.orgType, at);
      if (session.status !== 'robot') throw warning('You are connected to the human service; send your message in the chat', { sessionId: session.id });
      const guard = { statuses: ['robot' as const], visitorId };
      if (input.qaId) yield* pickedSuggestion(session.id, input.qaId, visitorId, input.channel, at);
      const pair: AppendInput[] = [
        { sessionId: session.id, author: AUTHOR.customer, type: 'text', content: masked.text, contentRaw: masked.words.length ? input.question : null, guard },
        { sessionId: session.id, author: AUTHOR.robot, type: 'text', content: reply.content, extra: reply.extra, guard },
      ];
      const [q, a] = yield* appendBatch(pair, at, statements);
      if (q instanceof AppError) throw q;
      if (a instanceof AppError) throw a;
      if (match.kind === 'answer') yield later(countQaHitStep(match.qaId));
      if (match.kind === 'none') {
        yield* logNoAnswer({ id: newId(), question: masked.text.slice(0, 500), visitor_id: visitorId, session_id: session.id, channel: input.channel, status: 0, qa_id: null, count: 1, created_at: at, updated_at: at });
      }
      if (match.kind === 'noIntention') {
        yield later(logNoIntentionStep({ id: newId(), content: masked.text.slice(0, 500), visitor_id: visitorId, session_id: session.id, channel: input.channel, created_at: at }));
      }
      return { sessionId: session.id, q, a };
    });
  const known = robot.sessions.get(visitorId);
  let result: Awaited<ReturnType<typeof run>>;
  try {
    result = await run(known);
  } catch (e) {
    if (known === undefined || !(e instanceof AppError)) throw e;
    robot.sessions.forget(visitorId);
    result = await run(undefined);
  }
  robot.sessions.set(visitorId, result.sessionId);
  loop.emitMessage(result.q);
  loop.emitMessage(result.a);
  return { sessionId: result.sessionId, kind: match.kind, question: result.q.message, answer: result.a.message };
}

/**
 * A question answered by an entry the visitor picked from the robot's last "did you mean": the pick is counted
 * for that question and entry, and the question goes to the no-answer log, where the screen offers to add it to
 * the picked entry's similar questions.
 */
function* pickedSuggestion(sessionId: string, qaId: string, visitorId: string, channel: number, at: number): Steps<void> {
  const last = (yield lastRobotLineStep(sessionId)).rows[0] as { extra: string | null } | undefined;
  const extra = last?.extra ? (JSON.parse(last.extra) as { kind?: string; asked?: string; suggestions?: { id: string }[] }) : {};
  if (extra.kind !== 'suggest' || !extra.asked || !extra.suggestions?.some((s) => s.id === qaId)) return;
  yield* recordPick(extra.asked, qaId, at);
  yield* logNoAnswer({ id: newId(), question: extra.asked, visitor_id: visitorId, session_id: sessionId, channel, status: 0, qa_id: null, count: 1, created_at: at, updated_at: at });
}

/** `vote/{msgId}`: once per robot answer, by the visitor it answered. */
export async function voteAnswer(db: DB, visitor: VisitorRow, messageId: string, vote: 0 | 1): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const m = await findMessage(trx, messageId);
    if (!m || m.author !== AUTHOR.robot) throw refused('No such robot answer');
    await visitorSession(trx, visitor.id, m.session_id);
    if (await findVote(trx, messageId)) throw warning('You have already rated this answer');
    const extra = m.extra ? (JSON.parse(m.extra) as { qaId?: string }) : {};
    await insertVote(trx, { id: newId(), message_id: messageId, session_id: m.session_id, visitor_id: visitor.id, qa_id: extra.qaId ?? null, vote, created_at: Date.now() });
  });
}

/** `rate` / `submitRobotEvaluate`: the robot's service rated once per session. */
export async function rateRobot(db: DB, visitor: VisitorRow, input: { sessionId: string; score: number; comment?: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await visitorSession(trx, visitor.id, input.sessionId);
    if (await findRating(trx, input.sessionId)) throw warning('You have already rated the robot for this chat');
    await insertRating(trx, { id: newId(), session_id: input.sessionId, visitor_id: visitor.id, score: input.score, comment: input.comment ?? '', created_at: Date.now() });
  });
}
