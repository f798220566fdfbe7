/** Texts of the customer's page (`/customerMgt/<id>`, `ccim.customers.*`), English and Simplified Chinese with the same keys. */
type Pair = readonly [en: string, zh: string];

const TEXTS: Record<string, Pair> = {
  title: ['Customer · %{name}', '客户 · %{name}'],
  unnamed: ['(no name)', '（无姓名）'],
  back: ['All customers', '全部客户'],
  summary: ['%{chats} chats · average rating %{rating}', '%{chats} 次会话 · 平均评分 %{rating}'],
  chatCount: ['%{chats} chats', '%{chats} 次会话'],
  contacts: ['First contact %{first} · last contact %{last}', '首次联系 %{first} · 最近联系 %{last}'],
  vip: ['VIP customer', 'VIP 客户'],
  save: ['Save', '保存'],
  saved: ['Saved', '已保存'],
  chats: ['Chats', '会话'],
  noChats: ['No chats yet', '暂无会话'],
  read: ['Read', '查看'],
  readChat: ['Read the chat of %{time}', '查看 %{time} 的会话'],
  noAgent: ['Robot only', '仅机器人'],
  waybills: ['Waybills mentioned', '提及的运单'],
  noWaybills: ['No waybill numbers mentioned in the chats', '会话中未提及运单号'],
  unknownState: ['state unknown', '状态未知'],
  workBills: ['Work bills', '工单'],
  noWorkBills: ['No work bills', '暂无工单'],
  identities: ['Identities', '身份'],
  openId: ['Channel %{channel} · open id %{openId}', '渠道 %{channel} · openId %{openId}'],
  visitor: ['Channel %{channel} · visitor %{visitorId}', '渠道 %{channel} · 访客 %{visitorId}'],
  lastSeen: ['%{name} · last seen %{at}', '%{name} · 最近访问 %{at}'],
  split: ['Split', '拆分'],
  splitTitle: ['Split this identity into a new customer?', '将该身份拆分为新客户？'],
  splitContent: ['%{identity} and its chats move to a new customer. This is recorded in the audit log.', '%{identity} 及其会话将移到一位新客户名下。此操作会记入审计日志。'],
  splitDone: ['The identity is now a customer of its own', '该身份已拆分为新客户'],
  onlyIdentity: ["A customer's only identity cannot be split off", '客户唯一的身份不能拆分'],
  merge: ['Merge…', '合并…'],
  mergeTitle: ['Merge another customer into %{name}', '将其他客户合并到 %{name}'],
  mergeHelp: ["The customer you pick is removed: their identities, chats and notes move to this customer. This is recorded in the audit log.", '所选客户将被删除：其身份、会话和备注将并入此客户。此操作会记入审计日志。'],
  pick: ['Customer to merge in (name, phone, open id or waybill number)', '要并入的客户（姓名、手机号、openId 或运单号）'],
  typeToSearch: ['Type to search customers', '输入以搜索客户'],
  noMatch: ['No other customer matches', '没有匹配的其他客户'],
  mergeConfirm: ['Merge', '合并'],
  merged: ['Customers merged', '客户已合并'],
};

function build(i: 0 | 1): Record<string, string> {
  return Object.fromEntries(Object.entries(TEXTS).map(([k, p]) => [k, p[i]]));
}

export const customersEn: Record<string, unknown> = { ccim: { customers: build(0) } };
export const customersZh: Record<string, unknown> = { ccim: { customers: build(1) } };
