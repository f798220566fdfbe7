import type { Request, Response } from 'express';
import { route, type RouteSpec } from '../../http/routes';
import { entryFor, SKILL_ORGS } from '../../../../src/common/channels';
import type { AppContext } from '../../context';
import { newId } from '../../db/ids';
import { forbidden, ok, refused } from '../../http/envelope';
import { addTranslations, langOf } from '../../http/i18n';
import { bodyValidator, queryValidator } from '../../http/validation';
import type { ConversationLoop } from '../conversations/conversation-loop';
import type { RobotIndexes } from './robot-indexes';
import { isWorkingTime } from '../serviceConfig/service-config';
import { getServiceConfig } from '../serviceConfig/service-config.service';
import { findLatestSessionOfVisitor } from '../sessions/session.repository';
import { updateVisitor, type VisitorRow } from '../conversations/visitor.repository';
import { applySignedAttributes, createVisitor } from '../customers/customer.service';
import { visitorOfIdentity } from '../customers/customer.repository';
import { proveChannelIdentity } from '../conversations/channel-identity';
import { setVisitorCookie, visitorAuth, visitorIdAuth } from '../conversations/visitor-identity';
import { listAfter } from '../messages/message.repository';
import { visitorMessages } from '../messages/message.service';
import { eligibleAgents, expectedWait, recentWaits } from '../routing/queue-wait';
import { queuePosition } from '../routing/routing.repository';
import { visitorSession } from '../conversations/session.service';
import { isMobile } from '../waybill/waybill.service';
import { hotQuestions, latestPushedNotice } from './robot.repository';
import { answerQuestion, rateRobot, voteAnswer } from './robot.service';
import { isChinese } from './tokenizer';

const channel = { type: 'integer', enum: [...SKILL_ORGS] };
const source = { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z][A-Za-z/]*$' };
const userQuery = queryValidator<{ channel?: number; source?: string }>({
  type: 'object',
  additionalProperties: false,
  properties: { channel, source },
});
const openIdBody = bodyValidator<{ openId: string; channel: number; issuedAt?: number; signature?: string; nickname?: string; phone?: string; vip?: boolean }>({
  type: 'object',
  additionalProperties: false,
  required: ['openId', 'channel'],
  properties: {
    openId: { type: 'string', minLength: 1, maxLength: 128 },
    channel,
    // Checked by proveChannelIdentity, which answers 401 (not 400) when they are missing.
    issuedAt: { type: 'integer', minimum: 0 },
    signature: { type: 'string', maxLength: 128 },
    nickname: { type: 'string', minLength: 1, maxLength: 64 },
    phone: { type: 'string', pattern: '^1[3-9]\\d{9}$' },
    vip: { type: 'boolean' },
  },
});
const answerBody = bodyValidator<{ question: string; channel: number; source?: string; qaId?: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['question', 'channel'],
  properties: { question: { type: 'string', minLength: 1, maxLength: 500 }, channel, source, qaId: { type: 'string', minLength: 1, maxLength: 40 } },
});
const convertBody = bodyValidator<{ channel: number; source?: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['channel'],
  properties: { channel, source },
});
const msgBody = bodyValidator<{ afterSeq?: number }>({
  type: 'object',
  additionalProperties: false,
  properties: { afterSeq: { type: 'integer', minimum: 0 } },
});
const lookupBody = bodyValidator<{ keyword: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['keyword'],
  properties: { keyword: { type: 'string', minLength: 4, maxLength: 32, pattern: '^[A-Za-z0-9-]+$' } },
});
const rateBody = bodyValidator<{ sessionId: string; score: number; comment?: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId', 'score'],
  properties: { sessionId: { type: 'string', minLength: 1, maxLength: 40 }, score: { type: 'integer', minimum: 1, maximum: 5 }, comment: { type: 'string', maxLength: 500 } },
});
const voteQuery = queryValidator<{ vote: 0 | 1 }>({
  type: 'object',
  additionalProperties: false,
  required: ['vote'],
  properties: { vote: { type: 'integer', enum: [0, 1] } },
});
const HOT_LIMIT = 10;
const hotQuery = queryValidator<{ lang?: 'en' | 'zh' }>({
  type: 'object',
  additionalProperties: false,
  properties: { lang: { type: 'string', enum: ['en', 'zh'] } },
});
const queueWaitQuery = queryValidator<{ sessionId: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId'],
  properties: { sessionId: { type: 'string', minLength: 1, maxLength: 40 } },
});
const filterBody = bodyValidator<{ text: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['text'],
  properties: { text: { type: 'string', maxLength: 20000 } },
});

