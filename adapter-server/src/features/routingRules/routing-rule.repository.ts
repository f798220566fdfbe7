import { AUTHOR } from '../../../../src/common/events';
import type { Condition } from '../../../../src/common/routingRules';
import type { Executor } from '../../db/database';

export interface Rule {
  id: string;
  name: string;
  conditions: Condition[];
  skillGroupId: string | null;
  priority: number;
}

const parse = (raw: string): Condition[] => {
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? (v as Condition[]) : [];
  } catch {
    return [];
  }
};

/** The enabled rules in the order they are tried (sort ascending, then the oldest first). */
export async function enabledRules(db: Executor): Promise<Rule[]> {
  const rows = await db
    .selectFrom('routing_rules')
    .select(['id', 'name', 'conditions', 'skill_group_id', 'priority'])
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, conditions: parse(r.conditions), skillGroupId: r.skill_group_id, priority: Number(r.priority) }));
}

/** Changes when a rule is added, changed or deleted (another instance's too): the count and the last update. */
export async function rulesSignature(db: Executor): Promise<string> {
  const r = await db.selectFrom('routing_rules').select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('updated_at').as('last')]).executeTakeFirstOrThrow();
  return `${Number(r.n)}:${Number(r.last ?? 0)}`;
}

/** The newest messages of a chat (newest first): what the visitor asked and the robot answered. */
export const recentMessages = (db: Executor, sessionId: string) =>
  db
    .selectFrom('chat_messages')
    .select(['author', 'content', 'extra'])
    .where('session_id', '=', sessionId)
    .where('author', 'in', [AUTHOR.customer, AUTHOR.robot])
    .orderBy('seq', 'desc')
    .limit(200)
    .execute();

/** Whether the visitor's customer is a VIP (as the channel's signed identity said), false without a customer. */
export const visitorIsVip = async (db: Executor, visitorId: string): Promise<boolean> =>
  Number(
    (await db.selectFrom('visitors').innerJoin('customers', 'customers.id', 'visitors.customer_id').select('customers.vip').where('visitors.id', '=', visitorId).executeTakeFirst())?.vip ?? 0,
  ) === 1;

export const classifyOfQa = async (db: Executor, qaId: string): Promise<number | null> =>
  (await db.selectFrom('robot_qa').select('classify').where('id', '=', qaId).executeTakeFirst())?.classify ?? null;

/** Records which rule routed a chat (a chat queued again keeps the latest decision). */
export async function recordRouting(db: Executor, row: { session_id: string; rule_id: string; rule_name: string; priority: number; skill_group_id: string; routed_at: number }) {
  await db.deleteFrom('session_routing').where('session_id', '=', row.session_id).execute();
  await db.insertInto('session_routing').values(row).execute();
}
