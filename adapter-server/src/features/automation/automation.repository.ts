import { AUTHOR } from '../../../../src/common/events';
import type { AutomationAction, AutomationEvent } from '../../../../src/common/automation';
import type { Condition } from '../../../../src/common/routingRules';
import type { Executor } from '../../db/database';
import { parseList } from '../robot/qa-index';

export interface AutomationRule {
  id: string;
  name: string;
  conditions: Condition<string>[];
  actions: AutomationAction[];
}

/** The enabled rules of each event in the order they act (sort ascending, then the oldest first). */
export async function enabledAutomations(db: Executor): Promise<Map<AutomationEvent, AutomationRule[]>> {
  const rows = await db
    .selectFrom('automation_rules')
    .select(['id', 'name', 'event', 'conditions', 'actions'])
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const out = new Map<AutomationEvent, AutomationRule[]>();
  for (const r of rows) {
    const rule = { id: r.id, name: r.name, conditions: parseList<Condition<string>>(r.conditions), actions: parseList<AutomationAction>(r.actions) };
    out.set(r.event as AutomationEvent, [...(out.get(r.event as AutomationEvent) ?? []), rule]);
  }
  return out;
}

/** What changes when a rule is added, changed or deleted (its count and its latest change). */
export async function automationSignature(db: Executor): Promise<string> {
  const r = await db
    .selectFrom('automation_rules')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('updated_at').as('last')])
    .executeTakeFirstOrThrow();
  return `${Number(r.n)}:${Number(r.last ?? 0)}`;
}

/** The reasons set on a chat and their parents (a rule on "Damage" holds for "Damage › Crushed box"). */
export async function chatReasonIds(db: Executor, sessionId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('session_reason')
    .innerJoin('contact_reasons', 'contact_reasons.id', 'session_reason.reason_id')
    .select(['contact_reasons.id', 'contact_reasons.parent_id'])
    .where('session_reason.session_id', '=', sessionId)
    .execute();
  return [...new Set(rows.flatMap((r) => (r.parent_id ? [r.id, r.parent_id] : [r.id])))];
}

/** What the visitor wrote in a chat, oldest first (for the waybill a work bill is drafted with). */
export const visitorLines = async (db: Executor, sessionId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('chat_messages')
      .select('content')
      .where('session_id', '=', sessionId)
      .where('author', '=', AUTHOR.customer)
      .where('revoked_at', 'is', null)
      .orderBy('seq')
      .limit(500)
      .execute()
  ).map((r) => r.content);

export const commonQuickReply = (db: Executor, id: string) =>
  db.selectFrom('quick_replies').select(['id', 'title', 'content']).where('id', '=', id).where('type', '=', 0).executeTakeFirst();

/** The sign-on user of an agent, as the work bills it opens are written under. */
export const agentUser = (db: Executor, agentId: string) =>
  db.selectFrom('agents').innerJoin('users', 'users.id', 'agents.user_id').selectAll('users').where('agents.id', '=', agentId).executeTakeFirst();
