/**
 * Texts of the webhook screens (`/webhookMgt`: endpoints, their delivery log, the secret shown once), English
 * and Simplified Chinese, merged over the generated management texts.
 */
type Pair = readonly [en: string, zh: string];

const ENDPOINT_FIELDS: Record<string, Pair> = {
  name: ['Name', '名称'],
  url: ['Address (URL)', '接收地址 (URL)'],
  events: ['Events', '事件'],
  enabled: ['Enabled', '启用'],
  createdBy: ['Created by', '创建人'],
  createdAt: ['Created', '创建时间'],
  updatedAt: ['Updated', '更新时间'],
};

const DELIVERY_FIELDS: Record<string, Pair> = {
  endpointId: ['Endpoint', '接收端'],
  eventId: ['Event ID (webhook-id)', '事件 ID (webhook-id)'],
  eventType: ['Event', '事件'],
  status: ['Status', '状态'],
  attempts: ['Attempts', '尝试次数'],
  lastStatusCode: ['HTTP status', 'HTTP 状态码'],
  lastError: ['Last error', '最近错误'],
  createdAt: ['Event time', '事件时间'],
  lastAttemptAt: ['Last attempt', '最近尝试'],
  nextAttemptAt: ['Next attempt', '下次尝试'],
  deliveredAt: ['Delivered', '送达时间'],
};

const EVENTS: Record<string, Pair> = {
  sessionCreated: ['Session created', '会话创建'],
  sessionAssigned: ['Session assigned', '会话分配'],
  sessionTransferred: ['Session transferred', '会话转接'],
  sessionClosed: ['Session closed', '会话结束'],
  evaluationReceived: ['Evaluation received', '收到评价'],
  workBillCreated: ['Work bill created', '工单创建'],
  workBillUrged: ['Work bill urged', '工单催办'],
  workBillInvalidated: ['Work bill invalidated', '工单作废'],
  visitorBlacklisted: ['Visitor blacklisted', '访客拉黑'],
  sessionReasonsSet: ['Contact reasons set', '设置咨询原因'],
  slaBreached: ['SLA target missed', '服务时效超时'],
  agentStatusChanged: ['Agent status changed', '坐席状态变更'],
  messageCreated: ['Message sent (opt-in)', '消息发送（需单独选择）'],
};

const STATUSES: Record<string, Pair> = {
  pending: ['Pending', '待投递'],
  delivered: ['Delivered', '已送达'],
  failed: ['Failed', '失败'],
};

const TEXTS: Record<string, Pair> = {
  secretTitle: ['Signing secret', '签名密钥'],
  secretHelp: [
    'Copy this secret now and keep it in the receiving system: it is shown only this once. Deliveries are signed with it (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature).',
    '请立即复制此密钥并保存在接收系统中：它只显示这一次。每次投递都用它签名（Standard Webhooks：webhook-id、webhook-timestamp、webhook-signature）。',
  ],
  secretDone: ['I have copied it', '我已复制'],
  deliveries: ['Delivery log', '投递记录'],
};

const map = (pairs: Record<string, Pair>, i: 0 | 1) => Object.fromEntries(Object.entries(pairs).map(([k, p]) => [k, p[i]]));

function build(i: 0 | 1): Record<string, unknown> {
  return {
    resources: {
      webhookMgt: { name: (['Webhooks', 'Webhook 推送'] as const)[i], page: { create: (['New webhook', '新建 Webhook 推送'] as const)[i] }, fields: map(ENDPOINT_FIELDS, i) },
      webhookDelivery: { name: (['Deliveries', '投递记录'] as const)[i], fields: map(DELIVERY_FIELDS, i) },
    },
    ccim: {
      enums: { webhookEvent: map(EVENTS, i), webhookDeliveryStatus: map(STATUSES, i) },
      mgmt: { actions: { resend: (['Resend', '重新发送'] as const)[i] }, confirm: { resend: (['Send this event to the endpoint again now?', '立即向该接收端重新发送此事件吗？'] as const)[i] }, webhooks: map(TEXTS, i) },
    },
    ...(i === 1 ? { menu: { webhookMgt: 'Webhook 推送' } } : {}),
  };
}

export const webhooksEn: Record<string, unknown> = build(0);
export const webhooksZh: Record<string, unknown> = build(1);
