import { auditInTrx } from '../../audit/audit-log.calls';
import { badRequest, refused } from '../../http/envelope';
import { addTranslations } from '../../http/i18n';
import type { EndpointHandler } from '../../schema/hooks';
import type { RobotBrain } from '../robot/robot-brain';
import { parseList } from '../robot/qa-index';
import { qaChanged } from '../robotQa/robot-qa.hooks';
import { findNoAnswer, picksFor, qaQuestions, SIMILAR_LIMITS, teachSimilar } from './robot-no-answer.repository';

const NOT_FOUND = 'This unanswered question no longer exists';
const NO_QA = 'is not a known question and answer';
const TOO_LONG = `This question is longer than a similar question may be (${SIMILAR_LIMITS.length} characters)`;
const FULL = `This entry already has ${SIMILAR_LIMITS.items} similar questions; remove one on the Q&A screen first`;
addTranslations({
  [NOT_FOUND]: '该未回答问题已不存在',
  [TOO_LONG]: `该问题超过相似问题的长度上限（${SIMILAR_LIMITS.length} 个字符）`,
  [FULL]: `该问答已有 ${SIMILAR_LIMITS.items} 个相似问题，请先在问答管理中删除一个`,
});

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
        if (row.question.trim().length > SIMILAR_LIMITS.length) throw refused(TOO_LONG);
        const taught = await teachSimilar(trx, qaId, row.question, Date.now());
        if (taught === 'missing') throw badRequest(`Invalid request body: qaId ${NO_QA}`, [{ field: 'qaId', message: NO_QA }]);
        if (taught === 'full') throw refused(FULL);
        await trx.updateTable('robot_no_answer').set({ status: 1, qa_id: qaId, updated_at: Date.now() }).where('id', '=', id).execute();
        await auditInTrx(trx, req, id);
      });
      qaChanged(ctx);
      return null;
    },
  };
}
