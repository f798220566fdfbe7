import { createHash } from 'node:crypto';
import type { DB, Executor } from '../db/database';
import { newId } from '../db/ids';
import { AppError, refused } from '../http/envelope';
import { menuFor, routesFor, type Role } from './menus';
import { hashPassword, verifyPassword } from './password';
import { TOKEN_TTL_MS, type TokenService } from './tokens';
import * as users from './user.repository';

/** The signed-in person as the rest of the server sees them. */
export interface StaffUser {
  id: string;
  username: string;
  name: string;
  code: string;
  role: Role;
  authLevel: number;
  orgName: string;
  orgFullName: string;
  orgType: 'kd' | 'ky';
  /** The token's session id (absent for the guest of AUTH_DISABLED). */
  sessionId?: string;
  guest?: boolean;
}

export const toStaffUser = (u: users.UserRow, sessionId?: string): StaffUser => ({
  id: u.id,
  username: u.username,
  name: u.name,
  code: u.code,
  role: u.role,
  authLevel: u.auth_level,
  orgName: u.org_name,
  orgFullName: u.org_full_name,
  orgType: u.org_type,
  sessionId,
});

/** With AUTH_DISABLED every caller is this guest, who may see everything (for local development only). */
export const GUEST: StaffUser = {
  id: 'guest',
  username: 'guest',
  name: 'Guest',
  code: 'GUEST',
  role: 'admin',
  authLevel: 9,
  orgName: '',
  orgFullName: '',
  orgType: 'kd',
  guest: true,
};

export interface Profile {
  name: string;
  code: string;
  username: string;
  authLevel: number;
  roles: Role[];
  userOrgList: { orgName: string }[];
  empOrgInfoList: { orgFullName: string }[];
}

export function profileOf(u: StaffUser): Profile {
  return {
    name: u.name,
    code: u.code,
    username: u.username,
    authLevel: u.authLevel,
    roles: [u.role],
    userOrgList: [{ orgName: u.orgName }],
    empOrgInfoList: [{ orgFullName: u.orgFullName }],
  };
}

export const etagOf = (p: Profile) => `"${createHash('sha1').update(JSON.stringify(p)).digest('base64url')}"`;

export const menuOf = (u: StaffUser) => menuFor(u.role);

export const mayOpen = (u: StaffUser, routes: readonly string[]) => {
  const allowed = routesFor(u.role);
  return routes.some((r) => allowed.has(r));
};

export interface LoginLimits {
  maxFailures: number;
  windowMs: number;
}

/** Checks the password, throttling failures per user name and address; returns a signed token. */
export async function login(
  db: DB,
  tokens: TokenService,
  limits: LoginLimits,
  input: { username: string; password: string; address: string },
): Promise<{ token: string; expiresAt: number; user: StaffUser }> {
  const key = `${input.username.toLowerCase()}|${input.address}`;
  const at = Date.now();
  const attempt = await users.getLoginAttempt(db, key);
  const inWindow = attempt && at - attempt.window_start < limits.windowMs;
  if (inWindow && attempt.failures >= limits.maxFailures) {
    const minutes = Math.ceil((attempt.window_start + limits.windowMs - at) / 60_000);
    throw new AppError(429, `Too many failed sign-ins. Try again in ${minutes} minute(s).`);
  }
  const row = await users.findUserByUsername(db, input.username);
  const good = row ? await verifyPassword(input.password, row.password_hash) : false;
  if (!row || !good) {
    await users.putLoginAttempt(db, {
      key,
      failures: inWindow ? attempt.failures + 1 : 1,
      window_start: inWindow ? attempt.window_start : at,
    });
    throw new AppError(401, 'Wrong user name or password');
  }
  if (!row.enabled) throw refused('This account is disabled. Please contact your administrator.');
  await users.clearLoginAttempt(db, key);
  const jti = newId();
  const expiresAt = at + TOKEN_TTL_MS;
  await users.insertSession(db, { id: jti, user_id: row.id, created_at: at, expires_at: expiresAt });
  const token = await tokens.sign({ sub: row.id, jti }, expiresAt);
  return { token, expiresAt, user: toStaffUser(row, jti) };
}

export async function authenticate(db: Executor, tokens: TokenService, token: string): Promise<StaffUser | null> {
  const claims = await tokens.verify(token);
  if (!claims) return null;
  const row = await users.findLiveSession(db, claims.jti, Date.now());
  return row && row.id === claims.sub ? toStaffUser(row, claims.jti) : null;
}

export interface NewUser {
  username: string;
  password: string;
  name: string;
  code: string;
  role: Role;
  authLevel?: number;
  orgName?: string;
  orgFullName?: string;
  orgType?: 'kd' | 'ky';
  enabled?: boolean;
}

export async function createUser(db: Executor, input: NewUser): Promise<users.UserRow> {
  if (await users.findUserByUsername(db, input.username)) throw refused(`User name "${input.username}" is taken`);
  const at = Date.now();
  const row: users.UserRow = {
    id: newId(),
    username: input.username,
    password_hash: await hashPassword(input.password),
    name: input.name,
    code: input.code,
    role: input.role,
    auth_level: input.authLevel ?? (input.role === 'admin' ? 9 : input.role === 'supervisor' ? 5 : 1),
    org_name: input.orgName ?? '',
    org_full_name: input.orgFullName ?? '',
    org_type: input.orgType ?? 'kd',
    enabled: input.enabled === false ? 0 : 1,
    created_at: at,
    updated_at: at,
  };
  await users.insertUser(db, row);
  return row;
}
