import type { AppContext } from '../context';
import { startPeriodic } from '../periodic';
import { pruneAuditLog } from './audit-log.service';

const EVERY_MS = 60 * 60_000;

/**
 * Prunes the audit log past its retention at start and then every hour. Every instance may run it: the
 * delete is by age, so two instances pruning at once delete the same rows once. Returns the stop function.
 */
export function startAuditRetention(ctx: AppContext, everyMs = EVERY_MS): () => Promise<void> {
  return startPeriodic(ctx, 'audit log pruning', everyMs, () => pruneAuditLog(ctx.db.kysely, ctx.config.auditRetentionMinDays));
}
