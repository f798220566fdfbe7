import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy in front of a real server (PostgreSQL here), to break its connections the way a network blip or
 * a database restart does: `cut()` destroys every open connection, `down()` refuses new ones until `up()`.
 * `hold(match)` stalls a link without closing it: from the first chunk a client sends that `match` accepts, that
 * connection's further bytes are kept back until `release()` (a Redis publisher whose PUBLISH never leaves, say).
 */
export interface TcpProxy {
  port: number;
  cut(): void;
  down(): void;
  up(): void;
  hold(match: (chunk: Buffer) => boolean): void;
  release(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  /** The stalled links: each client's upstream and the bytes kept back from it. */
  const held = new Map<net.Socket, { upstream: net.Socket; chunks: Buffer[] }>();
  let holdWhen: ((chunk: Buffer) => boolean) | null = null;
  let refusing = false;
  const server = net.createServer((client) => {
    if (refusing) return client.destroy();
    const upstream = net.connect(target);
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
      held.delete(client);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.on('data', (chunk: Buffer) => {
      const link = held.get(client) ?? (holdWhen?.(chunk) ? held.set(client, { upstream, chunks: [] }).get(client) : undefined);
      if (link) link.chunks.push(chunk);
      else upstream.write(chunk);
    });
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const cut = () => {
    for (const s of open) s.destroy();
    open.clear();
  };
  return {
    port: (server.address() as AddressInfo).port,
    cut,
    down() {
      refusing = true;
      cut();
    },
    up() {
      refusing = false;
    },
    hold(match) {
      holdWhen = match;
    },
    release() {
      holdWhen = null;
      const links = [...held.values()];
      held.clear();
      for (const { upstream, chunks } of links) chunks.forEach((c) => upstream.write(c));
    },
    close: () =>
      new Promise<void>((resolve) => {
        cut();
        server.close(() => resolve());
      }),
  };
}
