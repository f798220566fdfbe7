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

export interface RoutingRuleTables {
  routing_rules: RoutingRulesTable;
  session_routing: SessionRoutingTable;
}
