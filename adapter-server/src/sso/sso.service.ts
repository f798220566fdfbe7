import { createHash, randomBytes } from 'node:crypto';
import type { DB, Executor } from '../db/database';
import { newId } from '../db/ids';
import { AppError, refused } from '../http/envelope';
import { menuFor, routesFor, type Role } from './menus';
import type { LoginThrottle } from './login-throttle';
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
  /** When the session ends at the latest (its 12 hours), and when it was last used (for the idle timeout). */
  sessionExpiresAt?: number;
  sessionLastSeenAt?: number;
  guest?: boolean;
  /** Set when the caller is an API token (sso/api-tokens.ts): its id, name and scopes. */
  apiToken?: { id: string; name: string; scopes: string[] };
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

/**
 * A hash nobody's password matches, checked when the user name is unknown so that an unknown name takes as long
 * to refuse as a wrong password (the answer's time must not tell which names exist). Made once, when first needed.
 */
let dummyHash: Promise<string> | null = null;
const unknownUserHash = () => (dummyHash ??= hashPassword(randomBytes(18).toString('base64url')));

/**
 * Checks the password under the sign-in throttle, which counts the attempt before the password is checked (so
 * guesses sent at once cannot all pass); `knownDevice` is the id of a browser that signed in to this account
 * before. Returns a signed token.
 */
export async function login(
  db: DB,
  tokens: TokenService,
  throttle: LoginThrottle,
  input: { username: string; password: string; address: string; knownDevice?: string },
): Promise<{ token: string; expiresAt: number; user: StaffUser }> {
  const attempt = await throttle.take(input.username, input.address, input.knownDevice);
  const row = await users.findUserByUsername(db, input.username);
  const good = await verifyPassword(input.password, row ? row.password_hash : await unknownUserHash());
  if (!row || !good) throw new AppError(401, 'Wrong user name or password');
  await throttle.succeeded(attempt);
  if (!row.enabled) throw refused('This account is disabled. Please contact your administrator.');
  return startSession(db, tokens, row);
}

/** A new 12-hour session of a user who proved who they are (password or the company's sign-on): its signed token. */
export async function startSession(db: DB, tokens: TokenService, row: users.UserRow): Promise<{ token: string; expiresAt: number; user: StaffUser }> {
  const at = Date.now();
  const jti = newId();
  const expiresAt = at + TOKEN_TTL_MS;
  await users.insertSession(db, { id: jti, user_id: row.id, created_at: at, expires_at: expiresAt });
  const token = await tokens.sign({ sub: row.id, jti }, expiresAt);
  return { token, expiresAt, user: toStaffUser(row, jti) };
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

/** `oidc`: the company sign-on identity that creates the account (linked to it from the start). */
export async function createUser(db: Executor, input: NewUser, oidc?: { issuer: string; subject: string }): Promise<users.UserRow> {
  return insertUser(db, input, () => hashPassword(input.password), oidc);
}

/** A new account whose password is already hashed (`hashPassword`): the demo users share one hash of their one password. */
export async function createUserHashed(db: Executor, input: Omit<NewUser, 'password'>, passwordHash: string): Promise<users.UserRow> {
  return insertUser(db, input, async () => passwordHash);
}

/** `hash`: asked only once the user name is known to be free (a hash costs CPU). */
async function insertUser(db: Executor, input: Omit<NewUser, 'password'>, hash: () => Promise<string>, oidc?: { issuer: string; subject: string }): Promise<users.UserRow> {
  if (await users.findUserByUsername(db, input.username)) throw refused(`User name "${input.username}" is taken`);
  const passwordHash = await hash();
  const at = Date.now();
  const row: users.UserRow = {
    id: newId(),
    username: input.username,
    password_hash: passwordHash,
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
    oidc_issuer: oidc?.issuer ?? '',
    oidc_subject: oidc?.subject ?? '',
    oidc_link_allowed: 0,
    oidc_created: oidc ? 1 : 0,
  };
  await users.insertUser(db, row);
  return row;
}
