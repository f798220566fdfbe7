import type { StaffUser } from '../../sso/sso.service';
import { badRequest, forbidden } from '../../http/envelope';
import { addTranslations } from '../../http/i18n';

/**
 * How long the audit log keeps its entries sits on the service settings form, which supervisors edit too; but
 * shortening it erases history, the trail of what supervisors did among it. So only an administrator (a person,
 * not an API token) changes it, never below the floor (AUDIT_RETENTION_MIN_DAYS), and each change is audited.
 */
const ADMIN_ONLY = 'Only an administrator changes how long the audit log is kept';
addTranslations({ [ADMIN_ONLY]: '只有管理员可以修改审计日志的保留天数' });

/** The field message of a retention under the floor; its Chinese is a pattern in http/i18n.ts. */
const belowFloor = (minDays: number) => `must be at least ${minDays} days, the shortest the audit log is kept`;

/** The change this edit makes to the retention, or null when it leaves it as it is; throws when it may not. */
export function retentionChange(user: StaffUser, minDays: number, before: number, wanted: unknown): { from: number; to: number } | null {
  if (wanted === undefined || Number(wanted) === before) return null;
  const to = Number(wanted);
  if (user.role !== 'admin' || user.apiToken) throw forbidden(ADMIN_ONLY);
  if (to < minDays) {
    const message = belowFloor(minDays);
    throw badRequest(`Invalid request body: auditRetentionDays ${message}`, [{ field: 'auditRetentionDays', message }]);
  }
  return { from: before, to };
}
