import { route, type RouteSpec } from '../../http/routes';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { bodyValidator, queryValidator } from '../../http/validation';
import type { ConversationLoop } from '../conversations/conversation-loop';
import { transferCandidates, transferSession } from './transfer.service';
import { callerAgent } from './workbench.service';

const ID = { type: 'string', minLength: 1, maxLength: 40 } as const;
const listQuery = queryValidator<{ sessionId: string; skillGroupId?: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId'],
  properties: { sessionId: ID, skillGroupId: ID },
});
const confirmBody = bodyValidator<{ sessionId: string; toAgentId: string; note?: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId', 'toAgentId'],
  properties: { sessionId: ID, toAgentId: ID, note: { type: 'string', maxLength: 200 } },
});

/** `workbench/listTransferAgent` and `workbench/confirmTransfer`. */
export function transferRoutes(ctx: AppContext, loop: ConversationLoop): RouteSpec[] {
  const db = ctx.db.kysely;
  const r: RouteSpec[] = [];
  r.push(route({ method: 'get', path: '/listTransferAgent', query: listQuery, handler: async (req, res, { query: q }) => {
    const me = await callerAgent(db, req.user!);
    ok(res, await transferCandidates(db, me, q.sessionId, q.skillGroupId));
  } }));
  r.push(route({ method: 'put', path: '/confirmTransfer', body: confirmBody, handler: async (req, res, { body: b }) => {
    const me = await callerAgent(db, req.user!);
    const t = await transferSession(db, me, { sessionId: b.sessionId, toAgentId: b.toAgentId, note: (b.note ?? '').trim() });
    loop.transferred(t);
    ok(res, { sessionId: t.sessionId, toAgentId: t.toAgentId, message: t.line.message });
  } }));
  return r;
}
