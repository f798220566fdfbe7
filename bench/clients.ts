import { fork, spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { io, type Socket } from 'socket.io-client';
import type { Stall } from './stalls';

/** A server's memory after a forced GC; `youngGeneration`: the bytes its young generation holds in the RSS. */
export type ServerMemory = NodeJS.MemoryUsage & { youngGeneration: number };

interface ServerCpu {
  all: number;
  main: number;
  wait: number;
  db?: { backends: number; server: number };
}

export interface Child {
  proc: ChildProcess;
  url: string;
  mem(): Promise<ServerMemory>;
  /**
   * The server process's CPU time so far (user + system, all threads) and its main thread's, and how long its
   * main thread has waited for a CPU while runnable (`wait`), in microseconds; on PostgreSQL also the database's
   * (`db`: its backends serving this server, and its own processes; `pg-cpu.ts`).
   */
  cpu(): Promise<ServerCpu>;
  /** The server's event-loop delay (ms) since the last ask. */
  loop(): Promise<{ p50: number; p99: number; max: number }>;
  /** With BENCH_TRACE: the server's stalls since the last ask. */
  trace(): Promise<Stall[]>;
  /** Starts a CPU profile of the server; `stop` writes it to `file` (a `.cpuprofile` for Chrome's DevTools). */
  profile(): Promise<{ stop(file: string): Promise<void> }>;
  stop(): void;
}

/** Asks the child over IPC and waits for the answer carrying `key`. */
function ask<T>(proc: ChildProcess, message: { type: string; file?: string }, key: string): Promise<T> {
  return new Promise((res) => {
    const on = (msg: Record<string, unknown>) => {
      if (!(key in msg)) return;
      proc.off('message', on);
      res(msg[key] as T);
    };
    proc.on('message', on);
    proc.send(message);
  });
}

/**
 * The node flags the server runs with in production (`npm start`): a young generation of 2 × 64 MB instead of
 * 2 × 16 MB. At thousands of messages a second the default one fills every few hundred ms, so objects still in
 * flight (a message between its arrival and its commit) are promoted to the old generation, whose collections
 * then stall the event loop for 10–60 ms. The relay gets them too, so the baseline is measured alike.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];

/**
 * Starts a benchmark server in its own process and waits until it listens; with `cpus` (a `taskset` list), on
 * those CPUs only. `BENCH_SERVER_ARGS` adds node options to the servers (e.g. `--cpu-prof --cpu-prof-dir=prof`,
 * or `--trace-gc`).
 */
export function startChild(script: string, args: string[] = [], cpus?: string): Promise<Child> {
  const extra = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const execArgv = [...SERVER_NODE_FLAGS, '--import', 'tsx', '--expose-gc', ...extra];
  const stdio: ['ignore', 'inherit', 'inherit', 'ipc'] = ['ignore', 'inherit', 'inherit', 'ipc'];
  // taskset execs node in its own place, so the child's pid, signals and IPC channel are node's.
  const proc = cpus ? spawn('taskset', ['-c', cpus, process.execPath, ...execArgv, script, ...args], { stdio }) : fork(script, args, { execArgv, stdio });
  return new Promise((resolve, reject) => {
    proc.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    proc.on('message', (m: { ready?: boolean; port?: number }) => {
      if (!m.ready) return;
      resolve({
        proc,
        url: `http://127.0.0.1:${m.port}`,
        mem: () => ask<ServerMemory>(proc, { type: 'mem' }, 'mem'),
        cpu: () => ask<ServerCpu>(proc, { type: 'cpu' }, 'cpu'),
        loop: () => ask<{ p50: number; p99: number; max: number }>(proc, { type: 'loop' }, 'loop'),
        trace: () => ask<Stall[]>(proc, { type: 'trace' }, 'trace'),
        profile: async () => {
          await ask(proc, { type: 'profile-start' }, 'profiling');
          return { stop: async (file: string) => void (await ask(proc, { type: 'profile-stop', file }, 'profiled')) };
        },
        stop: () => {
          proc.removeAllListeners('exit');
          proc.kill('SIGTERM');
        },
      });
    });
  });
}

export async function pool<T, R>(items: T[], concurrency: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

export function connect(url: string, opts: { auth?: Record<string, string>; query?: Record<string, string> }): Promise<Socket> {
  const s = io(url, { ...opts, transports: ['websocket'], reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}

// Kept-alive connections for the bench's HTTP calls (one per call in flight).
const keepAlive = new http.Agent({ keepAlive: true });

/**
 * One HTTP call of the bench: the envelope's `data`, or an error with its `msg`. Plain `http.request` over kept-alive
 * connections, as load tools do (wrk, autocannon): Node's `fetch` (undici) allocates several times as much per
 * call, and the bench process's own young collections then landed in the latencies it measured.
 */
export function json<T = any>(url: string, method: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<T>((resolve, reject) => {
    const req = http.request(url, { method, agent: keepAlive, headers: { ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        try {
          const env = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { status: number; msg: string; data: T };
          if (env.status !== 0) reject(new Error(`${method} ${url}: ${env.msg}`));
          else resolve(env.data);
        } catch (e) {
          reject(new Error(`${method} ${url}: HTTP ${res.statusCode}, ${(e as Error).message}`));
        }
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

export const quantile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);

export interface Sender {
  /** Sends one message stamped with the send time; resolves on the acknowledgement. */
  send(i: number, stamp: number): Promise<void>;
  count: number;
}

/**
 * Offers `rate` messages a second for `seconds` (spread over the senders round-robin) and returns the
 * delivery latencies measured by `latencies` (filled by the receivers), skipping the first second as warm-up.
 */
export async function offered(sender: Sender, latencies: number[], rate: number, seconds: number): Promise<{ sent: number; late: number }> {
  const tickMs = 5;
  const perTick = (rate * tickMs) / 1000;
  const start = performance.now();
  let sent = 0;
  let owed = 0;
  let late = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const elapsed = performance.now() - start;
      if (elapsed >= seconds * 1000) {
        clearInterval(timer);
        resolve();
        return;
      }
      // Catch up on missed ticks so the offered rate holds even when the timer is late.
      owed = (elapsed / 1000) * rate - sent;
      if (owed > perTick * 4) late++;
      for (; owed >= 1; owed--) {
        if (elapsed < 1000) latencies.length = 0;
        void sender.send(sent % sender.count, performance.now());
        sent++;
      }
    }, tickMs);
  });
  await new Promise((r) => setTimeout(r, 500));
  return { sent, late };
}

/** Closed loop: each sender keeps `window` messages in flight for `seconds`; returns delivered messages a second. */
export async function saturate(sender: Sender, delivered: () => number, window: number, seconds: number): Promise<number> {
  let stop = false;
  const before = delivered();
  const start = performance.now();
  const loops = Array.from({ length: sender.count * window }, async (_, k) => {
    while (!stop) await sender.send(k % sender.count, performance.now());
  });
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const n = delivered() - before;
  const elapsed = (performance.now() - start) / 1000;
  stop = true;
  await Promise.all(loops);
  return n / elapsed;
}
