import type { Executor } from '../db/database';
import { newId } from '../db/ids';

type Pair = readonly [en: string, zh: string];

/** The demo's contact reasons: what customers of a parcel service get in touch about, two levels deep. */
export const REASON_TREE: readonly { name: Pair; children: Pair[] }[] = [
  { name: ['Where is my parcel', '查件'], children: [['No tracking update', '物流信息不更新'], ['Shown as delivered, not received', '显示签收但未收到'], ['Delivery time estimate', '咨询预计送达时间']] },
  { name: ['Delay', '延误'], children: [['Weather or traffic', '天气或交通原因'], ['Stuck at a sorting centre', '中转滞留'], ['Held by customs', '海关扣留']] },
  { name: ['Damage', '破损'], children: [['Outer packaging damaged', '外包装破损'], ['Contents damaged', '内件损坏'], ['Fresh goods spoiled', '生鲜变质']] },
  { name: ['Loss', '丢失'], children: [['Whole parcel lost', '整件丢失'], ['Items missing', '内件短少']] },
  { name: ['Refusal', '拒收'], children: [['Recipient refused', '收件人拒收'], ['Return to sender', '退回寄件人'], ['Refusal fees', '拒收费用']] },
  { name: ['Address change', '改地址'], children: [['Change the delivery address', '修改收件地址'], ['Change the recipient or phone', '修改收件人或电话'], ['Redirect to a pickup point', '改派至代收点']] },
  { name: ['Pickup', '寄件'], children: [['Book a pickup', '预约上门取件'], ['Courier did not come', '快递员未上门'], ['Packing and prohibited items', '包装与禁寄物品']] },
  { name: ['Fees', '费用'], children: [['Price quote', '运费咨询'], ['Overcharged', '多收费用'], ['Cash on delivery', '代收货款'], ['Refund', '退款']] },
  { name: ['Invoice', '发票'], children: [['Issue an invoice', '开具发票'], ['Correct an invoice', '发票信息有误']] },
  { name: ['Complaint about a courier', '投诉快递员'], children: [['Rude attitude', '服务态度差'], ['Delivered without notice', '未通知擅自投放'], ['Asked for extra money', '索要额外费用']] },
  { name: ['Other', '其他'], children: [['Suggestion', '意见建议'], ['Other question', '其他问题']] },
];

/** The contact-reason tree (every reason enabled, in the order above: a sub-reason's order follows its parent's, so a list by order reads as the tree). */
export async function seedContactReasons(db: Executor): Promise<void> {
  const at = Date.now();
  for (const [i, top] of REASON_TREE.entries()) {
    const id = newId();
    await db.insertInto('contact_reasons').values({ id, parent_id: null, name_en: top.name[0], name_zh: top.name[1], enabled: 1, sort: (i + 1) * 100, created_at: at, updated_at: at }).execute();
    const children = top.children.map(([en, zh], j) => ({ id: newId(), parent_id: id, name_en: en, name_zh: zh, enabled: 1, sort: (i + 1) * 100 + j + 1, created_at: at, updated_at: at }));
    await db.insertInto('contact_reasons').values(children).execute();
  }
}
