import { actorOf, recordAudit } from '../../audit/audit-log.service';
import type { AppContext } from '../../context';
import { forbidden, ok } from '../../http/envelope';
import { route, type RouteSpec } from '../../http/routes';
import type { Lang } from '../../http/i18n';
import { bodyValidator, queryValidator } from '../../http/validation';
import { CUSTOMER_NOTES_MAX, setCustomerNotes } from '../customers/customer.service';
import { findSession } from '../sessions/session.repository';
import type { WaybillDeskService } from '../waybill/waybill-desk.service';
import { chatSummary } from './chat-summary.service';
import { customerOfSession, customerPanel, customerTranscript, sameCustomerSession } from './customer-panel.service';
import { agentSession, callerAgent } from './workbench.service';

const ID = { type: 'string', minLength: 1, maxLength: 40 };
const sessionQuery = queryValidator<{ sessionId: string }>({ type: 'object', additionalProperties: false, required: ['sessionId'], properties: { sessionId: ID } });
const transcriptQuery = queryValidator<{ sessionId: string; previousId: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId', 'previousId'],
  properties: { sessionId: ID, previousId: ID },
});
const summaryQuery = queryValidator<{ sessionId: string; lang?: Lang }>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId'],
  properties: { sessionId: ID, lang: { type: 'string', enum: ['en', 'zh'] } },
});
const notesBody = bodyValidator<{ sessionId: string; notes: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId', 'notes'],
  properties: { sessionId: ID, notes: { type: 'string', maxLength: CUSTOMER_NOTES_MAX } },
});

/**
 * `workbench/customer…`: the customer behind a chat the agent serves or served (the same rule as reading that chat's
 * messages, `agentSession`; anyone else's chat is 403 "No such session"), their staff notes, and the read-only
 * transcript of another chat of the same customer; and the summary of the chat itself (`summary`, drafted for the
 * work bill form or the notes, in the agent's language `lang`, English by default).
 */
export function customerRoutes(ctx: AppContext, desk: WaybillDeskService): RouteSpec[] {
  const db = ctx.db.kysely;
  const r: RouteSpec[] = [];
  r.push(route({ method: 'get', path: '/customer', query: sessionQuery, handler: async (req, res, { query: q }) => {
    const agent = await callerAgent(db, req.user!);
    const s = await agentSession(db, agent.id, q.sessionId);
    ok(res, await customerPanel(db, desk, s));
  } }));
  r.push(route({ method: 'put', path: '/customer/notes', body: notesBody, handler: async (req, res, { body: b }) => {
    const agent = await callerAgent(db, req.user!);
    const s = await agentSession(db, agent.id, b.sessionId);
    const c = await customerOfSession(db, s);
    const notes = b.notes.trim();
    await setCustomerNotes(db, c.id, notes, (trx) => recordAudit(trx, { actor: actorOf(req), action: 'customerNotes', target: `customers #${c.id} · ${c.name}`, outcome: 'success' }));
    ok(res, { customerId: c.id, notes });
  } }));
  r.push(route({ method: 'get', path: '/summary', summary: 'A summary of the chat drafted from its facts', query: summaryQuery, handler: async (req, res, { query: q }) => {
    const agent = await callerAgent(db, req.user!);
    const s = await agentSession(db, agent.id, q.sessionId);
    ok(res, await chatSummary(db, async (no) => (await desk.detail(no))?.status ?? null, s, q.lang ?? 'en'));
  } }));
  r.push(route({ method: 'get', path: '/customer/transcript', query: transcriptQuery, handler: async (req, res, { query: q }) => {
    const agent = await callerAgent(db, req.user!);
    const s = await agentSession(db, agent.id, q.sessionId);
    const previous = await findSession(db, q.previousId);
    if (!previous || !(await sameCustomerSession(db, s, previous.id))) throw forbidden('No such session');
    ok(res, await customerTranscript(db, previous));
  } }));
  return r;
}
