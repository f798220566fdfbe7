import type { Executor } from '../db/database';
import type { AuditLogTable } from '../db/tables/audit.table';

export type AuditRow = AuditLogTable;

export async function insertAudit(db: Executor, rows: AuditRow[]): Promise<void> {
  if (rows.length) await db.insertInto('audit_log').values(rows).execute();
}

/** Deletes what is older than `before`; the same cut run twice (or by two instances) deletes nothing more. */
export async function deleteAuditBefore(db: Executor, before: number): Promise<number> {
  const r = await db.deleteFrom('audit_log').where('created_at', '<', before).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export const readRetentionSetting = (db: Executor) =>
  db.selectFrom('service_config').select('value').where('key', '=', 'auditRetentionDays').executeTakeFirst();
