/** SLA policies and the clocks chats missed (migration 0038); each chat's outcome when it ended (0040). */
export interface SlaPoliciesTable {
  id: string;
  name: string;
  enabled: number;
  /** null: chats of any skill group. */
  skill_group_id: string | null;
  /** 0 normal, 1 high, 2 urgent; null: any priority. */
  priority: number | null;
  first_response_seconds: number;
  resolution_seconds: number;
  created_at: number;
  updated_at: number;
}

export interface SlaBreachesTable {
  session_id: string;
  /** firstResponse | resolution */
  kind: string;
  policy_id: string;
  policy_name: string;
  skill_group_id: string | null;
  /** The chat's agent when it breached (null while it still waited in the queue). */
  agent_id: string | null;
  priority: number;
  due_at: number;
  breached_at: number;
}

/** A chat held to a policy, as it ended: written once, when it ended (closeSession). */
export interface SlaOutcomesTable {
  session_id: string;
  policy_id: string;
  policy_name: string;
  skill_group_id: string | null;
  agent_id: string | null;
  /** 0 normal, 1 high, 2 urgent. */
  priority: number;
  /** When the clocks started: the chat first entered the human queue. */
  started_at: number;
  first_response_at: number | null;
  first_response_due_at: number;
  /** 1 met, 0 breached, null not judged (the visitor left the queue unanswered before the due time). */
  first_response_met: number | null;
  /** Working time from the start to the first response (null: never answered). */
  first_response_seconds: number | null;
  /** When the chat ended. */
  resolved_at: number;
  resolution_due_at: number;
  /** 1 met, 0 breached, null not judged (left unanswered before its resolution due time). */
  resolution_met: number | null;
}

export interface SlaTables {
  sla_policies: SlaPoliciesTable;
  sla_breaches: SlaBreachesTable;
  sla_outcomes: SlaOutcomesTable;
}
