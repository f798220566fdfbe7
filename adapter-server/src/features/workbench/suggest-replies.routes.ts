import { route, type RouteSpec } from '../../http/routes';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import type { Lang } from '../../http/i18n';
import { queryValidator } from '../../http/validation';
import type { RobotBrain } from '../robot/robot-brain';
import type { WaybillService } from '../waybill/waybill.service';
import { agentSession, callerAgent } from './workbench.service';
import { recentTexts, usableReplies } from './suggest-replies.repository';
import { lastWaybillNumber, rankSuggestions } from './suggest-replies.service';

const suggestQuery = queryValidator<{ sessionId: string; lang?: Lang }>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId'],
  properties: { sessionId: { type: 'string', minLength: 1, maxLength: 40 }, lang: { type: 'string', enum: ['en', 'zh'] } },
});

/**
 * `workbench/suggestReplies`: up to three replies for the visitor's latest messages in one of the caller's chats
 * (the same check as reading its messages), in the agent's language (`lang`, English by default).
 */
export function suggestReplyRoutes(ctx: AppContext, brain: RobotBrain, waybills: WaybillService): RouteSpec[] {
  const db = ctx.db.kysely;
  return [
    route({ method: 'get', path: '/suggestReplies', summary: 'Suggested replies for the visitor\'s latest messages', query: suggestQuery, handler: async (req, res, { query: q }) => {
      const agent = await callerAgent(db, req.user!);
      const s = await agentSession(db, agent.id, q.sessionId);
      const [texts, replies] = await Promise.all([recentTexts(db, s.id, s.last_seq), usableReplies(db, req.user!.id), brain.ready()]);
      const no = lastWaybillNumber(texts.all);
      const waybill = no ? { no, found: await waybills.find(no) } : undefined;
      ok(res, rankSuggestions(brain, { visitorTexts: texts.visitor, replies, lang: q.lang ?? 'en', waybill }));
    } }),
  ];
}
