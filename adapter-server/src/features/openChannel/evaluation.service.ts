import { EVALUATION_CATEGORIES } from '../../../../src/common/evaluation';
import type { EvaluationReceived } from '../../../../src/common/events';
import type { DB } from '../../db/database';
import { badRequest, refused, warning } from '../../http/envelope';
import { updateSessionIf } from '../sessions/session.repository';
import { visitorSession } from '../conversations/session.service';

export interface EvaluationInput {
  sessionId: string;
  satisfaction: number;
  /** category code → reason codes */
  categories?: Record<string, string[]>;
  comment?: string;
}

/** What the session's agent is told once the evaluation is stored. */
export interface EvaluationSaved {
  agentId: string | null;
  evaluation: EvaluationReceived;
}

/** A stored evaluation as the agent sees it (the session row's `satisfaction` and `evaluation` JSON), or null. */
export function evaluationView(s: { id: string; satisfaction: number | null; evaluation: string | null }): EvaluationReceived | null {
  if (s.satisfaction === null) return null;
  let stored: { categories?: Record<string, string[]>; comment?: string } = {};
  try {
    stored = s.evaluation ? (JSON.parse(s.evaluation) as typeof stored) : {};
  } catch {
    // An unreadable record still shows its score.
  }
  return { sessionId: s.id, satisfaction: s.satisfaction, categories: stored.categories ?? {}, comment: stored.comment ?? '' };
}

/** `submitEvaluate`: once per session, and only for a session an agent served. */
export async function submitEvaluation(db: DB, visitorId: string, input: EvaluationInput): Promise<EvaluationSaved> {
  for (const [cat, reasons] of Object.entries(input.categories ?? {})) {
    const def = EVALUATION_CATEGORIES.find((c) => c.code === cat);
    if (!def) throw badRequest(`Invalid request body: categories.${cat} is not a known category`, [{ field: `categories.${cat}`, message: 'is not a known category' }]);
    const bad = reasons.find((r) => !def.reasons.some((d) => d.code === r));
    if (bad) throw badRequest(`Invalid request body: ${bad} is not a reason of ${cat}`, [{ field: `categories.${cat}`, message: `${bad} is not a known reason` }]);
  }
  return db.transaction().execute(async (trx) => {
    const s = await visitorSession(trx, visitorId, input.sessionId);
    if (s.assigned_at === null) throw refused('Only a chat with an agent can be evaluated');
    if (s.evaluated_at !== null) throw warning('You have already evaluated this chat. Thank you!');
    const saved = await updateSessionIf(trx, s.id, [s.status], {
      evaluated_at: Date.now(),
      satisfaction: input.satisfaction,
      evaluation: JSON.stringify({ categories: input.categories ?? {}, comment: input.comment ?? '' }),
    });
    if (!saved) throw warning('You have already evaluated this chat. Thank you!');
    return {
      agentId: s.agent_id,
      evaluation: { sessionId: s.id, satisfaction: input.satisfaction, categories: input.categories ?? {}, comment: input.comment ?? '' },
    };
  });
}
