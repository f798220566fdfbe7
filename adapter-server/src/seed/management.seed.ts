import type { Executor } from '../db/database';
import { newId } from '../db/ids';

const H = 3600_000;
const D = 24 * H;

const LINKS = [
  ['运单查询 Track a parcel', '/track', 'shortcut', '输入运单号查看物流轨迹'],
  ['运费估算 Price estimate', 'https://www.example.com/price', 'shortcut', 'Weight and destination based quote'],
  ['网点查询 Find an outlet', 'https://www.example.com/outlets', 'link', '查找附近的营业网点'],
  ['寄件下单 Book a pickup', '/pickup', 'shortcut', 'Book a courier to collect at your door'],
  ['禁寄物品 Prohibited items', 'https://www.example.com/prohibited', 'link', '国家规定禁止寄递的物品清单'],
  ['理赔说明 Claims', 'https://www.example.com/claims', 'link', 'How to claim for a lost or damaged parcel'],
] as const;

const TYPE_TREE: { name: string; children: string[] }[] = [
  { name: '问候 Greetings', children: [] },
  { name: '查件 Tracking', children: ['延误 Delays', '签收 Delivery'] },
  { name: '费用 Fees', children: [] },
  { name: '售后 After-sales', children: ['理赔 Claims'] },
];

const COMMON_REPLIES: [string, string, string][] = [
  ['问候 Greetings', '开场问候', '您好，很高兴为您服务，请问有什么可以帮您？'],
  ['问候 Greetings', 'Opening', 'Hello, thank you for contacting us. How can I help you today?'],
  ['延误 Delays', '天气延误致歉', '非常抱歉，受天气影响您的快件有所延误，我们会优先为您派送。'],
  ['延误 Delays', 'Delay apology', 'We are sorry your parcel is late. It has been prioritised for delivery.'],
  ['签收 Delivery', '代收点签收', '您的快件已放至代收点，请凭取件码领取。'],
  ['费用 Fees', '运费说明', '运费按重量和目的地计算，首重1公斤，续重按每公斤计费。'],
  ['费用 Fees', 'Fee rules', 'Fees are based on weight and destination: first kilogram plus each extra kilogram.'],
  ['理赔 Claims', '理赔材料', '请提供运单号、破损照片和物品价值证明，我们会在3个工作日内处理。'],
  ['售后 After-sales', '结束语', '感谢您的耐心等待，祝您生活愉快！'],
];

const NO_ANSWER = [
  ['能寄活体宠物吗？', 100, 6], ['可以寄到国外吗', 200, 4], ['Can I send a drone battery?', 100, 3], ['快递员电话是多少', 300, 9],
  ['How do I change the delivery date?', 400, 2], ['冷链生鲜怎么寄', 100, 5], ['发票抬头写错了怎么办', 200, 1],
] as const;

const NO_INTENTION = ['哈哈哈哈', '？？？', 'asdfgh', '在吗在吗', 'ok', '嗯嗯', '……', 'hello?', '1111', '你好啊机器人'];

const COMMENTS = ['回答很快，很有帮助', 'Quick and helpful', '没有解决我的问题', 'Could not find my parcel', '还可以', ''];

