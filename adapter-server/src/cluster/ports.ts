import net from 'node:net';

/** A port nobody listens on now, chosen by the system. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.once('error', reject);
  });

/** Resolves once something accepts connections on the port (tries every 100 ms for up to `ms`). */
export async function waitForPort(port: number, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const c = net.connect(port, '127.0.0.1', () => {
        c.destroy();
        resolve(true);
      });
      c.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > end) throw new Error(`nothing listens on port ${port} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Starts something on a port chosen free a moment ago; when another process took the port in between (tests run
 * side by side), chooses again, up to five times.
 */
export async function onFreePort<T>(start: (port: number) => Promise<T>, first: number, chosen: (port: number) => void): Promise<T> {
  for (let attempt = 1, port = first; ; attempt++) {
    try {
      return await start(port);
    } catch (err) {
      if (attempt >= 5 || !/EADDRINUSE|address already in use|cannot bind/i.test(String(err))) throw err;
      port = await freePort();
      chosen(port);
    }
  }
}
