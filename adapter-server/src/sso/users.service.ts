import type { Actor } from '../audit/audit-log.service';
import { recordAudit, userChangeEntries } from '../audit/audit-log.service';
import type { DB } from '../db/database';
import { notFound, refused } from '../http/envelope';
import { hashPassword } from './password';
import { createUser, type NewUser } from './sso.service';
import * as repo from './user.repository';

/** An admin's edit of a user: any field of a new user, the password empty for "unchanged". */
export type UserChange = Partial<NewUser> & { oidcLinkAllowed?: boolean };

/** The fields of an edit that are neither the password, the role nor the enabled flag (audited as `update`). */
const OTHER = ['name', 'code', 'authLevel', 'orgName', 'orgFullName', 'orgType', 'oidcLinkAllowed'] as const;

/** Adds a user and audits it, in one transaction. */
export function addUser(db: DB, actor: Actor, input: NewUser): Promise<repo.UserRow> {
  return db.transaction().execute(async (trx) => {
    const made = await createUser(trx, input);
    await recordAudit(trx, { actor, action: 'create', target: `ssoUsers ${made.username}`, outcome: 'success' });
    return made;
  });
}

/**
 * Changes a user and audits each kind of change, in one transaction. A new password, a disabled account or
 * another role ends the sessions already handed out: `endsSessions` tells the caller to close their sockets.
 */
export async function changeUser(db: DB, actor: Actor, id: string, change: UserChange, at = Date.now()) {
  const existing = await repo.findUserById(db, id);
  if (!existing) throw notFound('No such user');
  if (id === actor.userId && ((change.role && change.role !== 'admin') || change.enabled === false)) {
    throw refused('You cannot remove your own administrator rights or disable yourself');
  }
  const endsSessions = !!change.password || (change.enabled === false && existing.enabled === 1) || (!!change.role && change.role !== existing.role);
  const passwordHash = change.password ? await hashPassword(change.password) : undefined;
  await db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, id, {
      ...(change.name !== undefined && { name: change.name }),
      ...(change.code !== undefined && { code: change.code }),
      ...(change.role !== undefined && { role: change.role }),
      ...(change.authLevel !== undefined && { auth_level: change.authLevel }),
      ...(change.orgName !== undefined && { org_name: change.orgName }),
      ...(change.orgFullName !== undefined && { org_full_name: change.orgFullName }),
      ...(change.orgType !== undefined && { org_type: change.orgType }),
      ...(change.enabled !== undefined && { enabled: change.enabled ? 1 : 0 }),
      ...(change.oidcLinkAllowed !== undefined && { oidc_link_allowed: change.oidcLinkAllowed ? 1 : 0 }),
      ...(passwordHash !== undefined && { password_hash: passwordHash }),
      updated_at: at,
    });
    if (endsSessions) await repo.revokeUserSessions(trx, id, at);
    const before = { role: existing.role, enabled: existing.enabled === 1 };
    await recordAudit(trx, userChangeEntries(actor, `ssoUsers ${existing.username}`, before, { ...change, other: OTHER.some((k) => change[k] !== undefined) }));
  });
  return { user: (await repo.findUserById(db, id))!, endsSessions };
}

/** Deletes a user (never oneself) and audits it, in one transaction. */
export async function removeUser(db: DB, actor: Actor, id: string): Promise<repo.UserRow> {
  if (id === actor.userId) throw refused('You cannot delete yourself');
  const row = await repo.findUserById(db, id);
  if (!row) throw notFound('No such user');
  await db.transaction().execute(async (trx) => {
    await repo.deleteUser(trx, id);
    await recordAudit(trx, { actor, action: 'delete', target: `ssoUsers ${row.username}`, outcome: 'success' });
  });
  return row;
}
