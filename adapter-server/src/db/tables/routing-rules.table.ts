import type { Generated } from 'kysely';

/** Routing rules and the rule that routed each chat (migration 0032). */
export interface RoutingRulesTable {
  id: string;
  name: string;
  enabled: number;
  sort: number;
  /** JSON array of {field, op, value} (src/common/routingRules.ts). */
  conditions: string;
  /** null: the chat stays with the channel's group. */
  skill_group_id: string | null;
  /** 0 normal, 1 high, 2 urgent. */
  priority: number;
  created_at: number;
  updated_at: number;
}

export interface SessionRoutingTable {
  session_id: string;
  rule_id: string;
  /** The rule's name when it decided (kept if the rule is renamed or deleted). */
  rule_name: string;
  priority: number;
  skill_group_id: string;
  routed_at: number;
}

/** Automation rules (migration 0045). */
export interface AutomationRulesTable {
  id: string;
  name: string;
  enabled: number;
  sort: number;
  /** created, assigned, message or ended (src/common/automation.ts). */
  event: string;
  /** JSON array of {field, op, value}. */
  conditions: string;
  /** JSON array of {type, value, dept?}. */
  actions: string;
  created_at: number;
  updated_at: number;
}

/** An automation rule's event waiting for its acts (migration 0050; written by triggers). */
export interface AutomationOutboxTable {
  id: Generated<number>;
  /** created, assigned, message or ended. */
  event: string;
  session_id: string;
  /** The visitor's line, for `message`. */
  message: string | null;
  /** The chat's channel and entry (kd, ky) when it was queued. */
  channel: number;
  org_type: string;
  created_at: number;
  /** Until when an instance holds it (0: free). */
  claimed_until: Generated<number>;
  attempts: Generated<number>;
}

/** An act done for an outbox row (its rule and place among the rule's acts), written in the act's transaction. */
export interface AutomationDoneTable {
  outbox_id: number;
  rule_id: string;
  act: number;
}

export interface RoutingRuleTables {
  routing_rules: RoutingRulesTable;
  automation_rules: AutomationRulesTable;
  automation_outbox: AutomationOutboxTable;
  automation_done: AutomationDoneTable;
  session_routing: SessionRoutingTable;
}
