/**
 * Routing rules (`routingRuleMgt`): what a condition may test and how, shared by the server that checks and
 * evaluates the rules and the back office that builds them with pickers.
 */

/** What a condition tests, each a fact of the chat when the visitor enters the human queue. */
export const CONDITION_FIELDS = ['channel', 'entry', 'lang', 'lastQuestion', 'robotClassify', 'vip', 'waybillProduct', 'waybillStatus', 'hour'] as const;
export type ConditionField = (typeof CONDITION_FIELDS)[number];

export const CONDITION_OPS = ['eq', 'ne', 'in', 'contains'] as const;
export type ConditionOp = (typeof CONDITION_OPS)[number];

/** The ops each field takes: `contains` only on text, never on numbers or codes. */
export const OPS_OF: Record<ConditionField, readonly ConditionOp[]> = {
  channel: ['eq', 'ne', 'in'],
  entry: ['eq', 'ne', 'in'],
  lang: ['eq', 'ne', 'in'],
  lastQuestion: ['contains', 'eq', 'ne'],
  robotClassify: ['eq', 'ne', 'in'],
  vip: ['eq', 'ne'],
  waybillProduct: ['eq', 'ne', 'in'],
  waybillStatus: ['eq', 'ne', 'in'],
  hour: ['eq', 'ne', 'in'],
};

/** The values a coded field accepts (an `in` list is these, comma-separated); absent: free text or a number. */
export const VALUES_OF: Partial<Record<ConditionField, readonly string[]>> = {
  channel: ['100', '200', '300', '400'],
  entry: ['kd', 'ky'],
  lang: ['en', 'zh'],
  robotClassify: ['0', '1', '2', '3', '4'],
  /** The customer's VIP flag, as the channel's signed identity vouches for it (`vip`). */
  vip: ['yes', 'no'],
  waybillProduct: ['kd', 'ky'],
  waybillStatus: ['created', 'collected', 'in_transit', 'delivering', 'delivered', 'exception'],
  hour: Array.from({ length: 24 }, (_, h) => String(h)),
};

export interface Condition<F extends string = ConditionField> {
  field: F;
  op: ConditionOp;
  value: string;
}

/** The fields a set of rules may test and the ops each takes (routing rules' here; automation rules' add two). */
export interface ConditionSet<F extends string = string> {
  fields: readonly F[];
  opsOf: Readonly<Record<F, readonly ConditionOp[]>>;
}

export const ROUTING_CONDITIONS: ConditionSet<ConditionField> = { fields: CONDITION_FIELDS, opsOf: OPS_OF };

/**
 * `chat_sessions.queue_priority` orders the queue (higher first): a rule's priority (0–2) when the visitor
 * queued, or `REQUEUED` plus it for a chat put back by an agent going offline (ahead of everyone waiting).
 */
export const REQUEUED = 3;
export const levelOf = (queuePriority: number): number => (queuePriority >= REQUEUED ? queuePriority - REQUEUED : queuePriority);
export const requeuedPriority = (queuePriority: number): number => REQUEUED + levelOf(queuePriority);

/** The items of an `in` value: comma-separated (either comma), trimmed, none empty. */
export const listOf = (value: string): string[] =>
  value
    .split(/[,，]/)
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * Why a condition is invalid (English; the server translates it), or null. Each message names the part at fault.
 */
export function conditionProblem(c: Condition<string>, set: ConditionSet = ROUTING_CONDITIONS): { part: 'field' | 'op' | 'value'; message: string } | null {
  if (!set.fields.includes(c.field)) return { part: 'field', message: 'is not a field a rule can test' };
  if (!set.opsOf[c.field].includes(c.op)) return { part: 'op', message: 'does not apply to this field' };
  const items = c.op === 'in' ? listOf(c.value) : [c.value.trim()];
  if (!items.length || items.some((v) => !v)) return { part: 'value', message: 'must not be blank' };
  const allowed = (VALUES_OF as Partial<Record<string, readonly string[]>>)[c.field];
  if (allowed && items.some((v) => !allowed.includes(v))) return { part: 'value', message: `must be one of ${allowed.join(', ')}` };
  return null;
}
