import { route, type RouteSpec } from '../../http/routes';
import { AUTHOR } from '../../../../src/common/events';
import type { AppContext } from '../../context';
import { forbidden, ok } from '../../http/envelope';
import { bodyValidator, queryValidator } from '../../http/validation';
import type { ConversationLoop } from '../conversations/conversation-loop';
import { listAgentSessions, markRead } from '../sessions/session.repository';
import { chatSla, slaContext } from '../sla/sla.service';
import { getServiceConfig } from '../serviceConfig/service-config.service';
import type { SessionResponseFacts } from '../../db/tables/reports.table';
import { listAfter, listBefore } from '../messages/message.repository';
import { evaluationView } from '../openChannel/evaluation.service';
import { checkOurImage, imageUpload, storeUpload } from '../openChannel/uploads';
import { agentSession, callerAgent, inviteEvaluation, revokeMessage, staffMessages } from './workbench.service';
import { checkReasonBeforeEnd } from '../contactReasons/session-reason.service';

const id = { type: 'string', minLength: 1, maxLength: 40 };
const sessionQuery = queryValidator<{ sessionId: string; afterSeq?: number }>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId'],
  properties: { sessionId: id, afterSeq: { type: 'integer', minimum: 0 } },
});
const moreQuery = queryValidator<{ sessionId: string; beforeSeq: number; pageSize?: number }>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId', 'beforeSeq'],
  properties: { sessionId: id, beforeSeq: { type: 'integer', minimum: 1 }, pageSize: { type: 'integer', minimum: 1, maximum: 100 } },
});
const readBody = bodyValidator<{ sessionId: string; seq: number }>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId', 'seq'],
  properties: { sessionId: id, seq: { type: 'integer', minimum: 0 } },
});
const sessionBody = bodyValidator<{ sessionId: string }>({ type: 'object', additionalProperties: false, required: ['sessionId'], properties: { sessionId: id } });
const revokeBody = bodyValidator<{ sessionId: string; messageId: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId', 'messageId'],
  properties: { sessionId: id, messageId: id },
});
const imgBody = bodyValidator<{ sessionId: string; url: string; clientMsgId?: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId', 'url'],
  properties: { sessionId: id, url: { type: 'string', maxLength: 200 }, clientMsgId: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' } },
});

const PAGE = 50;
const RECENT_MS = 24 * 3600_000;

/**
 * The workbench calls the minimal agent view needs (the full workbench extends this router): the caller's
 * sessions, their messages, read marks, ending a session, inviting the evaluation, revoking and images.
 */
