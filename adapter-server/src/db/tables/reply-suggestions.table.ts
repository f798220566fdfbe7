/** Uses of the workbench's suggested replies (migration 0034). */
export interface ReplySuggestionUsesTable {
  id: string;
  session_id: string;
  agent_id: string;
  /** qa | quickReply | waybill */
  source: string;
  /** The Q&A entry's or quick reply's id, or the waybill number. */
  suggestion_id: string;
  /** sent (as suggested) | edited | ignored */
  outcome: string;
  /** The message it became (null when ignored). */
  message_id: string | null;
  created_at: number;
}

export interface ReplySuggestionTables {
  reply_suggestion_uses: ReplySuggestionUsesTable;
}
