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