/** Robot links, quick replies with their type tree, blacklist, draft announcements and the robot's logs. */
export async function seedManagement(db: Executor): Promise<void> {
  const at = Date.now();
  for (const [i, [title, url, kind, description]] of LINKS.entries()) {
    await db.insertInto('robot_links').values({ id: newId(), title, url, kind, description, sort: i + 1, enabled: 1, created_at: at, updated_at: at }).execute();
  }

  const typeIds = new Map<string, string>();
  for (const [i, t] of TYPE_TREE.entries()) {
    const id = newId();
    typeIds.set(t.name, id);
    await db.insertInto('quick_reply_types').values({ id, type: 0, parent_id: null, name: t.name, sort: i, owner_user_id: null, created_at: at, updated_at: at }).execute();
    for (const [j, child] of t.children.entries()) {
      const cid = newId();
      typeIds.set(child, cid);
      await db.insertInto('quick_reply_types').values({ id: cid, type: 0, parent_id: id, name: child, sort: j, owner_user_id: null, created_at: at, updated_at: at }).execute();
    }
  }
  for (const [i, [type, title, content]] of COMMON_REPLIES.entries()) {
    await db
      .insertInto('quick_replies')
      .values({ id: newId(), type: 0, type_id: typeIds.get(type) ?? null, title, content, sort: i, click_count: (i * 7) % 23, owner_user_id: null, created_at: at, updated_at: at })
      .execute();
  }
  const agentUsers = await db.selectFrom('users').select(['id', 'name']).where('role', '=', 'agent').orderBy('username').limit(2).execute();
  for (const u of agentUsers) {
    const typeId = newId();
    await db.insertInto('quick_reply_types').values({ id: typeId, type: 1, parent_id: null, name: '我的常用 Mine', sort: 0, owner_user_id: u.id, created_at: at, updated_at: at }).execute();
    const first = u.name.split(' ')[0];
    for (const [i, [title, content]] of [['自我介绍', `您好，我是客服${first}，很高兴为您服务。`], ['Wait a moment', 'Please hold on, I am checking your waybill now.']].entries()) {
      await db.insertInto('quick_replies').values({ id: newId(), type: 1, type_id: typeId, title, content, sort: i, click_count: 0, owner_user_id: u.id, created_at: at, updated_at: at }).execute();
    }
  }

  // The robot's logs and the blacklist name real visitors (the history, seeded later, brings many more).
  const visitors: string[] = [];
  for (const [i, nickname] of ['王先生0001', 'Ms. Zhou 0002', '张同学0003', 'Alex 0004', '刘女士0005', '孙女士0006', 'Linda 0007', '周先生0008', '吴同学0009', 'Mr. Chen 0010', '李女士0011', '赵先生0012', '钱女士0013'].entries()) {
    const id = newId();
    // Each is a customer of their own, as a new anonymous visitor is (customers/customer.service.ts).
    const seen = { first_contact_at: at - 20 * D, last_contact_at: at - (i % 5) * H, created_at: at - 20 * D, updated_at: at - 20 * D };
    await db.insertInto('customers').values({ id, name: nickname, phone: null, vip: 0, notes: '', ...seen }).execute();
    await db.insertInto('visitors').values({ id, open_id: null, channel: [100, 200, 300, 400][i % 4], nickname, phone: null, created_at: at - 20 * D, last_seen_at: at - (i % 5) * H, customer_id: id }).execute();
    visitors.push(id);
  }
  const visitor = (i: number) => visitors[i % visitors.length];
  const blocks = [
    ['多次辱骂客服 Repeated abuse of agents', '王主管 Wang', null],
    ['发送广告链接 Spam links', '李娜 Li Na', at + 7 * D],
    ['恶意刷单咨询 Fake order enquiries', '王主管 Wang', at + 30 * D],
  ] as const;
  for (const [i, [reason, by, expires]] of blocks.entries()) {
    await db.insertInto('blacklist').values({ id: newId(), visitor_id: visitor(i + 10), reason, created_by: by, created_at: at - (i + 1) * D, expires_at: expires }).execute();
  }

  await db
    .insertInto('notices')
    .values([
      { id: newId(), title: '五一假期服务安排（草稿）', content: '<p>5月1日至5日正常揽收派送，部分偏远地区时效顺延<b>1-2天</b>。</p>', status: 0, pushed_at: null, created_by: '王主管 Wang', created_at: at - 2 * H, updated_at: at - 2 * H },
      { id: newId(), title: 'Typhoon warning for coastal routes (draft)', content: '<p>Deliveries in <b>Fujian and Zhejiang</b> may be delayed by up to 48 hours.</p>', status: 0, pushed_at: null, created_by: '王主管 Wang', created_at: at - H, updated_at: at - H },
    ])
    .execute();

  const qa = await db.selectFrom('robot_qa').select('id').limit(10).execute();
  for (const [i, [question, channel, count]] of NO_ANSWER.entries()) {
    await db
      .insertInto('robot_no_answer')
      .values({ id: newId(), question, visitor_id: visitor(i), session_id: null, channel, status: i === 6 && qa[0] ? 1 : 0, qa_id: i === 6 ? (qa[0]?.id ?? null) : null, count, created_at: at - (i + 1) * 5 * H, updated_at: at - i * H })
      .execute();
  }
  const firstNoAnswer = await db.selectFrom('robot_no_answer').select(['id', 'question']).orderBy('count', 'desc').executeTakeFirst();
  if (firstNoAnswer) {
    await db.insertInto('robot_tasks').values({ id: newId(), title: `补充问答：${firstNoAnswer.question}`, no_answer_id: firstNoAnswer.id, assignee: 'supervisor', status: 0, remark: '请与网点确认后补充答案', qa_id: null, created_by: '王主管 Wang', created_at: at - H, updated_at: at - H }).execute();
  }
  for (const [i, content] of NO_INTENTION.entries()) {
    await db.insertInto('robot_no_intention').values({ id: newId(), content, visitor_id: visitor(i), session_id: null, channel: [100, 200, 300, 400][i % 4], created_at: at - i * 3 * H }).execute();
  }
  for (let i = 0; i < 12; i++) {
    await db.insertInto('robot_ratings').values({ id: newId(), session_id: `demo-session-r${i}`, visitor_id: visitor(i), score: [5, 4, 5, 3, 2, 5, 4, 1, 5, 4, 3, 5][i], comment: COMMENTS[i % COMMENTS.length], created_at: at - i * 4 * H }).execute();
    if (qa.length) {
      await db.insertInto('robot_votes').values({ id: newId(), message_id: `demo-message-${i}`, session_id: `demo-session-v${i}`, visitor_id: visitor(i + 3), qa_id: qa[i % qa.length].id, vote: i % 3 === 0 ? 0 : 1, created_at: at - i * 5 * H }).execute();
    }
  }
}
