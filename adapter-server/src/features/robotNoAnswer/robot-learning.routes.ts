import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { route, type RouteSpec } from '../../http/routes';
import { bodyValidator, queryValidator } from '../../http/validation';
import type { RobotBrain } from '../robot/robot-brain';
import { listProposals } from './robot-learning.proposals';
import { approveProposal, dismissProposal, draftEntry, qaFieldRules, teachNewEntry, type Approval, type NewEntry } from './robot-learning.service';

const ID = { type: 'string', minLength: 1, maxLength: 40 } as const;
// The normalised question of a proposal's group (the log's questions are at most 500 characters).
const KEY = { type: 'string', minLength: 1, maxLength: 500 } as const;
const ENTRY = qaFieldRules(['question', 'answer', 'classify']);

const draftQuery = queryValidator<{ id: string }>({ type: 'object', additionalProperties: false, required: ['id'], properties: { id: ID } });
const teachBody = bodyValidator<NewEntry & { id: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['id', 'question', 'answer', 'classify'],
  properties: { id: ID, ...ENTRY },
});
const approveBody = bodyValidator<Approval>({
  type: 'object',
  additionalProperties: false,
  required: ['key', 'action', 'question'],
  properties: { key: KEY, action: { enum: ['new', 'similar'] }, qaId: ID, ...ENTRY },
});
const dismissBody = bodyValidator<{ key: string }>({ type: 'object', additionalProperties: false, required: ['key'], properties: { key: KEY } });

/**
 * `robotLearning/` (issue 38, learning with a person in the loop): "Teach the robot" as a new entry drafted from
 * the agent's reply in that chat, and the proposals drawn from the questions agents answered, which an
 * administrator approves (edited) or dismisses. Nothing is learned without such a call. The route table grants
 * them with the unanswered questions screen.
 */
export function robotLearningRoutes(ctx: AppContext, robot: RobotBrain): RouteSpec[] {
  const db = ctx.db.kysely;
  return [
    route({ method: 'get', path: '/draft', summary: "A new entry drafted from an unanswered question and the agent's reply in its chat", query: draftQuery, handler: async (_req, res, { query: q }) => {
      ok(res, await draftEntry(db, q.id));
    } }),
    route({ method: 'post', path: '/teach', summary: 'Creates an entry from an unanswered question and closes the question with it', body: teachBody, handler: async (req, res, { body: b }) => {
      ok(res, await teachNewEntry(ctx, req, b.id, { question: b.question, answer: b.answer, classify: b.classify }));
    } }),
    route({ method: 'get', path: '/proposals', summary: 'Questions agents answered, proposed as entries or similar questions, most asked first', handler: async (_req, res) => {
      ok(res, await listProposals(db, robot));
    } }),
    route({ method: 'post', path: '/proposals/approve', summary: 'Approves a proposal (as edited): creates the entry or adds the similar question', body: approveBody, handler: async (req, res, { body: b }) => {
      ok(res, await approveProposal(ctx, req, b));
    } }),
    route({ method: 'post', path: '/proposals/dismiss', summary: 'Dismisses a proposal until its question is asked again', body: dismissBody, handler: async (req, res, { body: b }) => {
      await dismissProposal(ctx, req, b.key);
      ok(res, null);
    } }),
  ];
}
