// PostgreSQL's own CPU time under the loop benchmark, beside the server's: the backends serving the bench
// server's pool (found by their `application_name`) and the database server's own processes (WAL writer,
// checkpointer, background writer, ...), read from /proc (Linux, same host). Other clients' backends are left out.
import fs from 'node:fs';
import pg from 'pg';

/** The application name the bench server's pool connects with. */
export const BENCH_APP_NAME = 'ccim-bench-loop';

/** utime + stime of a process, in microseconds (ticks of 10 ms), or undefined once it is gone. */
function processCpu(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * 10_000;
  } catch {
    return undefined;
  }
}

interface PgCpu {
  /** CPU time so far, µs: the bench pool's backends, and the server's own processes. */
  read(): { backends: number; server: number };
  stop(): Promise<void>;
}

/**
 * Watches the backends of `appName` and the server's auxiliary processes. A pool closes idle connections, so
 * their processes end: each one's last reading is kept (polled every 200 ms, and on every `read`), so the
 * totals only grow.
 */
export async function watchPostgresCpu(url: string, appName = BENCH_APP_NAME): Promise<PgCpu> {
  const client = new pg.Client({ connectionString: url, application_name: 'ccim-bench-cpu-watch' });
  await client.connect();
  const last = new Map<number, { cpu: number; ours: boolean }>();
  let pids: { pid: number; ours: boolean }[] = [];
  const list = async () => {
    const r = await client.query<{ pid: number; ours: boolean }>(
      `select pid, application_name = $1 as ours from pg_stat_activity where application_name = $1 or backend_type <> 'client backend'`,
      [appName],
    );
    pids = r.rows;
  };
  const sample = () => {
    for (const { pid, ours } of pids) {
      const cpu = processCpu(pid);
      if (cpu !== undefined) last.set(pid, { cpu, ours });
    }
  };
  await list();
  sample();
  let listing = false;
  const timer = setInterval(() => {
    sample();
    if (listing) return;
    listing = true;
    void list()
      .catch(() => undefined)
      .finally(() => (listing = false));
  }, 200);
  timer.unref();
  return {
    read() {
      sample();
      let backends = 0;
      let server = 0;
      for (const { cpu, ours } of last.values()) {
        if (ours) backends += cpu;
        else server += cpu;
      }
      return { backends, server };
    },
    async stop() {
      clearInterval(timer);
      await client.end();
    },
  };
}