const PHONE_LOOKUP = 'Parcels can be looked up by phone number only for your own signed-in account. Please enter the waybill or order number.';
addTranslations({ [PHONE_LOOKUP]: '仅可在登录状态下按本人手机号查询包裹，请输入运单号或订单号查询。' });

const orgTypeOf = (src: string | undefined) => entryFor(`/${src ?? ''}`)?.orgType ?? 'kd';

/** The robot base `/ccim-robot/api` (`im/`, `words/`): no bearer header, the visitor token names the caller. */
export function robotRoutes(ctx: AppContext, loop: ConversationLoop, robot: RobotIndexes): RouteSpec[] {
  const db = ctx.db.kysely;
  const r: RouteSpec[] = [];

  const identify = async (req: Request, res: Response, v: VisitorRow) => {
    // A visitor the channel signed for keeps a token only as long as the channel's secret stays the same.
    const visitorToken = await loop.visitorTokens.sign(v.id, v.open_id ? v.channel : undefined);
    setVisitorCookie(res, visitorToken, ctx.config.production || req.secure);
    return { visitorId: v.id, nickname: v.nickname, channel: v.channel, openId: v.open_id, visitorToken };
  };

  r.push(route({ method: 'get', path: '/im/getCurrentUser', use: [visitorAuth(db, loop.visitorTokens, true)], query: userQuery, handler: async (req, res, { query: q }) => {
    let v = req.visitor;
    if (!v) {
      await loop.visitorLimits.newVisitor(req.ip ?? '');
      const at = Date.now();
      v = await createVisitor(db, { id: newId(), open_id: null, channel: q.channel ?? 100, nickname: `访客${Math.floor(at % 1e6).toString().padStart(6, '0')}`, phone: null, created_at: at, last_seen_at: at });
    }
    ok(res, await identify(req, res, v));
  } }));

  r.push(route({ method: 'post', path: '/im/getChannelUserInfoByOpenId', body: openIdBody, handler: async (req, res, { body: b }) => {
    const at = Date.now();
    // Only what the channel signed is believed: a nickname or phone sent beside the signature is not.
    const signed = await proveChannelIdentity(db, b.channel, b, at);
    let v = await visitorOfIdentity(db, b.channel, b.openId);
    if (!v) {
      v = await createVisitor(db, { id: newId(), open_id: b.openId, channel: b.channel, nickname: signed.nickname ?? `用户${b.openId.slice(-6)}`, phone: signed.phone ?? null, created_at: at, last_seen_at: at });
    } else {
      const changes = { ...(signed.nickname ? { nickname: signed.nickname } : {}), ...(signed.phone ? { phone: signed.phone } : {}) };
      await updateVisitor(db, v.id, { last_seen_at: at, ...changes });
      v = { ...v, ...changes };
    }
    // The customer takes what the channel vouched for: its name, phone and VIP flag.
    await applySignedAttributes(db, v.id, signed, at);
    ok(res, await identify(req, res, v));
  } }));

  r.push(route({ method: 'post', path: '/words/filter', body: filterBody, handler: async (req, res, { body }) => ok(res, await robot.words.mask(body.text)) }));

  // The hottest visitor call needs only the visitor's id: its token is proven, its row not read.
  r.push(route({ method: 'post', path: '/im/answer', use: [visitorIdAuth(loop.visitorTokens)], body: answerBody, handler: async (req, res, { body: b }) => {
    const reply = await answerQuestion(db, loop, robot, req.visitorId!, { ...b, source: b.source ?? 'newhuang', orgType: orgTypeOf(b.source), lang: langOf(req) });
    ctx.metrics.robotAnswers.inc({ outcome: reply.kind });
    ok(res, reply);
  } }));

  const visitor = visitorAuth(db, loop.visitorTokens);

  r.push(route({ method: 'get', path: '/im/hello', use: [visitor], handler: async (_req, res) => {
    const cfg = await getServiceConfig(db);
    ok(res, { greeting: cfg.greeting, humanOpen: isWorkingTime(cfg.workingHours, Date.now()) });
  } }));
  r.push(route({ method: 'get', path: '/im/service', use: [visitor], handler: async (_req, res) => {
    const cfg = await getServiceConfig(db);
    ok(res, { humanOpen: isWorkingTime(cfg.workingHours, Date.now()), workingHours: cfg.workingHours, offHoursMessage: cfg.offHoursMessage });
  } }));
  /** The popular questions in the page's language (`lang`, else Accept-Language): the base holds each in both. */
  r.push(route({ method: 'get', path: '/im/hot', use: [visitor], query: hotQuery, handler: async (req, res, { query }) => {
    const lang = query.lang ?? langOf(req);
    const all = await hotQuestions(db, Date.now(), HOT_LIMIT * 4);
    ok(res, all.filter((q) => isChinese(q.question) === (lang === 'zh')).slice(0, HOT_LIMIT));
  } }));
  r.push(route({ method: 'get', path: '/im/homeAnnouncement', use: [visitor], handler: async (_req, res) => ok(res, (await latestPushedNotice(db)) ?? null) }));

  /** The visitor's latest session and its messages after `afterSeq`: what the page shows when it opens. */
  r.push(route({ method: 'post', path: '/im/msg', use: [visitor], body: msgBody, handler: async (req, res, { body: b }) => {
    const s = await findLatestSessionOfVisitor(db, req.visitor!.id);
    if (!s) return ok(res, { session: null, messages: [] });
    const messages = visitorMessages(await listAfter(db, s.id, b.afterSeq ?? Math.max(0, s.last_seq - 50), 200, 'visitor'));
    ok(res, { session: { sessionId: s.id, status: s.status, channel: s.channel, queuePosition: s.status === 'queued' ? await queuePosition(db, s) : 0, evaluated: s.evaluated_at !== null }, messages });
  } }));

  r.push(route({ method: 'post', path: '/im/convertAgent', use: [visitor], body: convertBody, handler: async (req, res, { body: b }) => {
    await loop.visitorLimits.queueRequest(req.ip ?? '');
    const q = await loop.convert(req.visitor!, { channel: b.channel, source: b.source ?? 'newhuang', orgType: orgTypeOf(b.source), lang: langOf(req) });
    ok(res, { sessionId: q.session.id, status: q.session.status, queuePosition: q.session.status === 'queued' ? await queuePosition(db, q.session) : 0 });
  } }));

  /**
   * A queued visitor's place and expected wait (ms, from the group's recent waits; null when there are none, or
   * when no agent who could serve the group is ready: `agentsReady` 0).
   */
  r.push(route({ method: 'get', path: '/im/queueWait', use: [visitor], query: queueWaitQuery, handler: async (req, res, { query }) => {
    const { sessionId } = query;
    const s = await visitorSession(db, req.visitor!.id, sessionId);
    if (s.status !== 'queued' || !s.skill_group_id) return ok(res, { sessionId, status: s.status, queuePosition: 0, expectedWaitMs: null, agentsReady: 0 });
    const at = Date.now();
    const position = await queuePosition(db, s);
    const agentsReady = await eligibleAgents(db, s.skill_group_id);
    const expectedWaitMs = agentsReady ? expectedWait(await recentWaits(db, s.skill_group_id, at), position) : null;
    ok(res, { sessionId, status: s.status, queuePosition: position, expectedWaitMs, agentsReady });
  } }));

  r.push(route({ method: 'post', path: '/im/queryOrderAndWaybill', use: [visitor], body: lookupBody, handler: async (req, res, { body }) => {
    const { keyword } = body;
    // A phone number names someone's parcels: only for a visitor whose channel signed that phone as theirs.
    if (isMobile(keyword) && !(req.visitor!.open_id && req.visitor!.phone === keyword)) throw forbidden(PHONE_LOOKUP);
    const found = isMobile(keyword)
      ? await loop.waybills.findByPhone(keyword)
      : [(await loop.waybills.find(keyword)) ?? (await loop.waybills.findByOrder(keyword))].filter((w) => w !== null);
    if (!found.length) throw refused(`Nothing was found for ${keyword}`);
    ok(res, found);
  } }));

  r.push(route({ method: 'post', path: '/im/rate', use: [visitor], body: rateBody, handler: async (req, res, { body }) => {
    await rateRobot(db, req.visitor!, body);
    ok(res, null);
  } }));
  r.push(route({ method: 'post', path: '/im/vote/:msgId', use: [visitor], query: voteQuery, handler: async (req, res, { query }) => {
    const { vote } = query;
    const msgId = String(req.params.msgId);
    if (msgId.length > 40) throw refused('No such robot answer');
    await voteAnswer(db, req.visitor!, msgId, vote);
    ok(res, null);
  } }));
  return r;
}
