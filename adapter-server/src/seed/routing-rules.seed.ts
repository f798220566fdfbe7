import type { AutomationAction } from '../../../src/common/automation';
import type { Condition } from '../../../src/common/routingRules';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';

/** The demo's routing rules: claims jump the queue, a freight parcel in trouble comes next. */
const RULES: { name: string; conditions: Condition[]; priority: number }[] = [
  { name: 'Claims first (English)', conditions: [{ field: 'lastQuestion', op: 'contains', value: 'claim' }], priority: 2 },
  { name: '理赔优先（中文）', conditions: [{ field: 'lastQuestion', op: 'contains', value: '理赔' }], priority: 2 },
  {
    name: 'Freight parcel with an exception',
    conditions: [
      { field: 'waybillProduct', op: 'eq', value: 'ky' },
      { field: 'waybillStatus', op: 'in', value: 'exception, delivering' },
    ],
    priority: 1,
  },
];

export async function seedRoutingRules(db: Executor): Promise<void> {
  const at = Date.now();
  await db
    .insertInto('routing_rules')
    .values(RULES.map((r, i) => ({ id: newId(), name: r.name, enabled: 1, sort: (i + 1) * 10, conditions: JSON.stringify(r.conditions), skill_group_id: null, priority: r.priority, created_at: at, updated_at: at })))
    .execute();
}

/**
 * The demo's automation rules: a visitor writing about a claim in Chinese gets the claim documents reply and a
 * label; a chat that ends with a damage reason (or one under it) is labelled for follow-up.
 */
export async function seedAutomationRules(db: Executor): Promise<void> {
  const at = Date.now();
  const [reply, damage] = await Promise.all([
    db.selectFrom('quick_replies').select('id').where('type', '=', 0).where('title', '=', '理赔材料').executeTakeFirstOrThrow(),
    db.selectFrom('contact_reasons').select('id').where('parent_id', 'is', null).where('name_en', '=', 'Damage').executeTakeFirstOrThrow(),
  ]);
  const rules: { name: string; event: string; conditions: Condition<string>[]; actions: AutomationAction[] }[] = [
    { name: '理赔材料自动回复', event: 'message', conditions: [{ field: 'message', op: 'contains', value: '理赔' }], actions: [{ type: 'sendQuickReply', value: reply.id }, { type: 'addLabel', value: '理赔' }] },
    { name: 'Damage follow-up', event: 'ended', conditions: [{ field: 'contactReason', op: 'eq', value: damage.id }], actions: [{ type: 'addLabel', value: 'damage follow-up' }] },
  ];
  await db
    .insertInto('automation_rules')
    .values(rules.map((r, i) => ({ id: newId(), name: r.name, enabled: 1, sort: (i + 1) * 10, event: r.event, conditions: JSON.stringify(r.conditions), actions: JSON.stringify(r.actions), created_at: at, updated_at: at })))
    .execute();
}

/** The demo's SLA policy: an urgent chat (a claim, by the rules above) is answered within two minutes. */
export async function seedSlaPolicies(db: Executor): Promise<void> {
  const at = Date.now();
  await db
    .insertInto('sla_policies')
    .values({ id: newId(), name: 'Urgent chats', enabled: 1, skill_group_id: null, priority: 2, first_response_seconds: 120, resolution_seconds: 1800, created_at: at, updated_at: at })
    .execute();
}
