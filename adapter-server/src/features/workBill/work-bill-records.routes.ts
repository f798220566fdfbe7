import { route, type RouteSpec } from '../../http/routes';
import { ok } from '../../http/envelope';
import { bodyValidator } from '../../http/validation';
import type { WaybillDeskService } from '../waybill/waybill-desk.service';
import { byWaybill, CODE, PAGE_PROPS, WAYBILL_NO } from '../waybill/waybill.schemas';

const abnormalBody = bodyValidator<{ pageNum: number; pageSize: number; waybillNo?: string; orgCode?: string }>({
  type: 'object',
  additionalProperties: false,
  properties: { ...PAGE_PROPS, waybillNo: WAYBILL_NO, orgCode: CODE },
});
const deptBody = bodyValidator<{ pageNum: number; pageSize: number; deptCode: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['deptCode'],
  properties: { ...PAGE_PROPS, deptCode: CODE },
});
const waybillBody = bodyValidator<{ waybillNo: string }>(byWaybill);
const saleBody = bodyValidator<{ pageNum: number; pageSize: number; waybillNo?: string; phone?: string; orderNo?: string }>({
  type: 'object',
  additionalProperties: false,
  properties: {
    ...PAGE_PROPS,
    waybillNo: WAYBILL_NO,
    phone: { type: 'string', minLength: 3, maxLength: 32, pattern: '^[0-9+ -]+$' },
    orderNo: CODE,
  },
});

/** The company's records the work bill screens show: abnormal records, warnings and sales work orders. */
export function workBillRecordRoutes(desk: WaybillDeskService): RouteSpec[] {
  const r: RouteSpec[] = [];
  r.push(route({ method: 'post', path: '/queryAbnormalInfoPage', body: abnormalBody, handler: async (req, res, { body: q }) => {
    ok(res, await desk.abnormals({ ...q, waybillNo: q.waybillNo?.toUpperCase() }));
  } }));
  // Department warnings are management information.
  r.push(route({ method: 'post', path: '/queryCcWarnMsgByDept', roles: ['admin', 'supervisor'], body: deptBody, handler: async (req, res, { body }) => ok(res, await desk.warnsByDept(body)) }));
  r.push(route({ method: 'post', path: '/queryCcWarnMsgByWaybill', body: waybillBody, handler: async (req, res, { body }) => ok(res, await desk.warnsByWaybill(body.waybillNo.toUpperCase())) }));
  r.push(route({ method: 'post', path: '/findSaleWorkOrderList', body: saleBody, handler: async (req, res, { body: q }) => {
    ok(res, await desk.saleOrders({ ...q, waybillNo: q.waybillNo?.toUpperCase() }));
  } }));
  return r;
}
