import type { Proposal } from '../../../../src/common/robotLearning';
import type { Executor } from '../../db/database';
import type { RobotBrain } from '../robot/robot-brain';
import { THRESHOLDS } from '../robot/robot-brain';
import { agentReplyTo, dismissals, pendingQuestions, type PendingQuestion } from './robot-learning.repository';
import { picksFor, qaQuestions } from './robot-no-answer.repository';

/** How many of the most asked pending questions asked in a chat are read for proposals, and how many proposals are listed. */
export const PROPOSAL_LIMITS = { questions: 300, proposals: 50 };

/**
 * A close topic is near enough to take the question as a similar question when a visitor picked it for this very
 * question, or when it holds as much of the question as the robot needs to answer with an entry.
 */
const NEAR_COVERAGE = THRESHOLDS.answerCoverage;

/** The key questions are grouped by: lower case, without punctuation or symbols, single spaces (full-width folded). */
export function questionKey(question: string): string {
  return question.normalize('NFKC').toLowerCase().replace(/[\p{P}\p{S}]+/gu, ' ').replace(/\s+/g, ' ').trim();
}

/** The pending questions by key, in the order read (most asked first). */
export function groupByKey(rows: PendingQuestion[]): Map<string, PendingQuestion[]> {
  const groups = new Map<string, PendingQuestion[]>();
  for (const row of rows) {
    const key = questionKey(row.question);
    if (!key) continue;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** The entry the question is nearest to: the one visitors picked most for it, else the robot's best when near enough. */
async function nearEntry(db: Executor, robot: RobotBrain, question: string, at: number): Promise<string | null> {
  const picked = await picksFor(db, question);
  if (picked[0]) return picked[0].qa_id;
  const best = robot.rankNow(question, at, 1)[0];
  return best && best.coverage >= NEAR_COVERAGE ? best.entry.row.id : null;
}

/**
 * The proposals: the pending unanswered questions asked in chats where an agent then replied, grouped by their
 * normalised text and ranked by how often the group was asked (the latest first among equals). A dismissed group
 * comes back only when one of its questions is asked again after the dismissal.
 */
export async function listProposals(db: Executor, robot: RobotBrain, at = Date.now()): Promise<Proposal[]> {
  const dismissed = await dismissals(db);
  const proposals: Omit<Proposal, 'qaQuestion'>[] = [];
  for (const [key, rows] of groupByKey(await pendingQuestions(db, PROPOSAL_LIMITS.questions))) {
    const lastAskedAt = Math.max(...rows.map((r) => Number(r.updated_at)));
    if ((dismissed.get(key) ?? -1) >= lastAskedAt) continue;
    let answer: string | null = null;
    for (const row of [...rows].sort((a, b) => Number(b.updated_at) - Number(a.updated_at))) {
      answer = await agentReplyTo(db, row.session_id!, row.question);
      if (answer) break;
    }
    if (!answer) continue;
    const question = rows[0].question;
    const count = rows.reduce((n, r) => n + r.count, 0);
    proposals.push({ key, question, count, questions: rows.map((r) => ({ id: r.id, question: r.question, count: r.count })), answer, action: 'new', qaId: null, lastAskedAt });
  }
  proposals.sort((a, b) => b.count - a.count || b.lastAskedAt - a.lastAskedAt);
  const top = proposals.slice(0, PROPOSAL_LIMITS.proposals);
  await robot.ready();
  for (const p of top) {
    p.qaId = await nearEntry(db, robot, p.question, at);
    if (p.qaId) p.action = 'similar';
  }
  const titles = new Map((await qaQuestions(db, top.flatMap((p) => (p.qaId ? [p.qaId] : [])))).map((q) => [q.id, q.question]));
  // An entry deleted since it was picked proposes a new entry instead.
  return top.map((p) => {
    const qaQuestion = p.qaId ? (titles.get(p.qaId) ?? null) : null;
    return qaQuestion ? { ...p, qaQuestion } : { ...p, action: 'new', qaId: null, qaQuestion: null };
  });
}

/** The pending questions of the group `key` (all of them, not only the most asked). */
export async function groupOf(db: Executor, key: string): Promise<PendingQuestion[]> {
  return groupByKey(await pendingQuestions(db)).get(key) ?? [];
}
