import type { Executor } from '../../db/database';
import type { WaybillsTable } from '../../db/tables/robot.table';
import * as repo from './waybill-records.repository';
import type {
  Abnormal,
  Outlet,
  Page,
  RouteNode,
  SaleWorkOrder,
  WarnMsg,
  WaybillDetail,
  WaybillProblem,
  WaybillTrack,
  WaybillTracks,
} from '../../../../src/common/waybillRecords';
import type { OutletQuery, PageQuery } from './waybill-records';
import { EmbeddedWaybillService, parseTracks, type WaybillService } from './waybill.service';
import { toAbnormal, toOutlet, toProblem, toSaleOrder, toWarn } from './waybill-mappers';

/**
 * The workbench's view of the company's waybill systems: everything the robot's `WaybillService` offers, plus
 * what an agent needs (unmasked details, tracks, route, problems, outlets, abnormal records, warnings, sales
 * orders). Embedded over the seeded tables, or HTTP onto the real systems (`WAYBILL_API_URL`).
 */
export interface WaybillDeskService extends WaybillService {
  detail(waybillNo: string): Promise<WaybillDetail | null>;
  tracks(waybillNo: string): Promise<WaybillTracks | null>;
  route(waybillNo: string): Promise<RouteNode[] | null>;
  problems(q: PageQuery & { waybillNo?: string; status?: 'open' | 'closed' }): Promise<Page<WaybillProblem>>;
  outlet(code: string): Promise<Outlet | null>;
  outlets(q: OutletQuery): Promise<Outlet[]>;
  abnormals(q: PageQuery & { waybillNo?: string; orgCode?: string }): Promise<Page<Abnormal>>;
  warnsByDept(q: PageQuery & { deptCode: string }): Promise<Page<WarnMsg>>;
  warnsByWaybill(waybillNo: string): Promise<WarnMsg[]>;
  saleOrders(q: PageQuery & { waybillNo?: string; phone?: string; orderNo?: string }): Promise<Page<SaleWorkOrder>>;
}

export const MAX_OUTLETS = 500;

const toDetail = (r: WaybillsTable): WaybillDetail => ({
  waybillNo: r.waybill_no,
  type: r.type,
  orderNo: r.order_no,
  senderName: r.sender_name,
  senderPhone: r.sender_phone,
  senderCity: r.sender_city,
  senderAddress: r.sender_address,
  receiverName: r.receiver_name,
  receiverPhone: r.receiver_phone,
  receiverCity: r.receiver_city,
  receiverAddress: r.receiver_address,
  sendOrg: r.send_org,
  weightKg: r.weight_kg,
  fee: r.fee,
  collectAmount: r.collect_amount,
  status: r.status,
  estimatedDeliveryAt: r.estimated_delivery_at,
  createdAt: r.created_at,
});

/** The route is the sequence of cities the tracks passed through, each with when it arrived and left. */
export function routeOf(tracks: WaybillTrack[]): RouteNode[] {
  const nodes: RouteNode[] = [];
  for (const t of [...tracks].sort((a, b) => a.at - b.at)) {
    const last = nodes[nodes.length - 1];
    if (last && last.city === t.city) continue;
    if (last) last.leftAt = t.at;
    nodes.push({ city: t.city, arrivedAt: t.at, leftAt: null });
  }
  return nodes;
}

const page = <R, T>(q: PageQuery, r: { rows: R[]; total: number }, map: (row: R) => T): Page<T> => ({
  records: r.rows.map(map),
  total: r.total,
  pageNum: q.pageNum,
  pageSize: q.pageSize,
});

export class EmbeddedWaybillDeskService extends EmbeddedWaybillService implements WaybillDeskService {
  constructor(private readonly exec: Executor) {
    super(exec);
  }

  async detail(waybillNo: string) {
    const r = await repo.findWaybillFull(this.exec, waybillNo.toUpperCase());
    return r ? toDetail(r) : null;
  }

  async tracks(waybillNo: string) {
    const r = await repo.findWaybillFull(this.exec, waybillNo.toUpperCase());
    if (!r) return null;
    const tracks = parseTracks(r.tracks).sort((a, b) => b.at - a.at);
    return { waybillNo: r.waybill_no, type: r.type, status: r.status, tracks };
  }

  async route(waybillNo: string) {
    const r = await repo.findWaybillFull(this.exec, waybillNo.toUpperCase());
    return r ? routeOf(parseTracks(r.tracks)) : null;
  }

  async problems(q: PageQuery & { waybillNo?: string; status?: 'open' | 'closed' }) {
    return page(q, await repo.pageProblems(this.exec, { ...q, waybillNo: q.waybillNo?.toUpperCase() }), toProblem);
  }

  async outlet(code: string) {
    const r = await repo.findOutlet(this.exec, code);
    return r ? toOutlet(r) : null;
  }

  async outlets(q: OutletQuery) {
    return (await repo.listOutlets(this.exec, q, MAX_OUTLETS)).map(toOutlet);
  }

  async abnormals(q: PageQuery & { waybillNo?: string; orgCode?: string }) {
    return page(q, await repo.pageAbnormals(this.exec, { ...q, waybillNo: q.waybillNo?.toUpperCase() }), toAbnormal);
  }

  async warnsByDept(q: PageQuery & { deptCode: string }) {
    return page(q, await repo.pageWarnsByDept(this.exec, q), toWarn);
  }

  async warnsByWaybill(waybillNo: string) {
    return (await repo.listWarnsByWaybill(this.exec, waybillNo.toUpperCase())).map(toWarn);
  }

  async saleOrders(q: PageQuery & { waybillNo?: string; phone?: string; orderNo?: string }) {
    return page(q, await repo.pageSaleOrders(this.exec, { ...q, waybillNo: q.waybillNo?.toUpperCase() }), toSaleOrder);
  }
}
