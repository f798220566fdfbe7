import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { parseCpuList, placement } from '../../bench/cores';

// `npm run bench` keeps its clients off the servers' CPUs (bench/README.md, session 8).
describe('bench CPU placement', () => {
  it('reads taskset CPU lists with ranges and single CPUs', () => {
    expect(parseCpuList('0,1')).toEqual([0, 1]);
    expect(parseCpuList(' 0-2,5\n')).toEqual([0, 1, 2, 5]);
    expect(parseCpuList('3')).toEqual([3]);
  });

  it('gives the clients and the servers disjoint halves of the CPUs, or nothing with BENCH_PIN=0', () => {
    const before = process.env.BENCH_PIN;
    try {
      process.env.BENCH_PIN = '0';
      expect(placement()).toBeNull();
      delete process.env.BENCH_PIN;
      const p = placement();
      // Linux's taskset is in util-linux, on every Debian; with one CPU everything shares it.
      if (process.platform !== 'linux' || os.availableParallelism() < 2) return expect(p).toBeNull();
      if (p === null) throw new Error('no placement on a Linux machine with several CPUs');
      const clients = parseCpuList(p.clients);
      const server = parseCpuList(p.server);
      expect(clients.length).toBeGreaterThan(0);
      expect(server.length).toBeGreaterThanOrEqual(clients.length);
      expect(clients.filter((c) => server.includes(c))).toEqual([]);
    } finally {
      if (before === undefined) delete process.env.BENCH_PIN;
      else process.env.BENCH_PIN = before;
    }
  });
});
