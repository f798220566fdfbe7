// What a benchmark server reports to the bench process over IPC besides readiness: its CPU time, its memory
// after a GC, its event-loop delay since the last ask, and on request a CPU profile of one phase.
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';
import { watchStalls } from './stalls';
import { mainThreadCpu, mainThreadWait } from './thread-cpu';

const loop = monitorEventLoopDelay({ resolution: 1 });
loop.enable();
let profiler: Session | undefined;

// BENCH_TRACE: this server's stalls, handed to the bench process on `trace`.
const stalls = process.env.BENCH_TRACE ? watchStalls() : undefined;

/** Answers the bench's IPC questions: `cpu`, `mem` (after a GC), `loop` (and resets it), `trace`, `profile-start`, `profile-stop`. */
export function answerProbes(name: string): void {
  // A server outlives nothing: when the bench process goes (finished, failed or killed), so does it.
  process.once('disconnect', () => process.exit(0));
  process.on('message', (m: { type: string; file?: string }) => {
    void (async () => {
      if (m.type === 'cpu') {
        const c = process.cpuUsage();
        process.send?.({ cpu: { all: c.user + c.system, main: mainThreadCpu(), wait: mainThreadWait() } });
      } else if (m.type === 'mem') {
        (globalThis as { gc?: () => void }).gc?.();
        // The young generation's reserved size: it grows with the allocation rate (up to --max-semi-space-size),
        // not with the number of sockets.
        const young = v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
        process.send?.({ mem: { ...process.memoryUsage(), youngGeneration: young?.physical_space_size ?? 0 } });
      } else if (m.type === 'loop') {
        const ms = (ns: number) => ns / 1e6;
        process.send?.({ loop: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) } });
        loop.reset();
      } else if (m.type === 'trace') {
        process.send?.({ trace: stalls?.take() ?? [] });
      } else if (m.type === 'profile-start') {
        profiler = new Session();
        profiler.connect();
        await profiler.post('Profiler.enable');
        await profiler.post('Profiler.setSamplingInterval', { interval: 250 });
        await profiler.post('Profiler.start');
        // Allocation sites of what is still alive when the profile stops: what the phase keeps.
        await profiler.post('HeapProfiler.enable');
        // BENCH_ALLOCATIONS=1: every allocation; =promoted: also what outlived a young collection and died later.
        const allocations = process.env.BENCH_ALLOCATIONS;
        await profiler.post('HeapProfiler.startSampling', {
          samplingInterval: 8192,
          ...(allocations ? { includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: allocations !== 'promoted' } : {}),
        });
        process.send?.({ profiling: true });
      } else if (m.type === 'profile-stop' && profiler && m.file) {
        const { profile } = await profiler.post('Profiler.stop');
        const { profile: heap } = await profiler.post('HeapProfiler.stopSampling');
        fs.writeFileSync(m.file.replace(/\.cpuprofile$/, '.heapprofile'), JSON.stringify(heap));
        profiler.disconnect();
        profiler = undefined;
        fs.writeFileSync(m.file, JSON.stringify(profile));
        process.send?.({ profiled: `${name}: ${m.file}` });
      }
    })();
  });
}
