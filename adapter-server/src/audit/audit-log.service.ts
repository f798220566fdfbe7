import type { Request } from 'express';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import { deleteAuditBefore, insertAudit, readRetentionSetting, type AuditRow } from './audit-log.repository';

/**
 * The one way anything is written to the audit log. An entry is made of names, ids and the outcome only, so
 * no caller can hand it a password, token or message body: there is no free-text field to put one in.
 */
export type AuditOutcome = AuditRow['outcome'];

export interface Actor {
  userId: string;
  username: string;
  role: string;
  address: string;
}

export interface AuditEntry {
  actor: Actor;
  action: string;
  target?: string;
  outcome: AuditOutcome;
}

interface Who {
  id: string;
  username: string;
  role: string;
}

const clip = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);

/**
 * The caller of a request (or `who`, when the request does not carry the user yet, as at sign-in). An API
 * token's calls are entered under the token (`token:<name>`, role `apiToken`).
 */
export function actorOf(req: Request, who: Partial<Who> | undefined = req.user): Actor {
  const viaToken = who !== undefined && who === req.user && req.user.apiToken !== undefined;
  return {
    userId: who?.id ?? '',
    username: who?.username ?? '',
    role: viaToken ? 'apiToken' : (who?.role ?? ''),
    address: req.ip ?? req.socket.remoteAddress ?? '',
  };
}

export async function recordAudit(db: Executor, entry: AuditEntry | AuditEntry[]): Promise<void> {
  const at = Date.now();
  const rows = (Array.isArray(entry) ? entry : [entry]).map(
    (e): AuditRow => ({
      id: newId(),
      created_at: at,
      user_id: clip(e.actor.userId, 40),
      username: clip(e.actor.username, 64),
      role: clip(e.actor.role, 16),
      address: clip(e.actor.address, 64),
      action: clip(e.action, 32),
      target: clip(e.target ?? '', 255),
      outcome: e.outcome,
    }),
  );
  await insertAudit(db, rows);
}

export const DEFAULT_RETENTION_DAYS = 180;
const DAY_MS = 86_400_000;

/**
 * The retention setting (service settings, `auditRetentionDays`), or the default when unset or unreadable; never
 * below `minDays` (AUDIT_RETENTION_MIN_DAYS), so a value written around the settings screen erases nothing early.
 */
export async function retentionDays(db: Executor, minDays: number): Promise<number> {
  const row = await readRetentionSetting(db);
  const days = row ? Number(JSON.parse(row.value)) : NaN;
  return Math.max(minDays, Number.isInteger(days) && days > 0 ? days : DEFAULT_RETENTION_DAYS);
}

/** Deletes the entries older than the retention; returns how many. Safe to run on every instance at once. */
export async function pruneAuditLog(db: Executor, minDays: number, now = Date.now()): Promise<number> {
  return deleteAuditBefore(db, now - (await retentionDays(db, minDays)) * DAY_MS);
}

/** The entries of an edit of a sign-on user: each sensitive change on its own line, the rest as one update. */
export function userChangeEntries(
  actor: Actor,
  target: string,
  before: { role: string; enabled: boolean },
  change: { password?: string; role?: string; enabled?: boolean; other: boolean },
): AuditEntry[] {
  const out: AuditEntry[] = [];
  const add = (action: string) => out.push({ actor, action, target, outcome: 'success' });
  if (change.password) add('passwordChange');
  if (change.role !== undefined && change.role !== before.role) add('roleChange');
  if (change.enabled !== undefined && change.enabled !== before.enabled) add(change.enabled ? 'enable' : 'disable');
  if (change.other || !out.length) add('update');
  return out;
}
