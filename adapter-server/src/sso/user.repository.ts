import type { Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type { UsersTable } from '../db/tables/platform.table';

export type UserRow = Selectable<UsersTable>;

export const findUserByUsername = (db: Executor, username: string) =>
  db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();

/** The account linked to this company sign-on identity. */
export const findUserByOidc = (db: Executor, issuer: string, subject: string) =>
  db.selectFrom('users').selectAll().where('oidc_issuer', '=', issuer).where('oidc_subject', '=', subject).where('oidc_subject', '<>', '').executeTakeFirst();

/** Links the account to the identity, once: only while it is linked to none (a second link attempt changes nothing). */
export async function linkUserToOidc(db: Executor, id: string, issuer: string, subject: string, at: number): Promise<boolean> {
  const r = await db
    .updateTable('users')
    .set({ oidc_issuer: issuer, oidc_subject: subject, oidc_link_allowed: 0, updated_at: at })
    .where('id', '=', id)
    .where('oidc_subject', '=', '')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const findUserById = (db: Executor, id: string) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const insertUser = (db: Executor, row: UserRow) => db.insertInto('users').values(row).execute();

export const updateUser = (db: Executor, id: string, patch: Partial<UserRow>) =>
  db.updateTable('users').set(patch).where('id', '=', id).execute();

export const deleteUser = (db: Executor, id: string) => db.deleteFrom('users').where('id', '=', id).execute();

export const countUsers = async (db: Executor) =>
  Number((await db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

export const insertSession = (db: Executor, row: { id: string; user_id: string; created_at: number; expires_at: number }) =>
  db.insertInto('user_sessions').values({ ...row, revoked_at: null, last_seen_at: row.created_at }).execute();

/** A session not revoked, not past its 12 hours, of an enabled user; the caller judges idleness from `last_seen`. */
export const findLiveSession = (db: Executor, id: string, at: number) =>
  db
    .selectFrom('user_sessions')
    .innerJoin('users', 'users.id', 'user_sessions.user_id')
    .selectAll('users')
    .select(['user_sessions.expires_at as session_expires_at', 'user_sessions.last_seen_at as session_last_seen_at', 'user_sessions.created_at as session_created_at'])
    .where('user_sessions.id', '=', id)
    .where('user_sessions.revoked_at', 'is', null)
    .where('user_sessions.expires_at', '>', at)
    .where('users.enabled', '=', 1)
    .executeTakeFirst();

export const revokeSession = (db: Executor, id: string, at: number) =>
  db.updateTable('user_sessions').set({ revoked_at: at }).where('id', '=', id).execute();

/** Marks the session used; callers write at most once a minute per session, never on every request. */
export const touchSession = (db: Executor, id: string, at: number) =>
  db.updateTable('user_sessions').set({ last_seen_at: at }).where('id', '=', id).where('revoked_at', 'is', null).execute();

/** Marks the sessions used at `at`, each at most once a `everyMs` (a sweep may name them every few seconds). */
export async function touchSessions(db: Executor, ids: string[], at: number, everyMs: number): Promise<void> {
  if (ids.length) await db.updateTable('user_sessions').set({ last_seen_at: at }).where('id', 'in', ids).where('revoked_at', 'is', null).where('last_seen_at', '<', at - everyMs).execute();
}

/** Whether the user has a session other than `exceptId` that is live and was used since `seenSince`. */
export async function hasOtherSessionInUse(db: Executor, userId: string, exceptId: string, seenSince: number, at: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '!=', exceptId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .where('last_seen_at', '>', seenSince)
    .executeTakeFirst();
  return !!row;
}

export const revokeUserSessions = (db: Executor, userId: string, at: number) =>
  db
    .updateTable('user_sessions')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();

export const getSetting = async (db: Executor, key: string) =>
  (await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst())?.value;

/** Insert unless present; returns the stored value (the first writer wins when two instances start together). */
export async function ensureSetting(db: Executor, key: string, value: string): Promise<string> {
  await db.insertInto('app_settings').values({ key, value }).onConflict((oc) => oc.column('key').doNothing()).execute();
  return (await getSetting(db, key)) ?? value;
}

export interface UserFilter {
  q?: string;
  role?: string;
  id?: string[];
}

const SORTABLE = { username: 'username', name: 'name', code: 'code', role: 'role', createdAt: 'created_at' } as const;

export async function listUsers(
  db: Executor,
  o: { field: string; order: string; from: number; to: number; filter: UserFilter },
) {
  let q = db.selectFrom('users');
  if (o.filter.q) {
    const like = `%${o.filter.q.toLowerCase()}%`;
    q = q.where((eb) =>
      eb.or([eb(eb.fn('lower', ['username']), 'like', like), eb(eb.fn('lower', ['name']), 'like', like), eb(eb.fn('lower', ['code']), 'like', like)]),
    );
  }
  if (o.filter.role) q = q.where('role', '=', o.filter.role as 'admin');
  if (Array.isArray(o.filter.id)) q = q.where('id', 'in', o.filter.id.length ? o.filter.id : ['']);
  const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const column = SORTABLE[o.field as keyof typeof SORTABLE] ?? 'username';
  const from = Math.max(0, Math.floor(o.from));
  const limit = Math.min(500, Math.max(1, Math.floor(o.to) - from + 1));
  const rows = await q
    .selectAll()
    .orderBy(column, o.order?.toUpperCase() === 'DESC' ? 'desc' : 'asc')
    .limit(limit)
    .offset(from)
    .execute();
  return { rows, total };
}
