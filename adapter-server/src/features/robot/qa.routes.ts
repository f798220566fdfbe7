import { Router } from 'express';
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
export function qaRoutes(ctx: AppContext, loop: ConversationLoop): Router {
  const db = ctx.db.kysely;
  const r = Router();
  r.use('/qa', visitorAuth(db, loop.visitorTokens));

  const waybillOf = async (no: string) => {
    const w = await loop.waybills.find(no);
    if (!w) throw refused(`No waybill ${no} was found; please check the number`);
    return w;
  };

  r.post('/qa/getQa', async (req, res) => {
    const qa = await findQa(db, qaBody(req.body).qaId);
    const at = Date.now();
    if (!qa || !qa.enabled || (qa.valid_from !== null && qa.valid_from > at) || (qa.valid_to !== null && qa.valid_to < at)) throw refused('This question is no longer available');
    ok(res, { id: qa.id, question: qa.question, answer: qa.answer, classify: qa.classify, links: parseLinks(qa.links) });
  });
  r.post('/qa/doWaybill', async (req, res) => ok(res, await waybillOf(waybillBody(req.body).waybillNo)));
  r.post('/qa/doDelivery', async (req, res) => {
    const w = await waybillOf(waybillBody(req.body).waybillNo);
    ok(res, { waybillNo: w.waybillNo, status: w.status, estimatedDeliveryAt: w.estimatedDeliveryAt, receiverCity: w.receiverCity, lastTrack: lastTrack(w) });
  });
  r.post('/qa/doCollectMoney', async (req, res) => {
    const w = await waybillOf(waybillBody(req.body).waybillNo);
    ok(res, { waybillNo: w.waybillNo, fee: w.fee, collectAmount: w.collectAmount, weightKg: w.weightKg });
  });
  r.post('/qa/doAddress', async (req, res) => {
    const w = await waybillOf(waybillBody(req.body).waybillNo);
    ok(res, { waybillNo: w.waybillNo, senderCity: w.senderCity, receiverCity: w.receiverCity, receiverAddress: w.receiverAddress, receiverName: w.receiverName });
  });
  r.post('/qa/doSendOrg', async (req, res) => {
    const w = await waybillOf(waybillBody(req.body).waybillNo);
    ok(res, { waybillNo: w.waybillNo, sendOrg: w.sendOrg, senderCity: w.senderCity });
  });
  r.post('/qa/doOrderDelivery', async (req, res) => {
    const { orderNo } = orderBody(req.body);
    const w = await loop.waybills.findByOrder(orderNo);
    if (!w) throw refused(`No order ${orderNo} was found`);
    ok(res, { orderNo, waybillNo: w.waybillNo, status: w.status, estimatedDeliveryAt: w.estimatedDeliveryAt, lastTrack: lastTrack(w) });
  });
  r.post('/qa/solve', async (req, res) => {
    const b = solveBody(req.body);
    await voteAnswer(db, req.visitor!, b.messageId, b.solved ? 1 : 0);
    ok(res, null);
  });
  return r;
}
