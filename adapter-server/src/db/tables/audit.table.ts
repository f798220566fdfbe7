/** One audited event (features/auditLog). Holds names and ids only: never a password, token or message body. */
export interface AuditLogTable {
  id: string;
  created_at: number;
  /** Empty for a failed sign-in of an unknown name or an anonymous refusal. */
  user_id: string;
  username: string;
  role: string;
  address: string;
  action: string;
  /** What was acted on: `resource #id`, a user name, or the refused call. */
  target: string;
  outcome: 'success' | 'failure' | 'denied';
}

export interface AuditTables {
  audit_log: AuditLogTable;
}
