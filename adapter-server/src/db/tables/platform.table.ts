import type { Generated } from 'kysely';

/** Sign-on users, the settings the server keeps for itself, sign-in throttling, and the agent records. */
export interface UsersTable {
  id: string;
  username: string;
  password_hash: string;
  name: string;
  /** The group employee code shown in the header. */
  code: string;
  role: 'admin' | 'supervisor' | 'agent';
  /** Compared with a permission element's required level. */
  auth_level: number;
  org_name: string;
  org_full_name: string;
  /** Organisation type: kd express, ky freight. */
  org_type: 'kd' | 'ky';
  enabled: number;
  created_at: number;
  updated_at: number;
  /** The company sign-on identity this account is linked to (migration 0030); empty until linked. */
  oidc_issuer: Generated<string>;
  oidc_subject: Generated<string>;
  /** 1: an administrator allowed the first company sign-on to link this account by its user name. */
  oidc_link_allowed: Generated<number>;
  /** 1: the company sign-on created this account. */
  oidc_created: Generated<number>;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface LoginAttemptsTable {
  key: string;
  failures: number;
  window_start: number;
}

export interface AgentsTable {
  id: string;
  user_id: string;
  /** The employee code. */
  username: string;
  nickname: string;
  full_org_name: string;
  /** 1 offline, 2 busy, 3 ready (product.md: 2 busy, 3 ready; offline is ours). */
  status: number;
  enabled: number;
  max_users: number;
  current_users: number;
  /** When the agent last became ready or last freed a slot: ties in routing go to whoever waited longest. */
  ready_since: number | null;
  last_login_at: number | null;
  /** Online, but found with no socket on any instance since then (presence). */
  absent_since: number | null;
  created_at: number;
  updated_at: number;
}

export interface AgentStatusLogTable {
  id: string;
  agent_id: string;
  status: number;
  created_at: number;
}

export interface UserSessionsTable {
  /** The token's jti: signing out or disabling a user revokes its sessions. */
  id: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  /** Last use, touched at most once a minute; the idle timeout counts from it (migration 0009). */
  last_seen_at: number | null;
}

export interface PlatformTables {
  user_sessions: UserSessionsTable;
  users: UsersTable;
  app_settings: AppSettingsTable;
  login_attempts: LoginAttemptsTable;
  agents: AgentsTable;
  agent_status_log: AgentStatusLogTable;
}
