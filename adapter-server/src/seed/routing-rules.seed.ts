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
