import { PerformanceObserver, performance } from 'node:perf_hooks';

/** A pause of this process: its event loop held up, or a garbage collection (`gc<kind>`), at a wall-clock time. */
export interface Stall {
  at: number;
  ms: number;
  what: string;
}

/**
 * `BENCH_TRACE`: records this process's event-loop stalls over 5 ms and GC pauses over 2 ms, with the
 * wall-clock time they began, so slow deliveries can be lined up with what paused the server or the clients.
 * `take` hands over what was recorded since the last call.
 */
export function watchStalls(prefix = ''): { take(): Stall[] } {
  const stalls: Stall[] = [];
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    if (now - last > 5) stalls.push({ at: performance.timeOrigin + last, ms: now - last - 1, what: `${prefix}stall` });
    last = now;
  }, 1).unref();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.duration > 2) stalls.push({ at: performance.timeOrigin + e.startTime, ms: e.duration, what: `${prefix}gc${(e as { detail?: { kind?: number } }).detail?.kind ?? ''}` });
    }
  }).observe({ entryTypes: ['gc'] });
  return { take: () => stalls.splice(0) };
}
