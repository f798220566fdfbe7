import { SERVICE_CONFIG_DEFAULTS } from '../features/serviceConfig/service-config';
import { insertMissingConfig } from '../features/serviceConfig/service-config.repository';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import type { WaybillsTable } from '../db/tables/robot.table';
import { QA_TOPICS } from './robot-qa.data';

const SENSITIVE = [
  ['傻逼', 'abuse'], ['垃圾公司', 'abuse'], ['骗子', 'abuse'], ['去死', 'abuse'], ['操你', 'abuse'],
  ['idiot', 'abuse'], ['stupid', 'abuse'], ['scam', 'abuse'], ['代开发票', 'fraud'], ['刷单', 'fraud'],
];

const HOUR = 3600_000;

/** Demo waybills: every status a visitor may ask about, express (kd) and freight (ky). */
function demoWaybills(at: number): WaybillsTable[] {
  const track = (hoursAgo: number, city: string, en: string, zh: string) => ({ at: at - hoursAgo * HOUR, city, text: { en, zh } });
  const base = { sender_phone: '13800000001', receiver_phone: '13900000002', created_at: at - 72 * HOUR, updated_at: at };
  return [
    {
      ...base, waybill_no: 'YT1234567890123', type: 'kd', order_no: 'DD20240001', sender_name: '王小明', sender_city: '上海', sender_address: '上海市浦东新区世纪大道100号',
      receiver_name: '李华', receiver_city: '北京', receiver_address: '北京市朝阳区建国路88号', send_org: '上海浦东营业部', weight_kg: 1.2, fee: 12, collect_amount: 0, status: 'in_transit',
      tracks: JSON.stringify([track(48, '上海', 'Collected by Shanghai Pudong outlet', '上海浦东营业部已揽收'), track(30, '上海', 'Left Shanghai hub', '已离开上海转运中心'), track(6, '北京', 'Arrived at Beijing hub', '已到达北京转运中心')]),
      estimated_delivery_at: at + 24 * HOUR,
    },
    {
      ...base, waybill_no: 'YT9876543210987', type: 'kd', order_no: 'DD20240002', sender_name: '张伟', sender_city: '广州', sender_address: '广州市天河区体育西路1号',
      receiver_name: '陈静', receiver_city: '深圳', receiver_address: '深圳市南山区科技园南路5号', send_org: '广州天河营业部', weight_kg: 0.5, fee: 10, collect_amount: 199, status: 'delivered',
      tracks: JSON.stringify([track(40, '广州', 'Collected by Guangzhou Tianhe outlet', '广州天河营业部已揽收'), track(20, '深圳', 'Out for delivery', '派送中'), track(18, '深圳', 'Delivered, signed by the receiver', '已签收，签收人：本人')]),
      estimated_delivery_at: at - 18 * HOUR,
    },
    {
      ...base, waybill_no: 'KY2024000000001', type: 'ky', order_no: 'DD20240003', sender_name: '刘洋', sender_city: '成都', sender_address: '成都市武侯区人民南路四段9号',
      receiver_name: '赵敏', receiver_city: '重庆', receiver_address: '重庆市渝中区解放碑步行街3号', send_org: '成都武侯快运部', weight_kg: 86, fee: 238, collect_amount: 0, status: 'delivering',
      tracks: JSON.stringify([track(30, '成都', 'Freight collected in Chengdu', '成都武侯快运部已提货'), track(10, '重庆', 'Arrived at Chongqing depot', '已到达重庆分拨中心'), track(1, '重庆', 'Out for delivery with a truck', '派送中，司机已出发')]),
      estimated_delivery_at: at + 4 * HOUR,
    },
    {
      ...base, waybill_no: 'YT5555666677778', type: 'kd', order_no: null, sender_name: '杨帆', sender_city: '杭州', sender_address: '杭州市西湖区文三路20号',
      receiver_name: '周杰', receiver_city: '南京', receiver_address: '南京市鼓楼区中山路321号', send_org: '杭州西湖营业部', weight_kg: 2.8, fee: 15, collect_amount: 0, status: 'exception',
      tracks: JSON.stringify([track(60, '杭州', 'Collected by Hangzhou Xihu outlet', '杭州西湖营业部已揽收'), track(50, '杭州', 'Held at hub: address unclear', '转运中心滞留：地址不详')]),
      estimated_delivery_at: null,
    },
  ];
}

/** The robot's demo data: QA base, sensitive words, a pushed announcement, the service configuration, waybills. */
export async function seedRobot(db: Executor): Promise<void> {
  const at = Date.now();
  for (const topic of QA_TOPICS) {
    for (const side of [topic.zh, topic.en]) {
      await db
        .insertInto('robot_qa')
        .values({
          id: newId(), question: side.q, similar_questions: JSON.stringify(side.similar), keywords: JSON.stringify(side.keywords), answer: side.answer,
          classify: topic.classify, links: '[]', enabled: 1, published: 1, valid_from: null, valid_to: null, hits: 0, created_at: at, updated_at: at,
        })
        .execute();
    }
  }
  for (const [word, category] of SENSITIVE) {
    await db.insertInto('sensitive_words').values({ id: newId(), word, category, enabled: 1, created_at: at, updated_at: at }).execute();
  }
  await db
    .insertInto('notices')
    .values({
      id: newId(), title: '春节期间服务调整 Spring Festival service', status: 1, pushed_at: at, created_by: 'admin', created_at: at, updated_at: at,
      content: '春节期间部分地区派送时效延长 1-3 天，人工客服 09:00-18:00 在线。During the Spring Festival some deliveries take 1–3 days longer; agents are online 09:00–18:00.',
    })
    .execute();
  await insertMissingConfig(db, { ...SERVICE_CONFIG_DEFAULTS });
  for (const w of demoWaybills(at)) await db.insertInto('waybills').values(w).onConflict((oc) => oc.column('waybill_no').doNothing()).execute();
}
