import { AppError } from '../../http/envelope';
import type { WaybillDeskService } from './waybill-desk.service';
import type {
  Abnormal,
  Outlet,
  Page,
  RouteNode,
  SaleWorkOrder,
  WarnMsg,
  WaybillDetail,
  WaybillProblem,
  WaybillTracks,
} from '../../../../src/common/waybillRecords';
import type { OutletQuery, PageQuery } from './waybill-records';
import { toWaybill, type Waybill } from './waybill.service';

export interface HttpWaybillOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Sent as a bearer token when the company's gateway asks for one. */
  token?: string;
  fetch?: typeof fetch;
}

interface RemoteEnvelope<T> {
  status?: number;
  code?: number;
  msg?: string;
  message?: string;
  data?: T;
}

/**
 * The company's waybill systems over HTTP. They answer the same envelope as ours (`{status, msg, data}`; some
 * gateways say `code` 0/200 instead of `status`); a missing record is `data: null`. A slow or failing upstream
 * becomes a 504/502 for our caller with a plain message, never its stack or body.
 */
export class HttpWaybillDeskService implements WaybillDeskService {
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly opts: HttpWaybillOptions) {
    this.fetchImpl = opts.fetch ?? fetch;
  }

  private async call<T>(path: string, body: object): Promise<T | null> {
    const url = `${this.opts.baseUrl.replace(/\/+$/, '')}/${path}`;
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.opts.token) headers.authorization = `Bearer ${this.opts.token}`;
    let res: Response;
    try {
      res = await this.fetchImpl(url, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.opts.timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new AppError(timedOut ? 504 : 502, timedOut ? 'The waybill system did not answer in time' : 'The waybill system cannot be reached');
    }
    if (res.status === 404) return null;
    if (!res.ok) throw new AppError(502, `The waybill system answered with an error (HTTP ${res.status})`);
    let env: RemoteEnvelope<T>;
    try {
      env = (await res.json()) as RemoteEnvelope<T>;
    } catch {
      throw new AppError(502, 'The waybill system answered with something that is not JSON');
    }
    const code = env.status ?? env.code;
    if (code !== 0 && code !== 200) throw new AppError(502, `The waybill system refused: ${env.msg ?? env.message ?? 'unknown error'}`);
    return env.data ?? null;
  }

  private async page<T>(path: string, q: PageQuery & object): Promise<Page<T>> {
    const p = await this.call<Page<T>>(path, q);
    return p ?? { records: [], total: 0, pageNum: q.pageNum, pageSize: q.pageSize };
  }

  async find(waybillNo: string): Promise<Waybill | null> {
    const [d, t] = await Promise.all([this.detail(waybillNo), this.tracks(waybillNo)]);
    if (!d) return null;
    // Mask exactly as the embedded service does, so the robot shows visitors the same thing either way.
    return toWaybill({
      waybill_no: d.waybillNo,
      type: d.type,
      order_no: d.orderNo,
      sender_name: d.senderName,
      sender_phone: d.senderPhone,
      sender_city: d.senderCity,
      sender_address: d.senderAddress,
      receiver_name: d.receiverName,
      receiver_phone: d.receiverPhone,
      receiver_city: d.receiverCity,
      receiver_address: d.receiverAddress,
      send_org: d.sendOrg,
      weight_kg: d.weightKg,
      fee: d.fee,
      collect_amount: d.collectAmount,
      status: d.status,
      tracks: JSON.stringify([...(t?.tracks ?? [])].sort((a, b) => a.at - b.at)),
      estimated_delivery_at: d.estimatedDeliveryAt,
      created_at: d.createdAt,
      updated_at: d.createdAt,
    });
  }

  async findByOrder(orderNo: string) {
    return this.call<Waybill>('waybill/queryByOrderNo', { orderNo });
  }

  async findByPhone(phone: string) {
    return (await this.call<Waybill[]>('waybill/queryByPhone', { phone })) ?? [];
  }

  detail(waybillNo: string) {
    return this.call<WaybillDetail>('waybill/wayBillInfo', { waybillNo });
  }

  tracks(waybillNo: string) {
    return this.call<WaybillTracks>('waybill/queryYmWaybillTracks', { waybillNo });
  }

  route(waybillNo: string) {
    return this.call<RouteNode[]>('waybill/routDetilInfo', { waybillNo });
  }

  problems(q: PageQuery & { waybillNo?: string; status?: 'open' | 'closed' }) {
    return this.page<WaybillProblem>('waybill/queryProblemInfoPage', q);
  }

  outlet(code: string) {
    return this.call<Outlet>('waybill/queryOrgDetail', { orgCode: code });
  }

  async outlets(q: OutletQuery) {
    return (await this.call<Outlet[]>('orgInfo/queryAllNetOrgInfo', q)) ?? [];
  }

  abnormals(q: PageQuery & { waybillNo?: string; orgCode?: string }) {
    return this.page<Abnormal>('workBill/queryAbnormalInfoPage', q);
  }

  warnsByDept(q: PageQuery & { deptCode: string }) {
    return this.page<WarnMsg>('workBill/queryCcWarnMsgByDept', q);
  }

  async warnsByWaybill(waybillNo: string) {
    return (await this.call<WarnMsg[]>('workBill/queryCcWarnMsgByWaybill', { waybillNo })) ?? [];
  }

  saleOrders(q: PageQuery & { waybillNo?: string; phone?: string; orderNo?: string }) {
    return this.page<SaleWorkOrder>('workBill/findSaleWorkOrderList', q);
  }
}
