import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import type { WorkBillEventKind } from '../db/tables/work-bill.table';
import { DICT, OUTLETS, WAYBILLS, WORK_BILL_TYPES } from './work-bill.seed-data';

const HOUR = 3600_000;

type Seeded = (typeof WAYBILLS)[number];

function tracksOf(w: Seeded, start: number) {
  const tracks = w.hops.map((city, i) => ({
    at: start + i * 9 * HOUR,
    city,
    text:
      i === 0
        ? { en: `Collected by the ${city} outlet`, zh: `【${city}】已揽收` }
        : { en: `Arrived at the ${city} hub`, zh: `已到达【${city}】转运中心` },
  }));
  const at = start + w.hops.length * 9 * HOUR;
  const city = w.hops[w.hops.length - 1];
  if (w.status === 'delivering') tracks.push({ at, city, text: { en: `Out for delivery in ${city}`, zh: `【${city}】派送中` } });
  if (w.status === 'delivered') tracks.push({ at, city, text: { en: 'Delivered, signed by the receiver', zh: '已签收，签收人：本人' } });
  if (w.status === 'exception') tracks.push({ at, city, text: { en: `Held at ${city}: problem registered`, zh: `【${city}】问题件登记，暂缓派送` } });
  return tracks;
}

async function seedWaybills(db: Executor, at: number) {
  for (const [i, w] of WAYBILLS.entries()) {
    const start = at - (3 + i) * 24 * HOUR;
    await db
      .insertInto('waybills')
      .values({
        waybill_no: w.no,
        type: w.type,
        order_no: `DD${(20240000 + i * 37).toString()}`,
        sender_name: w.sender[0],
        sender_phone: w.sender[1],
        sender_city: w.from[0],
        sender_address: w.sender[2],
        receiver_name: w.receiver[0],
        receiver_phone: w.receiver[1],
        receiver_city: w.to[0],
        receiver_address: w.receiver[2],
        send_org: w.from[1],
        weight_kg: w.weight,
        fee: w.fee,
        collect_amount: w.cod,
        status: w.status,
        tracks: JSON.stringify(tracksOf(w, start)),
        estimated_delivery_at: start + 4 * 24 * HOUR,
        created_at: start,
        updated_at: at,
      })
      // The robot's seed may already hold some of these numbers: theirs wins.
      .onConflict((oc) => oc.column('waybill_no').doNothing())
      .execute();
  }
}

async function seedRecords(db: Executor, at: number) {
  const problems = [
    ['KD100200300403', 'P03', 'Outer packaging damaged at the Wuhan hub, contents being checked', '武汉转运中心发现外包装破损，正在核实内件', 'WH001', 'open'],
    ['9012345678', 'P02', 'Receiver refused: furniture arrived scratched', '收件人拒收：家具表面划伤', 'SY001', 'open'],
    ['KD100200300401', 'P04', 'Receiver did not answer the phone on the first attempt', '首次派送电话无人接听', 'BJ002', 'closed'],
    ['SF1234567890', 'P01', 'Apartment number missing from the address', '地址缺少门牌号', 'SH002', 'open'],
  ];
  for (const [i, [no, code, en, zh, org, status]] of problems.entries()) {
    await db
      .insertInto('waybill_problems')
      .values({ id: newId(), waybill_no: no, problem_code: code, text_en: en, text_zh: zh, org_code: org, status, registered_at: at - (i + 1) * 5 * HOUR, closed_at: status === 'closed' ? at - HOUR : null })
      .execute();
  }
  const abnormals = [
    ['KD100200300403', 'WH001', 'A01', 'Arrival scan missing at Wuhan', '武汉转运中心到件漏扫'],
    ['KY2024000101', 'CS001', 'A02', 'Measured weight 338 kg, declared 320 kg', '实测重量 338 kg，申报 320 kg'],
    ['SF1234567890', 'TJ001', 'A03', 'Sorted to the Tianjin line by mistake', '错分至天津线路'],
    ['9012345678', 'TJ001', 'A01', 'Departure scan missing at Tianjin', '天津转运中心发件漏扫'],
  ];
  for (const [i, [no, org, code, en, zh]] of abnormals.entries()) {
    await db.insertInto('waybill_abnormals').values({ id: newId(), waybill_no: no, org_code: org, abnormal_code: code, text_en: en, text_zh: zh, created_at: at - (i + 2) * 3 * HOUR }).execute();
  }
  const warns: [string | null, string, number, string, string][] = [
    ['KD100200300403', 'HUB', 3, 'Damaged parcel: customer threatens a complaint to the regulator', '破损件：客户表示将向邮政管理局投诉'],
    ['9012345678', 'DLV', 2, 'Refused freight waiting for a decision over 24 hours', '拒收快运件超过 24 小时未处理'],
    ['SF1234567890', 'HUB', 1, 'Missorted parcel, delivery one day late', '错分件，预计延误一天'],
    [null, 'DLV', 2, 'Beijing Chaoyang outlet: 12 late deliveries today', '北京朝阳营业部今日延误 12 票'],
    [null, 'CS', 1, 'Complaint volume up 20% week on week', '投诉量周环比上升 20%'],
  ];
  for (const [i, [no, dept, level, en, zh]] of warns.entries()) {
    await db.insertInto('cc_warn_msgs').values({ id: newId(), waybill_no: no, dept_code: dept, level, text_en: en, text_zh: zh, created_at: at - (i + 1) * 2 * HOUR }).execute();
  }
  const orders = [
    ['SO20240001', 'KD100200300401', '王芳', '13800138001', 'pickup', 'done', '预约上门取件 Booked a pick-up'],
    ['SO20240002', null, '李强', '13600001111', 'price', 'open', '询问上海到成都 20 kg 运费 Price enquiry Shanghai→Chengdu 20 kg'],
    ['SO20240003', 'KY2024000101', '深圳市华科电子有限公司', '0755-28881234', 'contract', 'open', '月结合同续签 Monthly contract renewal'],
    ['SO20240004', 'KD100200300402', '梁敏', '13600136003', 'cod', 'done', '代收货款到账查询 COD payment check'],
  ];
  for (const [i, [orderNo, no, name, phone, kind, status, content]] of orders.entries()) {
    await db
      .insertInto('sale_work_orders')
      .values({ id: newId(), order_no: orderNo as string, waybill_no: no, customer_name: name as string, customer_phone: phone as string, kind: kind as string, status: status as string, content: content as string, created_at: at - (i + 1) * 7 * HOUR })
      .execute();
  }
}

