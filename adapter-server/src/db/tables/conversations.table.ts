/**
 * The conversation model shared by routing, messages, the workbench and reports. Report facts (queue wait,
 * first response, duration, counts) are written on the session when they happen, so reports never rescan
 * messages.
 */
export interface VisitorsTable {
  id: string;
  /** The channel user's open id when the visitor came through a channel account; null for anonymous. */
  open_id: string | null;
  channel: number;
  nickname: string;
  phone: string | null;
  created_at: number;
  last_seen_at: number;
  /** The customer behind the visitor (migration 0033); null for a row written before one was made for it. */
  customer_id: string | null;
}

export type SessionStatus = 'robot' | 'queued' | 'active' | 'closed';

export interface ChatSessionsTable {
  id: string;
  visitor_id: string;
  /** Skill organisation id: 100 online service, 200/400 shopping platforms, 300 hotline. */
  channel: number;
  /** The visitor page's route name, e.g. 'newhuang'. */
  source: string;
  org_type: 'kd' | 'ky';
  skill_group_id: string | null;
  agent_id: string | null;
  status: SessionStatus;
  /** Higher first: sessions put back by an agent going offline go to the head of the queue. */
  queue_priority: number;
  created_at: number;
  /** When the chat last entered the queue (a requeue rewrites it: the queue's order). */
  queued_at: number | null;
  /** When the chat first entered the human queue: set once, never rewritten; the SLA clocks start from it. */
  first_queued_at: number | null;
  assigned_at: number | null;
  first_response_at: number | null;
  closed_at: number | null;
  /** agent | visitor | idle | abandoned | robot | timeout */
  close_reason: string | null;
  last_seq: number;
  last_message_at: number | null;
  last_message_preview: string;
  /** The last sequence the agent / the visitor has read. */
  agent_read_seq: number;
  visitor_read_seq: number;
  converted: number;
  queue_wait_ms: number | null;
  first_response_ms: number | null;
  duration_ms: number | null;
  transfer_count: number;
  visitor_msg_count: number;
  agent_msg_count: number;
  robot_msg_count: number;
  evaluation_invited_at: number | null;
  evaluated_at: number | null;
  /** 1 (very dissatisfied) … 5 (very satisfied). */
  satisfaction: number | null;
  /** JSON: {categories: {[category]: string[] reasons}, comment} */
  evaluation: string | null;
  /** Queued or active, and its visitor found with no socket on any instance since then (presence). */
  visitor_absent_since: number | null;
}

export interface ChatMessagesTable {
  id: string;
  session_id: string;
  seq: number;
  author: number;
  /** text | image | template | system */
  type: string;
  /** As shown (sensitive words masked). */
  content: string;
  /** The original text, kept for audit when masking changed it. */
  content_raw: string | null;
  client_msg_id: string | null;
  agent_id: string | null;
  created_at: number;
  revoked_at: number | null;
  /** JSON for images, templates, robot answers. */
  extra: string | null;
}

export interface SkillGroupsTable {
  id: string;
  name: string;
  description: string;
  enabled: number;
  created_at: number;
  updated_at: number;
}

export interface SkillGroupAgentsTable {
  skill_group_id: string;
  agent_id: string;
  created_at: number;
}

/** Which skill group serves a channel (skill organisation). */
export interface SkillGroupLinksTable {
  id: string;
  channel: number;
  skill_group_id: string;
  /** Where the channel's visitors go when the group has no agent at all. */
  fallback_group_id: string | null;
  updated_at: number;
}

export interface ConversationTables {
  visitors: VisitorsTable;
  chat_sessions: ChatSessionsTable;
  chat_messages: ChatMessagesTable;
  skill_groups: SkillGroupsTable;
  skill_group_agents: SkillGroupAgentsTable;
  skill_group_links: SkillGroupLinksTable;
}
