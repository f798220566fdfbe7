/**
 * Automation rules (`automationRuleMgt`): on a chat's event, every enabled rule whose conditions all hold acts on
 * the chat, in order. Shared by the server that checks and runs the rules and the back office that builds them.
 */
import { CONDITION_FIELDS, OPS_OF, type ConditionOp, type ConditionSet } from './routingRules';

/** When rules run: the chat entered the human queue, an agent got it, the visitor wrote in it, it ended. */
export const AUTOMATION_EVENTS = ['created', 'assigned', 'message', 'ended'] as const;
export type AutomationEvent = (typeof AUTOMATION_EVENTS)[number];

/**
 * What an automation condition tests: the routing facts, and two of the event's own: `message` (what the visitor
 * just wrote; on other events their last message) and `contactReason` (a reason set on the chat, or under it).
 */
export const AUTOMATION_FIELDS = [...CONDITION_FIELDS, 'message', 'contactReason'] as const;
export type AutomationField = (typeof AUTOMATION_FIELDS)[number];

export const AUTOMATION_OPS_OF: Record<AutomationField, readonly ConditionOp[]> = {
  ...OPS_OF,
  message: ['contains', 'eq', 'ne'],
  contactReason: ['eq', 'ne'],
};

export const AUTOMATION_CONDITIONS: ConditionSet<AutomationField> = { fields: AUTOMATION_FIELDS, opsOf: AUTOMATION_OPS_OF };

export const ACTION_TYPES = ['addLabel', 'setPriority', 'sendQuickReply', 'openWorkBill'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/**
 * One act: `addLabel` value the label; `setPriority` value 0–2; `sendQuickReply` value a common quick reply's id
 * (sent to the visitor as the service's automatic reply); `openWorkBill` value a work bill small type and `dept` a
 * complaint department (drafted with the chat's first waybill, as the chat's agent when it has one).
 */
export interface AutomationAction {
  type: ActionType;
  value: string;
  dept?: string;
}

export const PRIORITY_VALUES = ['0', '1', '2'] as const;

/**
 * Why an act is invalid on its own (English; the server translates it and checks the ids against the data), or
 * null. Each message names the part at fault.
 */
export function actionProblem(a: AutomationAction): { part: 'type' | 'value' | 'dept'; message: string } | null {
  if (!ACTION_TYPES.includes(a.type)) return { part: 'type', message: 'is not an act a rule can do' };
  if (!a.value.trim()) return { part: 'value', message: 'must not be blank' };
  if (a.type === 'setPriority' && !(PRIORITY_VALUES as readonly string[]).includes(a.value)) return { part: 'value', message: 'must be one of 0, 1, 2' };
  if (a.type === 'openWorkBill' && !a.dept?.trim()) return { part: 'dept', message: 'must not be blank' };
  return null;
}