async function seedWorkBills(db: Executor, at: number) {
  const users = await db.selectFrom('users').select(['id', 'username', 'name']).where('username', 'in', ['agent1', 'agent2', 'supervisor']).execute();
  const by = (u: string) => users.find((x) => x.username === u);
  const bills = [
    { who: 'agent1', no: 'KD100200300403', big: 'CLM', small: 'CLM01', dept: 'CLM', status: 'processing' as const, text: '客户反映外包装破损，内件为陶瓷茶具，要求理赔。Customer reports a damaged box (ceramic tea set) and asks for compensation.', urges: 1 },
    { who: 'agent2', no: 'KD100200300401', big: 'URG', small: 'URG01', dept: 'DLV', status: 'pending' as const, text: '客户急需，请尽快派送。The customer needs it urgently, please deliver today.', urges: 0 },
    { who: 'agent1', no: '9012345678', big: 'CMP', small: 'CMP03', dept: 'DLV', status: 'handled' as const, text: '客户称未收到货却显示签收。The customer says it shows as signed but nothing arrived.', urges: 0 },
  ];
  const handler = by('supervisor');
  for (const [i, b] of bills.entries()) {
    const u = by(b.who);
    if (!u) continue;
    const id = newId();
    const created = at - (i + 1) * 6 * HOUR;
    await db
      .insertInto('work_bills')
      .values({ id, bill_no: `GD${new Date(created).toISOString().slice(0, 10).replace(/-/g, '')}${String(9001 + i)}`, waybill_no: b.no, session_id: null, big_type: b.big, small_type: b.small, complaint_dept: b.dept, description: b.text, status: b.status, urge_count: b.urges, created_by: u.id, created_by_name: u.name, created_at: created, updated_at: created + HOUR, invalid_reason: null })
      .execute();
    const events: { kind: WorkBillEventKind; note: string; actor: { id: string; name: string }; at: number }[] = [{ kind: 'create', note: '', actor: u, at: created }];
    if (b.urges) events.push({ kind: 'urge', note: '客户再次来电催促 Customer called again', actor: u, at: created + HOUR });
    if (b.status === 'handled' && handler) events.push({ kind: 'handle', note: '已核实为邻居代收，客户已确认 Neighbour signed for it; customer confirmed', actor: handler, at: created + 2 * HOUR });
    for (const e of events) {
      await db.insertInto('work_bill_events').values({ id: newId(), work_bill_id: id, kind: e.kind, note: e.note, actor_id: e.actor.id, actor_name: e.actor.name, created_at: e.at }).execute();
    }
  }
}

/** Outlets, type codes, dictionaries, waybills with tracks, their problems and records, and a few work bills. */
export async function seedWorkBill(db: Executor): Promise<void> {
  const at = Date.now();
  for (const [code, zh, en, type, province, city, address, phone, manager] of OUTLETS) {
    await db.insertInto('org_outlets').values({ code, name_zh: zh, name_en: en, type, province, city, address, phone, manager, parent_code: null, enabled: 1 }).execute();
  }
  for (const [i, [code, parent, zh, en]] of WORK_BILL_TYPES.entries()) {
    await db.insertInto('work_bill_types').values({ code, parent_code: parent, name_zh: zh, name_en: en, sort: i }).execute();
  }
  for (const [i, [type, code, zh, en]] of DICT.entries()) {
    await db.insertInto('dict_data').values({ id: newId(), dict_type: type, code, name_zh: zh, name_en: en, sort: i, enabled: 1 }).execute();
  }
  await seedWaybills(db, at);
  await seedRecords(db, at);
  await seedWorkBills(db, at);
}
