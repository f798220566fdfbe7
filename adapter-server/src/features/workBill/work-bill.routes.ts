import { route, type RouteSpec } from '../../http/routes';
import type { DB } from '../../db/database';
import type { WorkBillStatus } from '../../db/tables/work-bill.table';
import { ok, refused } from '../../http/envelope';
import { bodyValidator, queryValidator } from '../../http/validation';
import type { WaybillDeskService } from '../waybill/waybill-desk.service';
import { CODE, PAGE_PROPS, WAYBILL_NO } from '../waybill/waybill.schemas';
import { listDict, listTypes } from './work-bill.repository';
import * as svc from './work-bill.service';

const ID = { type: 'string', minLength: 1, maxLength: 40 } as const;
const NOTE = { type: 'string', minLength: 1, maxLength: 500 } as const;

const createBody = bodyValidator<svc.CreateWorkBill>({
  type: 'object',
  additionalProperties: false,
  required: ['waybillNo', 'bigType', 'smallType', 'complaintDept', 'description'],
  properties: {
    waybillNo: WAYBILL_NO,
    sessionId: ID,
    bigType: CODE,
    smallType: CODE,
    complaintDept: CODE,
    description: { type: 'string', minLength: 1, maxLength: 2000 },
    fileIds: { type: 'array', maxItems: 10, items: ID },
  },
});

interface PageBody {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  status?: WorkBillStatus;
  bigType?: string;
  waybillNo?: string;
  sessionId?: string;
  from?: number;
  to?: number;
  sortField: 'createdAt' | 'updatedAt' | 'urgeCount';
  sortOrder: 'asc' | 'desc';
}
const pageBody = bodyValidator<PageBody>({
  type: 'object',
  additionalProperties: false,
  properties: {
    ...PAGE_PROPS,
    keyword: { type: 'string', maxLength: 64 },
    status: { type: 'string', enum: ['pending', 'processing', 'handled', 'invalid'] },
    bigType: CODE,
    waybillNo: WAYBILL_NO,
    sessionId: ID,
    from: { type: 'integer', minimum: 0 },
    to: { type: 'integer', minimum: 0 },
    sortField: { type: 'string', enum: ['createdAt', 'updatedAt', 'urgeCount'], default: 'createdAt' },
    sortOrder: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
  },
});
const idBody = bodyValidator<{ id: string }>({ type: 'object', additionalProperties: false, required: ['id'], properties: { id: ID } });
const urgeBody = bodyValidator<{ id: string; note: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['id', 'note'],
  properties: { id: ID, note: NOTE },
});
const invalidBody = bodyValidator<{ id: string; reason: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['id', 'reason'],
  properties: { id: ID, reason: NOTE },
});
const smallQuery = queryValidator<{ bigType: string }>({ type: 'object', additionalProperties: false, required: ['bigType'], properties: { bigType: CODE } });

const codeNames = (rows: { code: string; name_en: string; name_zh: string }[]) => rows.map((r) => ({ code: r.code, name: { en: r.name_en, zh: r.name_zh } }));

/** `workBill/`: the work bills (tickets) of the workbench. */
export function workBillRoutes(db: DB, desk: WaybillDeskService): RouteSpec[] {
  const r: RouteSpec[] = [];
  r.push(route({ method: 'get', path: '/queryWorkBillBigType', handler: async (_req, res) => ok(res, codeNames(await listTypes(db, null))) }));
  r.push(route({ method: 'get', path: '/queryWorkBillSmallType', query: smallQuery, handler: async (req, res, { query }) => ok(res, codeNames(await listTypes(db, query.bigType))) }));
  r.push(route({ method: 'get', path: '/queryComplaintDept', handler: async (_req, res) => ok(res, codeNames(await listDict(db, 'complaint_dept'))) }));

  r.push(route({ method: 'post', path: '/createWorkBill', body: createBody, handler: async (req, res, { body: input }) => {
    input.waybillNo = input.waybillNo.toUpperCase();
    // The waybill lives in the company's system: ask before opening our transaction.
    if (!(await desk.detail(input.waybillNo))) throw refused(`No waybill ${input.waybillNo} was found`);
    ok(
      res,
      await svc.createWorkBill(db, req.user!, input),
    );
  } }));
  r.push(route({ method: 'post', path: '/queryWorkBillPage', body: pageBody, handler: async (req, res, { body }) => {
    ok(res, await svc.pageWorkBillViews(db, req.user!, { ...body, waybillNo: body.waybillNo?.toUpperCase() }));
  } }));
  r.push(route({ method: 'post', path: '/queryWorkBillProcessing', body: idBody, handler: async (req, res, { body }) => ok(res, await svc.workBillProcessing(db, req.user!, body.id)) }));
  r.push(route({ method: 'put', path: '/urgeWorkBill', body: urgeBody, handler: async (req, res, { body }) => {
    const { id, note } = body;
    ok(
      res,
      await svc.urgeWorkBill(db, req.user!, id, note.trim()),
    );
  } }));
  r.push(route({ method: 'put', path: '/inValidWorkBill', body: invalidBody, handler: async (req, res, { body }) => {
    const { id, reason } = body;
    ok(
      res,
      await svc.invalidateWorkBill(db, req.user!, id, reason.trim()),
    );
  } }));
  r.push(route({ method: 'put', path: '/handleWorkBill', body: urgeBody, handler: async (req, res, { body }) => {
    const { id, note } = body;
    ok(res, await svc.handleWorkBill(db, req.user!, id, note.trim()));
  } }));
  return r;
}
