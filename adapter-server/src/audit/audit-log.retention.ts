import type { AppContext } from '../context';
import { pruneAuditLog } from './audit-log.service';

const EVERY_MS = 60 * 60_000;

/**
 * Prunes the audit log past its retention at start and then every hour. Every instance may run it: the
 * delete is by age, so two instances pruning at once delete the same rows once. Returns the stop function.
 */
export function startAuditRetention(ctx: AppContext, everyMs = EVERY_MS): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const prune = () => {
    running = pruneAuditLog(ctx.db.kysely, ctx.config.auditRetentionMinDays).catch((err: unknown) => ctx.log('audit log pruning failed', err));
  };
  const first = setTimeout(prune, 0);
  const timer = setInterval(prune, everyMs);
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    // close() waits for a prune under way, so the database is not closed beneath it.
    await running;
  };
}
