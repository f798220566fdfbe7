/** How many sessions at the top of the agent's list have their latest page fetched before they are opened. */
export const PRELOAD_MAX = 20;
/** Preload calls in flight at once: the server sees at most this many extra `listMsg` at a time per agent. */
const CONCURRENCY = 2;

type Schedule = (run: () => void) => void;

/** Runs when the browser is idle (or after a short delay where there is no `requestIdleCallback`). */
export const whenIdle: Schedule = (run) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 50));

/**
 * Fetches the latest page of the sessions an agent is likely to open next, so opening one shows it at once
 * (and then only catches up with `afterSeq`): the top of the list a few at a time while the browser is idle,
 * and the session under the pointer first. Bounded: at most `PRELOAD_MAX` sessions wanted, `CONCURRENCY`
 * calls at once, each session once (a failed one is left to its opening).
 */
export function createPreloader({ fetch, isLoaded, schedule = whenIdle }: { fetch(sessionId: string): Promise<void>; isLoaded(sessionId: string): boolean; schedule?: Schedule }) {
  let queue: string[] = [];
  const inFlight = new Set<string>();
  const failed = new Set<string>();
  const skip = (id: string) => isLoaded(id) || inFlight.has(id) || failed.has(id);
  const pump = () => {
    while (inFlight.size < CONCURRENCY && queue.length) {
      const id = queue.shift()!;
      if (skip(id)) continue;
      inFlight.add(id);
      fetch(id)
        .catch(() => failed.add(id))
        .finally(() => {
          inFlight.delete(id);
          if (queue.length) schedule(pump);
        });
    }
  };
  return {
    /** The sessions worth having, most likely first (the list's order); replaces what was wanted before. */
    want(sessionIds: string[]) {
      queue = sessionIds.slice(0, PRELOAD_MAX).filter((id) => !skip(id));
      if (queue.length) schedule(pump);
    },
    /** The pointer is on this session: fetch it next, without waiting for an idle moment. */
    soon(sessionId: string) {
      failed.delete(sessionId);
      if (skip(sessionId)) return;
      queue = [sessionId, ...queue.filter((id) => id !== sessionId)];
      pump();
    },
  };
}
