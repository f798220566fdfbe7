import { route, type RouteSpec } from '../../http/routes';
import type { AppContext } from '../../context';
import { ok, refused } from '../../http/envelope';
import { bodyValidator } from '../../http/validation';
import type { ConversationLoop } from '../conversations/conversation-loop';
import { visitorAuth } from '../conversations/visitor-identity';
import type { Waybill } from '../waybill/waybill.service';
import { parseLinks } from './robot-brain';
import { findQa } from './robot.repository';
import { voteAnswer } from './robot.service';

const waybillBody = bodyValidator<{ waybillNo: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['waybillNo'],
  properties: { waybillNo: { type: 'string', minLength: 4, maxLength: 32, pattern: '^[A-Za-z0-9]+$' } },
});
const orderBody = bodyValidator<{ orderNo: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['orderNo'],
  properties: { orderNo: { type: 'string', minLength: 4, maxLength: 32, pattern: '^[A-Za-z0-9-]+$' } },
});
const qaBody = bodyValidator<{ qaId: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['qaId'],
  properties: { qaId: { type: 'string', minLength: 1, maxLength: 40 } },
});
const solveBody = bodyValidator<{ messageId: string; solved: boolean }>({
  type: 'object',
  additionalProperties: false,
  required: ['messageId', 'solved'],
  properties: { messageId: { type: 'string', minLength: 1, maxLength: 40 }, solved: { type: 'boolean' } },
});

const lastTrack = (w: Waybill) => w.tracks[w.tracks.length - 1] ?? null;

/** The robot's logistics skills (`qa/`): each answers one kind of parcel question from the waybill service. */
export function qaRoutes(ctx: AppContext, loop: ConversationLoop): RouteSpec[] {
  const db = ctx.db.kysely;
  const r: RouteSpec[] = [];
  const visitor = visitorAuth(db, loop.visitorTokens);

  const waybillOf = async (no: string) => {
    const w = await loop.waybills.find(no);
    if (!w) throw refused(`No waybill ${no} was found; please check the number`);
    return w;
  };

  r.push(route({ method: 'post', path: '/qa/getQa', use: [visitor], body: qaBody, handler: async (req, res, { body }) => {
    const qa = await findQa(db, body.qaId);
    const at = Date.now();
    if (!qa || !qa.enabled || (qa.valid_from !== null && qa.valid_from > at) || (qa.valid_to !== null && qa.valid_to < at)) throw refused('This question is no longer available');
    ok(res, { id: qa.id, question: qa.question, answer: qa.answer, classify: qa.classify, links: parseLinks(qa.links) });
  } }));
  r.push(route({ method: 'post', path: '/qa/doWaybill', use: [visitor], body: waybillBody, handler: async (req, res, { body }) => ok(res, await waybillOf(body.waybillNo)) }));
  r.push(route({ method: 'post', path: '/qa/doDelivery', use: [visitor], body: waybillBody, handler: async (req, res, { body }) => {
    const w = await waybillOf(body.waybillNo);
    ok(res, { waybillNo: w.waybillNo, status: w.status, estimatedDeliveryAt: w.estimatedDeliveryAt, receiverCity: w.receiverCity, lastTrack: lastTrack(w) });
  } }));
  r.push(route({ method: 'post', path: '/qa/doCollectMoney', use: [visitor], body: waybillBody, handler: async (req, res, { body }) => {
    const w = await waybillOf(body.waybillNo);
    ok(res, { waybillNo: w.waybillNo, fee: w.fee, collectAmount: w.collectAmount, weightKg: w.weightKg });
  } }));
  r.push(route({ method: 'post', path: '/qa/doAddress', use: [visitor], body: waybillBody, handler: async (req, res, { body }) => {
    const w = await waybillOf(body.waybillNo);
    ok(res, { waybillNo: w.waybillNo, senderCity: w.senderCity, receiverCity: w.receiverCity, receiverAddress: w.receiverAddress, receiverName: w.receiverName });
  } }));
  r.push(route({ method: 'post', path: '/qa/doSendOrg', use: [visitor], body: waybillBody, handler: async (req, res, { body }) => {
    const w = await waybillOf(body.waybillNo);
    ok(res, { waybillNo: w.waybillNo, sendOrg: w.sendOrg, senderCity: w.senderCity });
  } }));
  r.push(route({ method: 'post', path: '/qa/doOrderDelivery', use: [visitor], body: orderBody, handler: async (req, res, { body }) => {
    const { orderNo } = body;
    const w = await loop.waybills.findByOrder(orderNo);
    if (!w) throw refused(`No order ${orderNo} was found`);
    ok(res, { orderNo, waybillNo: w.waybillNo, status: w.status, estimatedDeliveryAt: w.estimatedDeliveryAt, lastTrack: lastTrack(w) });
  } }));
  r.push(route({ method: 'post', path: '/qa/solve', use: [visitor], body: solveBody, handler: async (req, res, { body: b }) => {
    await voteAnswer(db, req.visitor!, b.messageId, b.solved ? 1 : 0);
    ok(res, null);
  } }));
  return r;
}
