/** Contact reasons and the reasons set on chats (migration 0031). */
export interface ContactReasonsTable {
  id: string;
  /** null: a top-level reason; otherwise its top-level parent. */
  parent_id: string | null;
  name_en: string;
  name_zh: string;
  enabled: number;
  sort: number;
  created_at: number;
  updated_at: number;
}

export interface SessionReasonTable {
  session_id: string;
  reason_id: string;
  /** The user id of who set it. */
  set_by: string;
  set_at: number;
}

export interface ContactReasonTables {
  contact_reasons: ContactReasonsTable;
  session_reason: SessionReasonTable;
}

/** Free labels on chats (migration 0037): the label as written and its lower-case key (unique per chat). */
export interface SessionLabelsTable {
  session_id: string;
  label: string;
  label_key: string;
  /** The user id of who added it. */
  added_by: string;
  added_at: number;
}

export interface SessionLabelTables {
  session_labels: SessionLabelsTable;
}
