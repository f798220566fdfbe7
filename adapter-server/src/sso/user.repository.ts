import type { Executor } from '../db/database';
import type { UsersTable } from '../db/tables/platform.table';

export type UserRow = UsersTable;

export const findUserByUsername = (db: Executor, username: string) =>
  db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();

export const findUserById = (db: Executor, id: string) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const insertUser = (db: Executor, row: UserRow) => db.insertInto('users').values(row).execute();

export const updateUser = (db: Executor, id: string, patch: Partial<UserRow>) =>
  db.updateTable('users').set(patch).where('id', '=', id).execute();

export const deleteUser = (db: Executor, id: string) => db.deleteFrom('users').where('id', '=', id).execute();

export const countUsers = async (db: Executor) =>
  Number((await db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

export const insertSession = (db: Executor, row: { id: string; user_id: string; created_at: number; expires_at: number }) =>
  db.insertInto('user_sessions').values({ ...row, revoked_at: null }).execute();

export const findLiveSession = (db: Executor, id: string, at: number) =>
  db
    .selectFrom('user_sessions')
    .innerJoin('users', 'users.id', 'user_sessions.user_id')
    .selectAll('users')
    .where('user_sessions.id', '=', id)
    .where('user_sessions.revoked_at', 'is', null)
    .where('user_sessions.expires_at', '>', at)
    .where('users.enabled', '=', 1)
    .executeTakeFirst();

export const revokeSession = (db: Executor, id: string, at: number) =>
  db.updateTable('user_sessions').set({ revoked_at: at }).where('id', '=', id).execute();

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

export const getLoginAttempt = (db: Executor, key: string) =>
  db.selectFrom('login_attempts').selectAll().where('key', '=', key).executeTakeFirst();

export const putLoginAttempt = (db: Executor, row: { key: string; failures: number; window_start: number }) =>
  db
    .insertInto('login_attempts')
    .values(row)
    .onConflict((oc) => oc.column('key').doUpdateSet({ failures: row.failures, window_start: row.window_start }))
    .execute();

export const clearLoginAttempt = (db: Executor, key: string) =>
  db.deleteFrom('login_attempts').where('key', '=', key).execute();
