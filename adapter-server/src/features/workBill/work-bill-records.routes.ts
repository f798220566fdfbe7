import { Router } from 'express';
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
export function workBillRecordRoutes(desk: WaybillDeskService): Router {
  const r = Router();
  r.post('/queryAbnormalInfoPage', async (req, res) => {
    const q = abnormalBody(req.body);
    ok(res, await desk.abnormals({ ...q, waybillNo: q.waybillNo?.toUpperCase() }));
  });
  r.post('/queryCcWarnMsgByDept', async (req, res) => ok(res, await desk.warnsByDept(deptBody(req.body))));
  r.post('/queryCcWarnMsgByWaybill', async (req, res) => ok(res, await desk.warnsByWaybill(waybillBody(req.body).waybillNo.toUpperCase())));
  r.post('/findSaleWorkOrderList', async (req, res) => {
    const q = saleBody(req.body);
    ok(res, await desk.saleOrders({ ...q, waybillNo: q.waybillNo?.toUpperCase() }));
  });
  return r;
}
