import { route, type RouteSpec } from '../../http/routes';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { queryValidator } from '../../http/validation';
import { earlierSessions, findVisitorRow } from './visitor-info.repository';
import { agentSession, callerAgent } from './workbench.service';

const query = queryValidator<{ sessionId: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId'],
  properties: { sessionId: { type: 'string', minLength: 1, maxLength: 40 } },
});

const maskPhone = (p: string | null) => (p && p.length >= 7 ? `${p.slice(0, 3)}****${p.slice(-4)}` : p);

/** `workbench/visitorInfo?sessionId=`: who the visitor of one of the caller's sessions is, and their earlier chats. */
export function visitorInfoRoutes(ctx: AppContext): RouteSpec[] {
  const db = ctx.db.kysely;
  const r: RouteSpec[] = [];
  r.push(route({ method: 'get', path: '/visitorInfo', query: query, handler: async (req, res, { query }) => {
    const { sessionId } = query;
    const agent = await callerAgent(db, req.user!);
    const s = await agentSession(db, agent.id, sessionId);
    const [v, earlier] = await Promise.all([findVisitorRow(db, s.visitor_id), earlierSessions(db, s.visitor_id, s.id, 20)]);
    ok(res, {
      visitorId: s.visitor_id,
      nickname: v?.nickname ?? '',
      phone: maskPhone(v?.phone ?? null),
      channel: s.channel,
      source: s.source,
      firstSeenAt: v?.created_at ?? null,
      earlierSessions: earlier.map((e) => ({
        sessionId: e.id,
        channel: e.channel,
        status: e.status,
        createdAt: e.created_at,
        closedAt: e.closed_at,
        preview: e.last_message_preview,
        satisfaction: e.satisfaction,
        agentNickname: e.agent_nickname,
      })),
    });
  } }));
  return r;
}
