import type { ChildProcess } from 'node:child_process';
import { startHaproxy, type Upstream } from './haproxy';
import { startInstance, type Instance } from './instance';
import { freePort, onFreePort } from './ports';

export interface ClusterOptions {
  /** Where the balancer listens (0: a free port). */
  port: number;
  /** Shared by every instance: PostgreSQL in production (one SQLite file cannot serve two processes well). */
  databaseUrl: string;
  redisUrl: string;
  /** How many instances (2 unless told). */
  size?: number;
  /** A folder for the balancer's configuration. */
  dir: string;
  /** More environment for every instance. */
  env?: NodeJS.ProcessEnv;
  /** Show every instance's output, labelled by instance. */
  echo?: boolean;
}

export interface Cluster {
  /** The balancer's address: what browsers and tests use. */
  url: string;
  instances: Instance[];
  /**
   * Starts instance `i` again (after a kill, or after SIGTERM's drain) on its port; the balancer sends traffic as
   * soon as it is ready.
   */
  restart(i: number): Promise<Instance>;
  stop(): Promise<void>;
}

/**
 * The production layout on one machine: `size` server processes sharing PostgreSQL and Redis (rooms and
 * revocations span the instances through the Redis adapter), behind HAProxy. The first instance migrates the
 * database and seeds it when empty; the others start after it without seeding, so they never race on either.
 */
export async function startCluster(o: ClusterOptions): Promise<Cluster> {
  const size = o.size ?? 2;
  const ports = await Promise.all(Array.from({ length: size }, () => freePort()));
  let port = o.port || (await freePort());
  const upstreams: Upstream[] = ports.map((p, i) => ({ name: String.fromCharCode(97 + i), port: p }));
  const env = (i: number): NodeJS.ProcessEnv => ({
    DATABASE_URL: o.databaseUrl,
    REDIS_URL: o.redisUrl,
    // Behind the balancer: believe its X-Forwarded-For (it runs on this machine).
    TRUST_PROXY: 'loopback',
    ...o.env,
    ...(i > 0 ? { SEED_DEMO: 'false' } : {}),
  });
  const instances: Instance[] = [];
  let balancer: ChildProcess | null = null;
  const stop = async () => {
    balancer?.kill('SIGTERM');
    await Promise.all(
      instances.map(async (inst) => {
        if (inst.process.exitCode !== null || inst.process.signalCode !== null) return;
        // All at once: SIGINT, not SIGTERM's drain (there is no other instance to move the clients to).
        inst.process.kill('SIGINT');
        await inst.exited;
      }),
    );
  };
  try {
    for (let i = 0; i < size; i++) {
      instances.push(
        await onFreePort(
          (p) => startInstance(upstreams[i].name, p, env(i), o.echo),
          ports[i],
          (p) => (ports[i] = upstreams[i].port = p),
        ),
      );
    }
    balancer = o.port
      ? await startHaproxy(o.dir, port, upstreams)
      : await onFreePort((p) => startHaproxy(o.dir, p, upstreams), port, (p) => (port = p));
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    instances,
    async restart(i) {
      instances[i] = await startInstance(upstreams[i].name, ports[i], { ...env(i), SEED_DEMO: 'false' }, o.echo);
      return instances[i];
    },
    stop,
  };
}

