import { route, type RouteSpec } from '../../http/routes';
import { AUTHOR } from '../../../../src/common/events';
import type { AppContext } from '../../context';
import { ok, refused } from '../../http/envelope';
import { bodyValidator, queryValidator } from '../../http/validation';
import type { ConversationLoop } from '../conversations/conversation-loop';
import { findLatestSessionOfVisitor } from '../sessions/session.repository';
import { visitorSession } from '../conversations/session.service';
import { visitorAuth } from '../conversations/visitor-identity';
import { listBefore } from '../messages/message.repository';
import { visitorMessages } from '../messages/message.service';
import { rateRobot } from '../robot/robot.service';
import { submitEvaluation, type EvaluationInput } from './evaluation.service';
import { imageTicketsOf } from './image-ticket';
import { checkVisitorImage, imageUpload, storeUpload } from './uploads';

const id = { type: 'string', minLength: 1, maxLength: 40 };
const clientMsgId = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' };
const currentQuery = queryValidator<{ sessionId?: string }>({ type: 'object', additionalProperties: false, properties: { sessionId: id } });
const moreQuery = queryValidator<{ sessionId: string; beforeSeq: number; pageSize?: number }>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId', 'beforeSeq'],
  properties: { sessionId: id, beforeSeq: { type: 'integer', minimum: 1 }, pageSize: { type: 'integer', minimum: 1, maximum: 100 } },
});
const imgBody = bodyValidator<{ sessionId: string; url: string; clientMsgId?: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId', 'url'],
  properties: { sessionId: id, url: { type: 'string', maxLength: 200 }, clientMsgId },
});
/** The legacy multipart send: the image's form fields (the file itself is `file`). */
const imgFormBody = bodyValidator<{ sessionId: string; clientMsgId?: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId'],
  properties: { sessionId: id, clientMsgId },
});
const templateBody = bodyValidator<{ sessionId: string; templateType: 'waybill'; waybillNo: string; clientMsgId?: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId', 'templateType', 'waybillNo'],
  properties: { sessionId: id, templateType: { type: 'string', enum: ['waybill'] }, waybillNo: { type: 'string', minLength: 4, maxLength: 32, pattern: '^[A-Za-z0-9]+$' }, clientMsgId },
});
const evaluateBody = bodyValidator<EvaluationInput>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId', 'satisfaction'],
  properties: {
    sessionId: id,
    satisfaction: { type: 'integer', minimum: 1, maximum: 5 },
    categories: { type: 'object', maxProperties: 4, additionalProperties: { type: 'array', maxItems: 4, uniqueItems: true, items: { type: 'string', maxLength: 40 } } },
    comment: { type: 'string', maxLength: 500 },
  },
});
const robotRateBody = bodyValidator<{ sessionId: string; score: number; comment?: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId', 'score'],
  properties: { sessionId: id, score: { type: 'integer', minimum: 1, maximum: 5 }, comment: { type: 'string', maxLength: 500 } },
});

const PAGE = 50;

/** `openChannel/` on the main base: the visitor's chat calls, the visitor token as the bearer (api-contract.md). */
export function openChannelRoutes(ctx: AppContext, loop: ConversationLoop): RouteSpec[] {
  const db = ctx.db.kysely;
  const uploadDir = ctx.config.uploadDir;
  const r: RouteSpec[] = [];
  const visitor = visitorAuth(db, loop.visitorTokens);

  const sendImage = async (visitorId: string, sessionId: string, url: string, width: number | null, height: number | null, clientMsgId?: string) =>
    (
      await loop.post({
        sessionId,
        author: AUTHOR.customer,
        type: 'image',
        content: url,
        clientMsgId: clientMsgId ?? null,
        extra: { url, width, height },
        guard: { statuses: ['queued', 'active'], visitorId },
      })
    ).message;

  r.push(route({ method: 'get', path: '/listCurrentSessionMsg', use: [visitor], query: currentQuery, handler: async (req, res, { query: q }) => {
    const s = q.sessionId ? await visitorSession(db, req.visitor!.id, q.sessionId) : await findLatestSessionOfVisitor(db, req.visitor!.id);
    // A fresh image ticket with every load: the page's <img> addresses carry it (see image-ticket.ts).
    const imageTicket = (await imageTicketsOf(db)).issue(req.visitor!.id).ticket;
    if (!s) return ok(res, { session: null, messages: [], imageTicket });
    const messages = visitorMessages(await listBefore(db, s.id, s.last_seq + 1, PAGE, 'visitor'));
    ok(res, { imageTicket, session: { sessionId: s.id, status: s.status, channel: s.channel, lastSeq: s.last_seq, evaluated: s.evaluated_at !== null, evaluationInvited: s.evaluation_invited_at !== null, agentReadSeq: s.agent_read_seq }, messages });
  } }));
  r.push(route({ method: 'get', path: '/listMoreMsg', use: [visitor], query: moreQuery, handler: async (req, res, { query: q }) => {
    await visitorSession(db, req.visitor!.id, q.sessionId);
    ok(res, visitorMessages(await listBefore(db, q.sessionId, q.beforeSeq, q.pageSize ?? PAGE, 'visitor')));
  } }));

  r.push(route({ method: 'post', path: '/uploadImg', use: [visitor], upload: imageUpload, handler: async (req, res) => ok(res, await storeUpload(db, uploadDir, req.file, `visitor:${req.visitor!.id}`)) }));
  r.push(route({ method: 'post', path: '/sendImgUrlMsg', use: [visitor], body: imgBody, handler: async (req, res, { body: b }) => {
    await checkVisitorImage(db, uploadDir, req.visitor!.id, b.url);
    ok(res, await sendImage(req.visitor!.id, b.sessionId, b.url, null, null, b.clientMsgId));
  } }));
  /** Legacy: upload and send in one multipart call (fields `file`, `sessionId`, optional `clientMsgId`). */
  r.push(route({ method: 'post', path: '/sendImgMsg', use: [visitor], upload: imageUpload, body: imgFormBody, handler: async (req, res, { body: b }) => {
    const img = await storeUpload(db, uploadDir, req.file, `visitor:${req.visitor!.id}`);
    ok(res, await sendImage(req.visitor!.id, b.sessionId, img.url, img.width, img.height, b.clientMsgId));
  } }));

  r.push(route({ method: 'post', path: '/sendTemplateMsg', use: [visitor], body: templateBody, handler: async (req, res, { body: b }) => {
    const waybill = await loop.waybills.find(b.waybillNo);
    if (!waybill) throw refused(`No waybill ${b.waybillNo} was found`);
    const a = await loop.post({
      sessionId: b.sessionId,
      author: AUTHOR.customer,
      type: 'template',
      content: `[Waybill ${waybill.waybillNo}] ${waybill.senderCity} → ${waybill.receiverCity}`,
      clientMsgId: b.clientMsgId ?? null,
      extra: { template: 'waybill', waybill },
      guard: { statuses: ['queued', 'active'], visitorId: req.visitor!.id },
    });
    ok(res, a.message);
  } }));

  r.push(route({ method: 'post', path: '/submitEvaluate', use: [visitor], body: evaluateBody, handler: async (req, res, { body }) => {
    const saved = await submitEvaluation(db, req.visitor!.id, body);
    if (saved.agentId) ctx.events.emit('evaluation.received', { agentId: saved.agentId, evaluation: saved.evaluation });
    ok(res, null);
  } }));
  r.push(route({ method: 'post', path: '/submitRobotEvaluate', use: [visitor], body: robotRateBody, handler: async (req, res, { body }) => {
    await rateRobot(db, req.visitor!, body);
    ok(res, null);
  } }));
  return r;
}
