/**
 * Tables of the management screens that no other domain owns (migration 0004): the robot's links and the
 * follow-up tasks on unanswered questions, and the quick replies with their type tree.
 */
export interface RobotLinksTable {
  id: string;
  title: string;
  url: string;
  /** link | shortcut */
  kind: string;
  description: string;
  sort: number;
  enabled: number;
  created_at: number;
  updated_at: number;
}

export interface RobotTasksTable {
  id: string;
  title: string;
  no_answer_id: string | null;
  assignee: string;
  /** 0 open, 1 done */
  status: number;
  remark: string;
  qa_id: string | null;
  created_by: string;
  created_at: number;
  updated_at: number;
}

export interface QuickReplyTypesTable {
  id: string;
  /** 0 common, 1 personal (product.md §3) */
  type: number;
  parent_id: string | null;
  name: string;
  sort: number;
  /** The owner of a personal type; null for common ones. */
  owner_user_id: string | null;
  created_at: number;
  updated_at: number;
}

export interface QuickRepliesTable {
  id: string;
  /** 0 common, 1 personal (product.md §3) */
  type: number;
  type_id: string | null;
  title: string;
  content: string;
  sort: number;
  click_count: number;
  /** The owner of a personal reply; null for common ones. */
  owner_user_id: string | null;
  created_at: number;
  updated_at: number;
}

export interface ManagementTables {
  robot_links: RobotLinksTable;
  robot_tasks: RobotTasksTable;
  quick_reply_types: QuickReplyTypesTable;
  quick_replies: QuickRepliesTable;
}
