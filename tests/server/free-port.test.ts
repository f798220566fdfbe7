import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, onFreePort } from '../../adapter-server/src/cluster/ports';

const listen = (port: number) =>
  new Promise<net.Server>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(port, '127.0.0.1', () => resolve(s));
  });

describe('starting on a port chosen free a moment ago', () => {
  it('chooses another port when a process took the first one in between', async () => {
    const taken = await freePort();
    const thief = await listen(taken);
    const chosen: number[] = [];
    const server = await onFreePort(listen, taken, (p) => chosen.push(p));
    try {
      const { port } = server.address() as net.AddressInfo;
      expect(chosen).toEqual([port]);
      expect(port).not.toBe(taken);
    } finally {
      server.close();
      thief.close();
    }
  });

  it('passes any other failure on at once', async () => {
    let tries = 0;
    const start = () => {
      tries++;
      return Promise.reject(new Error('database does not answer'));
    };
    await expect(onFreePort(start, await freePort(), () => undefined)).rejects.toThrow('database does not answer');
    expect(tries).toBe(1);
  });
});
