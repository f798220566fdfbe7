/** A token an admin made for scripts (migration 0018). Only its SHA-256 is kept. */
export interface ApiTokensTable {
  id: string;
  name: string;
  /** JSON text: the scopes granted. */
  scopes: string;
  token_hash: string;
  token_hint: string;
  expires_at: number;
  revoked_at: number | null;
  last_used_at: number | null;
  created_by: string;
  /** The administrator who made it (migration 0029): the token stops when they are disabled, deleted or demoted. */
  owner_id: string;
  created_at: number;
  updated_at: number;
}

export interface ApiTokenTables {
  api_tokens: ApiTokensTable;
}
