/** Texts of the routing rules' condition editor (`/routingRuleMgt`) and their priority, English and Simplified Chinese. */
type Pair = readonly [en: string, zh: string];

const TEXTS: Record<string, Pair> = {
  add: ['Add a condition', '添加条件'],
  remove: ['Remove this condition', '删除该条件'],
  field: ['Field', '字段'],
  op: ['Operator', '运算'],
  value: ['Value', '值'],
  valueHelp: ['Several values: separate them with commas', '多个值请用逗号分隔'],
  none: ['No condition yet: add at least one', '尚无条件：请至少添加一个'],
  all: ['All must hold', '需全部满足'],
  'fields.channel': ['Channel', '渠道'],
  'fields.entry': ['Entry (express or freight)', '入口（快递或快运）'],
  'fields.lang': ['Visitor language', '访客语言'],
  'fields.lastQuestion': ['Last question to the robot', '最近向机器人的提问'],
  'fields.robotClassify': ['Robot classification', '机器人分类'],
  'fields.vip': ['VIP customer (signed by the channel)', 'VIP 客户（渠道签名）'],
  'fields.waybillProduct': ['Waybill product', '运单产品'],
  'fields.waybillStatus': ['Waybill status', '运单状态'],
  'fields.hour': ['Hour of day (service time zone)', '时段（服务时区，小时）'],
  'ops.eq': ['is', '等于'],
  'ops.ne': ['is not', '不等于'],
  'ops.in': ['is one of', '属于'],
  'ops.contains': ['contains', '包含'],
  'values.yes': ['Yes', '是'],
  'values.no': ['No', '否'],
  'values.en': ['English', '英文'],
  'values.zh': ['Chinese', '中文'],
  'values.kd': ['Express', '快递'],
  'values.ky': ['Freight', '快运'],
  'values.created': ['Created', '已下单'],
  'values.collected': ['Collected', '已揽收'],
  'values.in_transit': ['In transit', '运输中'],
  'values.delivering': ['Out for delivery', '派送中'],
  'values.delivered': ['Delivered', '已签收'],
  'values.exception': ['Exception', '异常'],
  'problems.blank': ['Enter a value', '请填写值'],
  'problems.oneOf': ['Must be one of %{values}', '必须是以下之一：%{values}'],
  'priority.0': ['Normal', '普通'],
  'priority.1': ['High', '高'],
  'priority.2': ['Urgent', '紧急'],
};

function nest(i: 0 | 1): Record<string, unknown> {
  const out: Record<string, Record<string, string> | string> = {};
  for (const [k, p] of Object.entries(TEXTS)) {
    const [a, b] = k.split('.');
    if (b === undefined) out[a] = p[i];
    else ((out[a] ??= {}) as Record<string, string>)[b] = p[i];
  }
  return out;
}

export const routingRulesEn: Record<string, unknown> = { ccim: { routingRules: nest(0) } };
export const routingRulesZh: Record<string, unknown> = { ccim: { routingRules: nest(1) } };
