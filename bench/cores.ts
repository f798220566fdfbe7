import { execFileSync } from 'node:child_process';

/** Which CPUs the clients (this process) and the servers run on, as `taskset` lists (`0`, `2-3`). */
export interface Placement {
  clients: string;
  server: string;
}

/** `0-2,5` → [0, 1, 2, 5]. */
export function parseCpuList(list: string): number[] {
  return list
    .trim()
    .split(',')
    .filter(Boolean)
    .flatMap((part) => {
      const [a, b = a] = part.split('-').map(Number);
      return Array.from({ length: b - a + 1 }, (_, i) => a + i);
    });
}

/**
 * Keeps the load generator off the server's cores: the CPUs this process may use, split in two halves, the
 * first for the clients and the second for the server, as if the clients were on other machines. Sharing the
 * cores, the scheduler wakes one process on the core the other is running on and it waits its turn there
 * (bench/README.md, session 8). Null (everything shares every core) with `BENCH_PIN=0`, on fewer than two
 * CPUs, or without Linux's `taskset`.
 */
export function placement(): Placement | null {
  if (process.env.BENCH_PIN === '0' || process.platform !== 'linux') return null;
  let cpus: number[];
  try {
    // "pid 123's current affinity list: 0,1"
    const out = execFileSync('taskset', ['-c', '-p', String(process.pid)], { encoding: 'utf8' });
    cpus = parseCpuList(out.slice(out.lastIndexOf(':') + 1));
  } catch {
    return null;
  }
  if (cpus.length < 2) return null;
  const half = Math.floor(cpus.length / 2);
  return { clients: cpus.slice(0, half).join(','), server: cpus.slice(half).join(',') };
}

/** Moves every thread of this process to `cpus` (threads started later inherit it). */
export function pinSelf(cpus: string): void {
  execFileSync('taskset', ['-a', '-c', '-p', cpus, String(process.pid)], { stdio: 'ignore' });
}
