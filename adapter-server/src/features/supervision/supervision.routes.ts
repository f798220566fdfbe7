import type { Request } from 'express';
import { route, type RouteSpec } from '../../http/routes';
import { auditedAct } from '../../audit/audit-log.calls';
import type { AppContext } from '../../context';
import type { Trx } from '../../db/database';
import { ok } from '../../http/envelope';
import { bodyValidator } from '../../http/validation';
import type { ConversationLoop } from '../conversations/conversation-loop';
import { MAX_WHISPER, assignWaiting, snapshot, takeOverChat, transferChat, whisper } from './supervision.service';
import { auditNames } from './supervision.repository';
import './supervision-messages';

const ID = { type: 'string', minLength: 1, maxLength: 40 } as const;
const assignBody = bodyValidator<{ sessionId: string; agentId: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId', 'agentId'],
  properties: { sessionId: ID, agentId: ID },
});
const transferBody = bodyValidator<{ sessionId: string; toAgentId: string; note?: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId', 'toAgentId'],
  properties: { sessionId: ID, toAgentId: ID, note: { type: 'string', maxLength: 200 } },
});
const sessionBody = bodyValidator<{ sessionId: string }>({ type: 'object', additionalProperties: false, required: ['sessionId'], properties: { sessionId: ID } });
const whisperBody = bodyValidator<{ sessionId: string; content: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId', 'content'],
  properties: { sessionId: ID, content: { type: 'string', minLength: 1, maxLength: MAX_WHISPER, pattern: '\\S' } },
});

/**
 * `supervision/`: the live picture and a supervisor's acts on the queue and the chats. Each act commits with its
 * audit entry in one transaction (a refused one is entered as a failure), then tells everyone as the
 * workbench's own acts do. The route table limits the router to supervisors and admins.
 */
export function supervisionRoutes(ctx: AppContext, loop: ConversationLoop): RouteSpec[] {
  const db = ctx.db.kysely;
  const isPostgres = ctx.db.dialect === 'postgres';
  const r: RouteSpec[] = [];

  /** An act with its audit entry written in its transaction; a refused act is entered as a failure, then answered. */
  const audited = <T>(req: Request, action: string, target: string, run: (also: (trx: Trx) => Promise<void>) => Promise<T>): Promise<T> => auditedAct(ctx, req, action, target, run);

  /** `chat_sessions #<id> · <visitor> → <agent>`: the log screen shows the names, the ids tell equal ones apart. */
  const chatTarget = async (sessionId: string, agentId?: string) => {
    const n = await auditNames(db, sessionId, agentId).catch(() => ({ visitor: '', agent: '' }));
    const names = [n.visitor, n.agent].filter(Boolean).join(' → ');
    return `chat_sessions #${sessionId}${names ? ` · ${names}` : ''}`;
  };

  r.push(route({ method: 'get', path: '/snapshot', handler: async (_req, res) => {
    ok(res, await snapshot(db));
  } }));
  r.push(route({ method: 'post', path: '/assign', body: assignBody, handler: async (req, res, { body: b }) => {
    const a = await audited(req, 'supervisorAssign', await chatTarget(b.sessionId, b.agentId), (also) => assignWaiting(db, isPostgres, b, also));
    loop.assigned(a);
    ok(res, { sessionId: a.sessionId, agentId: a.agentId });
  } }));
  r.push(route({ method: 'post', path: '/transfer', body: transferBody, handler: async (req, res, { body: b }) => {
    const t = await audited(req, 'supervisorTransfer', await chatTarget(b.sessionId, b.toAgentId), (also) =>
      transferChat(db, req.user!, { sessionId: b.sessionId, toAgentId: b.toAgentId, note: (b.note ?? '').trim() }, also),
    );
    loop.transferred(t);
    ok(res, { sessionId: t.sessionId, toAgentId: t.toAgentId });
  } }));
  r.push(route({ method: 'post', path: '/takeOver', body: sessionBody, handler: async (req, res, { body: b }) => {
    const t = await audited(req, 'supervisorTakeOver', await chatTarget(b.sessionId), (also) => takeOverChat(db, req.user!, b.sessionId, also));
    loop.transferred(t);
    ok(res, { sessionId: t.sessionId, toAgentId: t.toAgentId });
  } }));
  r.push(route({ method: 'post', path: '/whisper', body: whisperBody, handler: async (req, res, { body: b }) => {
    const a = await audited(req, 'supervisorWhisper', await chatTarget(b.sessionId), (also) => whisper(db, req.user!, { sessionId: b.sessionId, content: b.content.trim() }, also));
    loop.emitMessage(a);
    ok(res, a.message);
  } }));
  return r;
}
