import { route, type RouteSpec } from '../../http/routes';
import type { AppContext } from '../../context';
import { badRequest, ok } from '../../http/envelope';
import { bodyValidator } from '../../http/validation';
import type { ConversationLoop } from '../conversations/conversation-loop';
import type { RobotIndexes } from './robot-indexes';
import { visitorAuth } from '../conversations/visitor-identity';
import { queuePosition } from '../routing/routing.repository';
import { answerAiChat, handOverAiChat, openAiChat, updateAiChatMsg } from './ai-chat.service';

const id = { type: 'string', minLength: 1, maxLength: 40 };
const openBody = bodyValidator<{ chatId?: string }>({ type: 'object', additionalProperties: false, properties: { chatId: id } });
const answerBody = bodyValidator<{ chatId: string; question?: string; tz?: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['chatId'],
  properties: { chatId: id, question: { type: 'string', minLength: 1, maxLength: 1000 }, tz: { type: 'string', minLength: 1, maxLength: 64 } },
});
const handoverBody = bodyValidator<{ chatId: string }>({ type: 'object', additionalProperties: false, required: ['chatId'], properties: { chatId: id } });
const updateBody = bodyValidator<{ msgId: string; content?: string; feedback?: 0 | 1 }>({
  type: 'object',
  additionalProperties: false,
  required: ['msgId'],
  properties: { msgId: id, content: { type: 'string', minLength: 1, maxLength: 1000 }, feedback: { type: 'integer', enum: [0, 1] } },
});

/** The AI chat's conversation: open it, answer whole (no event stream), edit a waiting question or rate an answer. */
export function aiChatRoutes(ctx: AppContext, loop: ConversationLoop, robot: RobotIndexes): RouteSpec[] {
  const db = ctx.db.kysely;
  const r: RouteSpec[] = [];
  const auth = visitorAuth(db, loop.visitorTokens);
  r.push(route({ method: 'post', path: '/aics/chat/open', use: [auth], body: openBody, handler: async (req, res, { body }) => {
    ok(res, await openAiChat(db, req.visitor!, body.chatId));
  } }));
  r.push(route({ method: 'post', path: '/aics/chat/answer', use: [auth], body: answerBody, handler: async (req, res, { body }) => ok(res, await answerAiChat(db, robot, loop.waybills, req.visitor!, body)) }));
  /** The visitor asks for a human agent: the transcript goes into its session for the agent, and it is queued. */
  r.push(route({ method: 'post', path: '/aics/chat/handover', use: [auth], body: handoverBody, handler: async (req, res, { body }) => {
    const { chatId } = body;
    await loop.visitorLimits.queueRequest(req.ip ?? '');
    const q = await handOverAiChat(db, loop, req.visitor!, chatId);
    ok(res, { sessionId: q.session.id, status: q.session.status, queuePosition: q.session.status === 'queued' ? await queuePosition(db, q.session) : 0 });
  } }));
  r.push(route({ method: 'post', path: '/aics/chat/update/msg', use: [auth], body: updateBody, handler: async (req, res, { body: b }) => {
    if ((b.content === undefined) === (b.feedback === undefined)) {
      throw badRequest('Invalid request body: give either content or feedback', [{ field: 'content', message: 'give either content or feedback, not both' }]);
    }
    ok(res, await updateAiChatMsg(db, robot, req.visitor!, b));
  } }));
  return r;
}
