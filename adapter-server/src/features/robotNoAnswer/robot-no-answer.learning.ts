import { auditInTrx } from '../../audit/audit-log.calls';
import { refused } from '../../http/envelope';
import type { EndpointHandler } from '../../schema/hooks';
import type { RobotBrain } from '../robot/robot-brain';
import { parseList } from '../robot/qa-index';
import { qaChanged } from '../robotQa/robot-qa.hooks';
import { markTaught } from './robot-learning.repository';
import { NOT_FOUND } from './robot-no-answer.messages';
import { findNoAnswer, picksFor, qaQuestions } from './robot-no-answer.repository';
import { teachAsSimilar } from './robot-learning.service';

/** Candidates shown for a logged question: the entries visitors picked for it, then the robot's best guesses. */
const RANKED = 3;

export interface Candidate {
  qaId: string;
  question: string;
  /** How often visitors picked this entry among the suggestions for this very question. */
  picks: number;
  /** The share of the question the entry holds (0..1), 0 for a pick the ranking does not find. */
  score: number;
  /** Whether the question is already among the entry's question and similar questions. */
  known: boolean;
}

/**
 * The no-answer log teaching the robot (needs the robot's index, so built with the conversation loop's brain):
 * `candidates` lists the entries a logged question most likely means, `learn` adds the question to an entry's
 * similar questions in one call, closes the logged question with that entry, and rebuilds the index.
 */
export function robotLearningHandlers(robot: RobotBrain): Record<string, EndpointHandler> {
  return {
    'GET robotNoAnswerMgt/candidates': async ({ ctx, input }) => {
      const db = ctx.db.kysely;
      const row = await findNoAnswer(db, String(input.id));
      if (!row) throw refused(NOT_FOUND);
      await robot.ready();
      const picks = await picksFor(db, row.question);
      const ranked = robot.rankNow(row.question, Date.now(), RANKED).filter((r) => r.coverage > 0);
      const ids = [...new Set([...picks.map((p) => p.qa_id), ...ranked.map((r) => r.entry.row.id)])];
      const rows = new Map((await qaQuestions(db, ids)).map((q) => [q.id, q]));
      return ids.flatMap((id): Candidate[] => {
        const qa = rows.get(id);
        if (!qa) return [];
        const asked = [qa.question, ...parseList<string>(qa.similar_questions)].map((s) => s.trim().toLowerCase());
        return [{
          qaId: id,
          question: qa.question,
          picks: picks.find((p) => p.qa_id === id)?.count ?? 0,
          score: Math.round(100 * Math.min(1, ranked.find((r) => r.entry.row.id === id)?.coverage ?? 0)) / 100,
          known: asked.includes(row.question.trim().toLowerCase()),
        }];
      });
    },
    'PUT robotNoAnswerMgt/learn': async ({ ctx, input, req }) => {
      const id = String(input.id);
      const qaId = String(input.qaId);
      await ctx.db.kysely.transaction().execute(async (trx) => {
        const row = await findNoAnswer(trx, id);
        if (!row) throw refused(NOT_FOUND);
        await teachAsSimilar(trx, qaId, row.question);
        await markTaught(trx, [id], qaId, Date.now());
        await auditInTrx(trx, req, id);
      });
      qaChanged(ctx);
      return null;
    },
  };
}
