import fs from 'node:fs';

/**
 * CPU time of the main thread alone (the event loop), in microseconds, from /proc (Linux; 0 elsewhere).
 * `process.cpuUsage()` also counts worker and libuv threads, which do not hold up the loop.
 */
export function mainThreadCpu(): number {
  try {
    const stat = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces); utime and stime are the 14th and 15th, in ticks of 10 ms.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * 10_000;
  } catch {
    return 0;
  }
}

/**
 * How long the main thread has waited, runnable, for a CPU (the scheduler's run queue), in microseconds, from
 * /proc (Linux with schedstats; 0 elsewhere). Time an event is ready for this process but another task holds the core.
 */
export function mainThreadWait(): number {
  try {
    return Number(fs.readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[1]) / 1000;
  } catch {
    return 0;
  }
}
