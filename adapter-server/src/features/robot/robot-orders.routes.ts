import { route, type RouteSpec } from '../../http/routes';
import { SKILL_ORGS } from '../../../../src/common/channels';
import type { AppContext } from '../../context';
import { ok, refused } from '../../http/envelope';
import { bodyValidator } from '../../http/validation';
import type { ConversationLoop } from '../conversations/conversation-loop';
import type { RobotIndexes } from './robot-indexes';
import { visitorAuth } from '../conversations/visitor-identity';
import { pageDistricts, type DistrictQuery, type Page } from './robot-orders.repository';
import { CLAIM_TYPES, type ClaimInput, type PickupOrderInput } from '../../../../src/common/robotOrders';
import { billReceipt, catchMessage, createPickupOrder, robotMessages, startClaim } from './robot-orders.service';

/** A mobile number, or a landline with its area code. */
const phone = { type: 'string', pattern: '^(1[3-9]\\d{9}|0\\d{2,3}-?\\d{7,8})$' };
const name = { type: 'string', minLength: 1, maxLength: 64 };
const address = { type: 'string', minLength: 5, maxLength: 255 };
const waybillNo = { type: 'string', minLength: 4, maxLength: 32, pattern: '^[A-Za-z0-9]+$' };
const paging = { pageNum: { type: 'integer', minimum: 1, default: 1 }, pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 20 } };

const pageBody = bodyValidator<Page>({ type: 'object', additionalProperties: false, properties: paging });
const districtBody = bodyValidator<DistrictQuery>({
  type: 'object',
  additionalProperties: false,
  properties: {
    ...paging,
    level: { type: 'integer', enum: [1, 2, 3] },
    parentCode: { type: 'string', pattern: '^\\d{6}$' },
    keyword: { type: 'string', minLength: 1, maxLength: 32 },
  },
});
const catchBody = bodyValidator<{ content: string; channel?: number }>({
  type: 'object',
  additionalProperties: false,
  required: ['content'],
  properties: { content: { type: 'string', minLength: 1, maxLength: 500 }, channel: { type: 'integer', enum: [...SKILL_ORGS] } },
});
const orderBody = bodyValidator<PickupOrderInput>({
  type: 'object',
  additionalProperties: false,
  required: ['senderName', 'senderPhone', 'senderAddress', 'receiverName', 'receiverPhone', 'receiverAddress'],
  properties: {
    senderName: name,
    senderPhone: phone,
    senderAddress: address,
    receiverName: name,
    receiverPhone: phone,
    receiverAddress: address,
    goods: { type: 'string', maxLength: 128 },
    weightKg: { type: 'number', exclusiveMinimum: 0, maximum: 10000 },
    pickupAt: { type: 'integer', minimum: 0 },
    remark: { type: 'string', maxLength: 500 },
  },
});
const receiptBody = bodyValidator<{ waybillNo: string }>({ type: 'object', additionalProperties: false, required: ['waybillNo'], properties: { waybillNo } });
const claimBody = bodyValidator<ClaimInput>({
  type: 'object',
  additionalProperties: false,
  required: ['waybillNo', 'claimType', 'amount', 'description', 'contactPhone'],
  properties: {
    waybillNo,
    claimType: { type: 'string', enum: [...CLAIM_TYPES] },
    amount: { type: 'number', exclusiveMinimum: 0, maximum: 100000 },
    description: { type: 'string', minLength: 5, maxLength: 1000 },
    contactPhone: phone,
  },
});

/**
 * The robot's records for the visitor: pickup orders, receipts, claims, what it could not place, its own
 * messages, and the district picker. Visitor token only, like every call of the robot base.
 */
export function robotOrderRoutes(ctx: AppContext, loop: ConversationLoop, robot: RobotIndexes): RouteSpec[] {
  const db = ctx.db.kysely;
  const r: RouteSpec[] = [];
  const auth = visitorAuth(db, loop.visitorTokens);

  r.push(route({ method: 'post', path: '/im/robotMsg', use: [auth], body: pageBody, handler: async (req, res, { body }) => ok(res, await robotMessages(db, req.visitor!, body)) }));
  r.push(route({ method: 'post', path: '/qa/catchMsg', use: [auth], body: catchBody, handler: async (req, res, { body }) => ok(res, await catchMessage(db, robot.words, req.visitor!, body)) }));
  r.push(route({ method: 'post', path: '/qa/doCreateOrder', use: [auth], body: orderBody, handler: async (req, res, { body }) => ok(res, await createPickupOrder(db, req.visitor!, body)) }));
  r.push(route({ method: 'post', path: '/qa/doBillReceipt', use: [auth], body: receiptBody, handler: async (req, res, { body }) => {
    const no = body.waybillNo;
    const w = await loop.waybills.find(no);
    if (!w) throw refused(`No waybill ${no} was found; please check the number`);
    ok(res, billReceipt(w));
  } }));
  r.push(route({ method: 'post', path: '/ccos/area/queryDistrictByPage', use: [auth], body: districtBody, handler: async (req, res, { body: q }) => {
    const { rows, total } = await pageDistricts(db, q);
    ok(res, { records: rows.map((d) => ({ code: d.code, name: d.name, level: d.level, parentCode: d.parent_code })), total, pageNum: q.pageNum, pageSize: q.pageSize });
  } }));
  r.push(route({ method: 'post', path: '/aics/flow/claim', use: [auth], body: claimBody, handler: async (req, res, { body }) => ok(res, await startClaim(db, loop.waybills, req.visitor!, body)) }));
  return r;
}
