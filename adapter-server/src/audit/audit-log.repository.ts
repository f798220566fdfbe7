import { sql } from 'kysely';
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

/** The titles (one column) of records of a schema resource's table, by id: what an entry names them by. */
export async function recordTitles(db: Executor, table: string, column: string, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const r = await sql<{ id: string; title: unknown }>`select id, ${sql.ref(column)} as title from ${sql.table(table)} where id in (${sql.join(ids)})`.execute(db);
  return new Map(r.rows.map((row) => [String(row.id), String(row.title ?? '')]));
}
