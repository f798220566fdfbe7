import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enqueueWebhook } from '../../adapter-server/src/features/webhooks/webhook.outbox';
import { checkWebhookUrl, webhookResolver } from '../../adapter-server/src/features/webhooks/webhook-url';
import { createTestApp, DIALECTS, type TestApp } from '../helpers/test-app';

/** Every request here goes to 127.0.0.1: refusals of other addresses are seen through the resolver stub. */
const ENV = { WEBHOOK_ALLOW_LOOPBACK: 'true', WEBHOOK_POLL_MS: '50', WEBHOOK_BACKOFF_MS: '100' };

/** A receiver on 127.0.0.1 answering every request with `answer`. */
async function loopbackServer(answer: (res: http.ServerResponse) => void) {
  const hosts: string[] = [];
  const server = http.createServer((req, res) => {
    hosts.push(String(req.headers.host));
    req.resume();
    req.on('end', () => answer(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, hosts, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('webhook addresses as written', () => {
  it('refuses private networks (IPv4, IPv6 unique local, mapped), and lets public ones through', () => {
    const policy = { allowLoopback: true };
    for (const host of ['10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.10', '100.64.0.1', '[fc00::1]', '[fd12:3456::1]', '[::ffff:10.0.0.1]']) {
      expect(checkWebhookUrl(`http://${host}/hook`, policy), host).toBe('must not be a private-network address');
    }
    expect(checkWebhookUrl('http://[::]/hook', policy)).toMatch(/unspecified/);
    for (const host of ['172.32.0.1', '8.8.8.8', '[2001:db8::1]']) expect(checkWebhookUrl(`http://${host}/hook`, policy), host).toBeNull();
  });
});

for (const dialect of DIALECTS) {
  describe(`webhook delivery guard (${dialect})`, () => {
    const cleanup: (() => Promise<void>)[] = [];
    afterEach(async () => {
      vi.restoreAllMocks();
      for (const c of cleanup.splice(0).reverse()) await c();
    });

    async function app() {
      const t = await createTestApp(dialect, { env: ENV });
      cleanup.push(() => t.close());
      return { t, admin: await t.login('admin') };
    }
    const add = (t: TestApp, admin: string, url: string, lang = 'en') =>
      t.call('POST', '/ccim-main/api/webhookMgt/add', { token: admin, headers: { 'accept-language': lang }, body: { name: 'receiver', url, events: ['workBillUrged'], enabled: true } });
    /** The delivery row once it has had `n` attempts. */
    async function attempted(t: TestApp, n: number) {
      let row: Awaited<ReturnType<typeof rowOf>>;
      const rowOf = () => t.db.kysely.selectFrom('webhook_deliveries').selectAll().executeTakeFirst();
      await expect.poll(async () => (row = await rowOf())?.attempts ?? 0, { timeout: 15_000 }).toBeGreaterThanOrEqual(n);
      return row!;
    }

    it('refuses at creation a name that resolves to a private address, saying which', async () => {
      const { t, admin } = await app();
      vi.spyOn(webhookResolver, 'lookup').mockResolvedValue([{ address: '10.0.0.7', family: 4 }]);
      const r = await add(t, admin, 'https://hooks.partner.test/ccim');
      expect(r.status).toBe(400);
      expect(r.body.data.errors).toEqual([{ field: 'url', message: 'resolves to 10.0.0.7, which must not be a private-network address' }]);
      const zh = await add(t, admin, 'https://hooks.partner.test/ccim', 'zh-CN');
      expect(zh.body.data.errors[0].message).toBe('解析到 10.0.0.7，不能是私有网络地址');
      expect((await add(t, admin, 'http://192.168.0.20/hook')).body.data.errors[0].message).toBe('must not be a private-network address');
      expect(await t.db.kysely.selectFrom('webhook_endpoints').selectAll().execute()).toEqual([]);
    });

    it('checks the name again at delivery and connects only to the address it checked (DNS rebinding)', async () => {
      const { t, admin } = await app();
      const rx = await loopbackServer((res) => res.writeHead(204).end());
      cleanup.push(rx.close);
      const lookup = vi.spyOn(webhookResolver, 'lookup').mockResolvedValue([{ address: '127.0.0.1', family: 4 }]);
      const url = `http://rebind.partner.test:${rx.port}/hook`;
      expect((await add(t, admin, url)).body.status).toBe(0);
      // The name now answers a private address: refused before any connection, and the log says why.
      lookup.mockResolvedValue([{ address: '10.9.9.9', family: 4 }]);
      await enqueueWebhook(t.db.kysely, 'workBillUrged', { workBill: { id: 'wb1' }, note: 'hurry' });
      const refused = await attempted(t, 1);
      expect(refused).toMatchObject({ status: 'pending', last_status_code: null, last_error: 'the address 10.9.9.9 must not be a private-network address' });
      expect(rx.hosts).toEqual([]);
      // Back to an allowed address: the name (which no real resolver knows) is reached at the address checked.
      lookup.mockClear();
      lookup.mockResolvedValue([{ address: '127.0.0.1', family: 4 }]);
      await expect.poll(() => rx.hosts.length, { timeout: 15_000 }).toBe(1);
      expect(rx.hosts[0]).toBe(`rebind.partner.test:${rx.port}`);
      expect(lookup).toHaveBeenCalledTimes(1);
      expect(await attempted(t, 2)).toMatchObject({ status: 'delivered', last_status_code: 204 });
    });

    it('does not follow a redirect, and logs only the status code of a refusal, never the answer', async () => {
      const { t, admin } = await app();
      const elsewhere = await loopbackServer((res) => res.writeHead(204).end());
      cleanup.push(elsewhere.close);
      const rx = await loopbackServer((res) => res.writeHead(302, { location: `http://127.0.0.1:${elsewhere.port}/internal` }).end('db password: hunter2'));
      cleanup.push(rx.close);
      expect((await add(t, admin, `http://127.0.0.1:${rx.port}/hook`)).body.status).toBe(0);
      await enqueueWebhook(t.db.kysely, 'workBillUrged', { workBill: { id: 'wb2' }, note: 'hurry' });
      const row = await attempted(t, 1);
      expect(row).toMatchObject({ status: 'pending', last_status_code: 302, last_error: 'HTTP 302' });
      expect(elsewhere.hosts).toEqual([]);
      const log = await t.call('POST', '/ccim-main/api/webhookMgt/delivery/list', { token: admin, body: { endpointId: row.endpoint_id } });
      expect(JSON.stringify(log.body)).not.toContain('hunter2');
    });
  });
}