export function workbenchRoutes(ctx: AppContext, loop: ConversationLoop): RouteSpec[] {
  const db = ctx.db.kysely;
  const r: RouteSpec[] = [];

  r.push(route({ method: 'get', path: '/listSession', handler: async (req, res) => {
    const agent = await callerAgent(db, req.user!);
    const config = getServiceConfig(db);
    const [rows, cfg, sla] = await Promise.all([listAgentSessions(db, agent.id, Date.now() - RECENT_MS), config, slaContext(db, config)]);
    const firstResponseMs = cfg.firstResponseSeconds * 1000;
    ok(
      res,
      rows.map((s) => {
        // An SLA policy holding the chat sets its clocks (from the queue, in working time); else the service setting.
        const held = s.status === 'active' ? chatSla(sla, s) : null;
        return {
        sessionId: s.id,
        visitorId: s.visitor_id,
        visitorNickname: s.visitor_nickname,
        channel: s.channel,
        source: s.source,
        status: s.status,
        assignedAt: s.assigned_at,
        closedAt: s.closed_at,
        lastSeq: s.last_seq,
        lastMessageAt: s.last_message_at,
        lastMessagePreview: s.last_message_preview,
        // The visitor's oldest message no agent has answered yet (null when nothing waits), and when the first
        // response is due (null once given): the list shows the wait and colours it when it is overdue.
        // (a report fact of migration 0008, selected with the row but typed with the report tables)
        awaitingReplySince: s.status === 'active' ? ((s as Partial<SessionResponseFacts>).awaiting_reply_since ?? null) : null,
        firstResponseDueAt: held ? held.firstResponseDueAt : s.status === 'active' && s.first_response_at === null && s.assigned_at !== null ? s.assigned_at + firstResponseMs : null,
        resolutionDueAt: held?.resolutionDueAt ?? null,
        slaPolicy: held?.policyName ?? null,
        // An ended chat asks for nothing more: no unread badge.
        unread: s.status === 'closed' ? 0 : Math.max(0, s.last_seq - s.agent_read_seq),
        visitorReadSeq: s.visitor_read_seq,
        visitorAway: s.status === 'active' && s.visitor_absent_since !== null,
        evaluationInvited: s.evaluation_invited_at !== null,
        evaluated: s.evaluated_at !== null,
        evaluation: evaluationView(s),
        };
      }),
    );
  } }));
  r.push(route({ method: 'get', path: '/listMsg', query: sessionQuery, handler: async (req, res, { query: q }) => {
    const agent = await callerAgent(db, req.user!);
    const s = await agentSession(db, agent.id, q.sessionId);
    const rows = q.afterSeq !== undefined ? await listAfter(db, s.id, q.afterSeq, 500, 'staff') : await listBefore(db, s.id, s.last_seq + 1, PAGE, 'staff');
    ok(res, await staffMessages(db, rows));
  } }));
  r.push(route({ method: 'get', path: '/listMoreMsg', query: moreQuery, handler: async (req, res, { query: q }) => {
    const agent = await callerAgent(db, req.user!);
    await agentSession(db, agent.id, q.sessionId);
    ok(res, await staffMessages(db, await listBefore(db, q.sessionId, q.beforeSeq, q.pageSize ?? PAGE, 'staff')));
  } }));
  r.push(route({ method: 'put', path: '/readMsg', body: readBody, handler: async (req, res, { body: b }) => {
    // One statement on the way that succeeds; a refusal is explained by the checks it folded in.
    const s = await markRead(db, b.sessionId, { agentOfUser: req.user!.id }, b.seq);
    if (!s) {
      // Not an agent, or not this agent's session: the checks say which, as they would have before.
      await agentSession(db, (await callerAgent(db, req.user!)).id, b.sessionId);
      throw forbidden('No such session');
    }
    ctx.events.emit('chat.read', { sessionId: s.id, visitorId: s.visitor_id, agentId: s.agent_id, author: AUTHOR.agent, seq: Math.min(b.seq, s.last_seq) });
    ok(res, null);
  } }));
  r.push(route({ method: 'put', path: '/clear', body: sessionBody, handler: async (req, res, { body: b }) => {
    const agent = await callerAgent(db, req.user!);
    const s = await agentSession(db, agent.id, b.sessionId);
    if (s.status !== 'closed') await checkReasonBeforeEnd(db, s.id);
    const closed = await loop.close(b.sessionId, 'agent');
    ok(res, { closed: closed !== null });
  } }));
  // A POST: it writes (the invitation line, the session's mark) and so goes through the cross-site check, which
  // lets safe methods by; as a GET any page could have had an agent's browser invite with its cookie.
  r.push(route({ method: 'post', path: '/invitationSatisfaction', body: sessionBody, handler: async (req, res, { body: b }) => {
    const agent = await callerAgent(db, req.user!);
    const line = await inviteEvaluation(db, agent.id, b.sessionId);
    loop.emitMessage(line);
    ctx.events.emit('evaluation.invited', { sessionId: b.sessionId, visitorId: line.visitorId });
    ok(res, line.message);
  } }));
  r.push(route({ method: 'post', path: '/msg/revocation', body: revokeBody, handler: async (req, res, { body: b }) => {
    const agent = await callerAgent(db, req.user!);
    const s = await revokeMessage(db, agent.id, b.sessionId, b.messageId);
    ctx.events.emit('message.revoked', { sessionId: s.id, messageId: b.messageId, visitorId: s.visitor_id, agentId: agent.id });
    ok(res, null);
  } }));
  r.push(route({ method: 'post', path: '/uploadImg', upload: imageUpload, handler: async (req, res) => ok(res, await storeUpload(db, ctx.config.uploadDir, req.file, `staff:${req.user!.id}`)) }));
  r.push(route({ method: 'post', path: '/sendImgUrlMsg', body: imgBody, handler: async (req, res, { body: b }) => {
    const agent = await callerAgent(db, req.user!);
    await checkOurImage(ctx.config.uploadDir, b.url);
    const a = await loop.post({
      sessionId: b.sessionId,
      author: AUTHOR.agent,
      type: 'image',
      content: b.url,
      clientMsgId: b.clientMsgId ?? null,
      agentId: agent.id,
      extra: { url: b.url },
      guard: { statuses: ['active'], agentId: agent.id },
    });
    ok(res, a.message);
  } }));
  return r;
}
