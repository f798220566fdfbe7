import { Router } from 'express';
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
export function transferRoutes(ctx: AppContext, loop: ConversationLoop): Router {
  const db = ctx.db.kysely;
  const r = Router();
  r.get('/listTransferAgent', async (req, res) => {
    const q = listQuery(req.query);
    const me = await callerAgent(db, req.user!);
    ok(res, await transferCandidates(db, me, q.sessionId, q.skillGroupId));
  });
  r.put('/confirmTransfer', async (req, res) => {
    const b = confirmBody(req.body);
    const me = await callerAgent(db, req.user!);
    const t = await transferSession(db, me, { sessionId: b.sessionId, toAgentId: b.toAgentId, note: (b.note ?? '').trim() });
    // After the commit: the receiver gets `newSession` (and loads the history), the visitor `assigned` and the line.
    ctx.events.emit('session.assigned', { sessionId: t.sessionId, agentId: t.toAgentId, visitorId: t.visitorId });
    loop.emitMessage(t.line);
    if (t.note) loop.emitMessage(t.note);
    ctx.events.emit('status.changed', { reason: 'session.transferred' });
    // The sender has a free slot now: let the queue flow into it.
    if (t.groupId) loop.routing.kick(t.groupId);
    ok(res, { sessionId: t.sessionId, toAgentId: t.toAgentId, message: t.line.message });
  });
  return r;
}
