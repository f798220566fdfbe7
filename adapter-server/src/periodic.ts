import type { AppContext } from './context';

/**
 * Runs `work` at start and then every `everyMs` on this instance (a failure is logged as `what failed`), the timer
 * not holding the process open. The returned function stops it, waiting for a run under way so the database is not
 * closed beneath it.
 */
export function startPeriodic(ctx: AppContext, what: string, everyMs: number, work: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = work().catch((err: unknown) => ctx.log(`${what} failed`, err));
  };
  const first = setTimeout(run, 0);
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
