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

/** The demo's SLA policy: an urgent chat (a claim, by the rules above) is answered within two minutes. */
export async function seedSlaPolicies(db: Executor): Promise<void> {
  const at = Date.now();
  await db
    .insertInto('sla_policies')
    .values({ id: newId(), name: 'Urgent chats', enabled: 1, skill_group_id: null, priority: 2, first_response_seconds: 120, resolution_seconds: 1800, created_at: at, updated_at: at })
    .execute();
}
