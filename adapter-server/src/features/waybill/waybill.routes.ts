import { route, type RouteSpec } from '../../http/routes';
import { waybillKindOf } from '../../../../src/common/waybillNo';
import { ok, refused } from '../../http/envelope';
import { bodyValidator, queryValidator } from '../../http/validation';
import type { WaybillDeskService } from './waybill-desk.service';
import { byWaybill, CODE, PAGE_PROPS, WAYBILL_NO } from './waybill.schemas';

const waybillBody = bodyValidator<{ waybillNo: string }>(byWaybill);
const problemBody = bodyValidator<{ pageNum: number; pageSize: number; waybillNo?: string; status?: 'open' | 'closed' }>({
  type: 'object',
  additionalProperties: false,
  properties: { ...PAGE_PROPS, waybillNo: WAYBILL_NO, status: { type: 'string', enum: ['open', 'closed'] } },
});
const orgBody = bodyValidator<{ orgCode: string }>({ type: 'object', additionalProperties: false, required: ['orgCode'], properties: { orgCode: CODE } });
const outletsBody = bodyValidator<{ keyword?: string; type?: 'kd' | 'ky'; city?: string }>({
  type: 'object',
  additionalProperties: false,
  properties: {
    keyword: { type: 'string', maxLength: 64 },
    type: { type: 'string', enum: ['kd', 'ky'] },
    city: { type: 'string', minLength: 1, maxLength: 64 },
  },
});
const checkQuery = queryValidator<{ waybillNo: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['waybillNo'],
  properties: { waybillNo: { type: 'string', minLength: 1, maxLength: 32 } },
});

const noWaybill = (no: string) => refused(`No waybill ${no} was found`);

async function need<T>(p: Promise<T | null>, no: string): Promise<T> {
  const v = await p;
  if (v === null) throw noWaybill(no);
  return v;
}

/** `waybill/`: reads with a body, so POST (api-contract.md). */
export function waybillRoutes(desk: WaybillDeskService): RouteSpec[] {
  const r: RouteSpec[] = [];
  r.push(route({ method: 'post', path: '/wayBillInfo', body: waybillBody, handler: async (req, res, { body }) => {
    const { waybillNo } = body;
    ok(res, await need(desk.detail(waybillNo), waybillNo));
  } }));
  r.push(route({ method: 'post', path: '/getWayBillInfoDetail', body: waybillBody, handler: async (req, res, { body }) => {
    const { waybillNo } = body;
    const detail = await need(desk.detail(waybillNo), waybillNo);
    const [tracks, problems, outlet, warns] = await Promise.all([
      desk.tracks(waybillNo),
      desk.problems({ waybillNo, pageNum: 1, pageSize: 50 }),
      desk.outlet(detail.sendOrg),
      desk.warnsByWaybill(waybillNo),
    ]);
    ok(res, { ...detail, tracks: tracks?.tracks ?? [], problems: problems.records, sendOutlet: outlet, warnings: warns });
  } }));
  r.push(route({ method: 'post', path: '/queryYmWaybillTracks', body: waybillBody, handler: async (req, res, { body }) => {
    const { waybillNo } = body;
    ok(res, await need(desk.tracks(waybillNo), waybillNo));
  } }));
  r.push(route({ method: 'post', path: '/trackInfo', body: waybillBody, handler: async (req, res, { body }) => {
    const { waybillNo } = body;
    const t = await need(desk.tracks(waybillNo), waybillNo);
    ok(res, { waybillNo: t.waybillNo, type: t.type, status: t.status, lastTrack: t.tracks[0] ?? null, trackCount: t.tracks.length });
  } }));
  r.push(route({ method: 'post', path: '/routDetilInfo', body: waybillBody, handler: async (req, res, { body }) => {
    const { waybillNo } = body;
    ok(res, { waybillNo, route: await need(desk.route(waybillNo), waybillNo) });
  } }));
  r.push(route({ method: 'post', path: '/queryProblemInfoPage', body: problemBody, handler: async (req, res, { body }) => ok(res, await desk.problems(body)) }));
  r.push(route({ method: 'post', path: '/queryOrgDetail', body: orgBody, handler: async (req, res, { body }) => {
    const { orgCode } = body;
    const outlet = await desk.outlet(orgCode);
    if (!outlet) throw refused(`No outlet ${orgCode} was found`);
    ok(res, outlet);
  } }));
  return r;
}

/** `orgInfo/queryAllNetOrgInfo`: every outlet of the network matching the filters (at most 500). */
export function orgInfoRoutes(desk: WaybillDeskService): RouteSpec[] {
  const r: RouteSpec[] = [];
  r.push(route({ method: 'post', path: '/queryAllNetOrgInfo', body: outletsBody, handler: async (req, res, { body }) => ok(res, await desk.outlets(body)) }));
  return r;
}

/** `workbench/checkWaybillType?waybillNo=`: express or freight, by the record when known, else by format. */
export function checkWaybillTypeRoutes(desk: WaybillDeskService): RouteSpec[] {
  const r: RouteSpec[] = [];
  r.push(route({ method: 'get', path: '/checkWaybillType', query: checkQuery, handler: async (req, res, { query }) => {
    const waybillNo = query.waybillNo.trim().toUpperCase();
    const byFormat = waybillKindOf(waybillNo);
    if (!byFormat) {
      ok(res, { waybillNo, valid: false, type: null, exists: false });
      return;
    }
    const found = await desk.detail(waybillNo);
    ok(res, { waybillNo, valid: true, type: found?.type ?? byFormat, exists: found !== null });
  } }));
  return r;
}
