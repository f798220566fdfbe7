import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { waitForPort } from './ports';

export interface Upstream {
  /** The name in the balancer's stickiness cookie and its `X-Served-By` header. */
  name: string;
  port: number;
}

/** The cookie HAProxy inserts so that a browser's polling requests and its upgrade reach one instance. */
export const STICKY_COOKIE = 'ccim_node';

/**
 * The balancer's configuration: round robin for new clients, then sticky by an inserted cookie (socket.io's
 * polling transport needs every request of a connection on the instance that holds it), websocket upgrades
 * tunnelled for an hour, `/readyz` as the health check (an instance that loses its database stops getting
 * traffic, and one draining for a restart answers 503 there), and a failed connection redispatched to another
 * instance, so clients of a dead instance reconnect to a live one. The cookie does not pin a client to a server
 * the checks took down: a browser still holding `ccim_node=a` is sent to another instance and given that one's
 * cookie, which is how a client told `serverMoving` reaches another instance (until the checks notice, the draining
 * instance refuses its handshake and the client tries again). Open websocket tunnels are not cut when a server
 * goes down, so the moving client's old connection keeps working until it closes it. `X-Served-By` tells
 * operators (and tests) which instance answered.
 */
export function haproxyConfig(port: number, upstreams: Upstream[], host = '127.0.0.1'): string {
  return [
    // No global maxconn: HAProxy sizes it from the process's file limit, which differs between machines.
    'global',
    'defaults',
    '  mode http',
    '  timeout connect 3s',
    '  timeout client 65s',
    '  timeout server 65s',
    '  timeout tunnel 1h',
    '  timeout http-request 10s',
    '  option redispatch',
    '  retries 3',
    'frontend ccim',
    `  bind ${host}:${port}`,
    '  option forwardfor',
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    `  cookie ${STICKY_COOKIE} insert indirect nocache httponly`,
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    '  default-server inter 1s fastinter 250ms downinter 1s fall 2 rise 1',
    '  http-response set-header X-Served-By %[srv_name]',
    ...upstreams.map((u) => `  server ${u.name} 127.0.0.1:${u.port} check cookie ${u.name}`),
    '',
  ].join('\n');
}

const HAPROXY = '/usr/sbin/haproxy';

/** Debian's HAProxy, installed when missing (the machine's only package source). */
export function ensureHaproxy(): string {
  if (!fs.existsSync(HAPROXY)) {
    console.log('Installing Debian haproxy for the cluster…');
    execFileSync('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null'], { stdio: 'inherit' });
  }
  return HAPROXY;
}

/** Starts HAProxy in the foreground (it stops with its parent's kill) and resolves once it listens. */
export async function startHaproxy(dir: string, port: number, upstreams: Upstream[]): Promise<ChildProcess> {
  const bin = ensureHaproxy();
  const cfg = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(cfg, haproxyConfig(port, upstreams));
  const child = spawn(bin, ['-f', cfg, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`haproxy exited with ${code}: ${errors}`))));
  await Promise.race([waitForPort(port), exited]);
  return child;
}
