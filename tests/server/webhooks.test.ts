import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../adapter-server/src/db/dialect';
import { enqueueWebhook } from '../../adapter-server/src/features/webhooks/webhook.outbox';
import { backoffMs, LOG_KEEP_MS } from '../../adapter-server/src/features/webhooks/webhook.worker';
import { checkWebhookUrl } from '../../adapter-server/src/features/webhooks/webhook-url';
import { chatting, clientMsgId, request } from '../helpers/conversation';
import { createTestApp, DIALECTS, openTestDb, PG_URL, type TestApp } from '../helpers/test-app';

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A real HTTP receiver on 127.0.0.1 answering each request with the next status of `plan` (then 204). */
async function receiver(plan: number[] = []) {
  const got: Received[] = [];
  const waiters: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({ headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = plan.shift() ?? 204;
      res.end(res.statusCode >= 300 ? 'receiver says no' : '');
      waiters.splice(0).forEach((w) => w());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    got,
    /** Resolves once `n` requests arrived (fails after `ms`). */
    async count(n: number, ms = 15_000): Promise<void> {
      const until = Date.now() + ms;
      while (got.length < n) {
        if (Date.now() > until) throw new Error(`the receiver got ${got.length} of ${n} requests`);
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, 200);
          waiters.push(() => (clearTimeout(t), resolve()));
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const ENV = { WEBHOOK_ALLOW_LOOPBACK: 'true', WEBHOOK_POLL_MS: '50', WEBHOOK_BACKOFF_MS: '100' };

async function register(t: TestApp, url: string, events: string[] = ['visitorBlacklisted']) {
  const admin = await t.login('admin');
  const r = await t.call('POST', '/ccim-main/api/webhookMgt/add', { token: admin, body: { name: 'warehouse', url, events, enabled: true } });
  expect(r.body.status, JSON.stringify(r.body)).toBe(0);
  return { admin, id: r.body.data.id as string, secret: r.body.data.secret as string };
}

async function deliveries(t: { db: TestApp['db'] }) {
  return t.db.kysely.selectFrom('webhook_deliveries').selectAll().orderBy('created_at').execute();
}

/** Waits until every delivery row is settled (delivered or failed). */
async function settled(t: { db: TestApp['db'] }, n: number, ms = 15_000) {
  const until = Date.now() + ms;
  for (;;) {
    const rows = await deliveries(t);
    if (rows.length === n && rows.every((r) => r.status !== 'pending')) return rows;
    if (Date.now() > until) throw new Error(`deliveries not settled: ${JSON.stringify(rows.map((r) => [r.status, r.attempts]))}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('webhook addresses', () => {
  it('refuses link-local, unspecified, other schemes, credentials, this server, and loopback unless allowed', () => {
    const strict = { allowLoopback: false, ownHost: 'ccim.example:3000', ownPort: 3000 };
    expect(checkWebhookUrl('http://169.254.169.254/latest', strict)).toMatch(/link-local/);
    expect(checkWebhookUrl('http://[fe80::1]/x', strict)).toMatch(/link-local/);
    expect(checkWebhookUrl('http://0.0.0.0/x', strict)).toMatch(/unspecified/);
    expect(checkWebhookUrl('ftp://example.com/x', strict)).toMatch(/http/);
    expect(checkWebhookUrl('https://u:p@example.com/x', strict)).toMatch(/user name/);
    expect(checkWebhookUrl('http://ccim.example:3000/x', strict)).toMatch(/this server/);
    expect(checkWebhookUrl('http://127.0.0.1:9000/x', strict)).toMatch(/loopback/);
    expect(checkWebhookUrl('http://localhost:9000/x', strict)).toMatch(/loopback/);
    expect(checkWebhookUrl('http://[::ffff:127.0.0.1]:9000/x', strict)).toMatch(/loopback/);
    expect(checkWebhookUrl('https://hooks.example.com/ccim', strict)).toBeNull();
    const loose = { ...strict, allowLoopback: true };
    expect(checkWebhookUrl('http://127.0.0.1:9000/x', loose)).toBeNull();
    expect(checkWebhookUrl('http://127.0.0.1:3000/x', loose)).toMatch(/this server/);
  });

  it('waits exponentially between attempts, at most 4 hours', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(30_000, n))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(30_000, 30)).toBe(4 * 3_600_000);
  });
});

for (const dialect of DIALECTS) {
  describe(`webhooks (${dialect})`, () => {
    const cleanup: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const c of cleanup.splice(0).reverse()) await c();
    });

    it('an admin registers an endpoint, sees the secret once, and a blacklisting arrives signed (Webhook.verify)', async () => {
      const t = await createTestApp(dialect, { env: ENV });
      cleanup.push(() => t.close());
      const rx = await receiver();
      cleanup.push(() => rx.close());
      const { admin, id, secret } = await register(t, rx.url, ['sessionCreated', 'sessionAssigned', 'visitorBlacklisted']);
      expect(secret).toMatch(/^whsec_/);
      // The secret is never shown again.
      const list = await t.call('POST', '/ccim-main/api/webhookMgt/list', { token: admin, body: {} });
      expect(JSON.stringify(list.body)).not.toContain(secret);
      const one = await t.call('GET', `/ccim-main/api/webhookMgt/get/${id}`, { token: admin });
      expect(one.body.data.url).toBe(rx.url);
      expect(JSON.stringify(one.body)).not.toContain(secret);
      // Refused addresses: this server itself and link-local.
      for (const url of [`${t.url}/x`, 'http://169.254.169.254/latest/meta-data']) {
        const bad = await t.call('POST', '/ccim-main/api/webhookMgt/add', { token: admin, body: { name: 'bad', url, events: ['sessionClosed'] } });
        expect(bad.status).toBe(400);
        expect(bad.body.data.errors[0].field).toBe('url');
      }
      const zh = await t.call('POST', '/ccim-main/api/webhookMgt/add', { token: admin, headers: { 'accept-language': 'zh-CN' }, body: { name: 'bad', url: 'http://169.254.1.1/', events: ['sessionClosed'] } });
      expect(zh.body.msg).toContain('链路本地');
      // Supervisors may not manage webhooks.
      const sup = await t.login('supervisor');
      expect((await t.call('POST', '/ccim-main/api/webhookMgt/list', { token: sup, body: {} })).status).toBe(403);

      // Real events: a visitor reaches an agent (session created and assigned, each written in its transaction),
      // then is blacklisted.
      const { sessionId, v } = await chatting(t, 'agent1');
      const block = await t.call('PUT', '/ccim-main/api/historySessionReport/pullBlock', { token: admin, body: { sessionId, reason: 'abuse', days: 7 } });
      expect(block.body.status, JSON.stringify(block.body)).toBe(0);
      await rx.count(3);
      const verified = rx.got.map((g) => ({ g, p: new Webhook(secret).verify(g.body, g.headers) as { type: string; data: Record<string, unknown> } }));
      expect(verified.map((x) => x.p.type).sort()).toEqual(['session.assigned', 'session.created', 'visitor.blacklisted']);
      const blocked = verified.find((x) => x.p.type === 'visitor.blacklisted')!;
      expect(blocked.p.data).toMatchObject({ visitorId: v.id, reason: 'abuse' });
      expect(verified.find((x) => x.p.type === 'session.assigned')!.p.data).toMatchObject({ sessionId });
      const req = blocked.g;
      expect(() => new Webhook(`whsec_${Buffer.from('another secret, 32 bytes long!!').toString('base64')}`).verify(req.body, req.headers)).toThrow();
      const all = await settled(t, 3);
      const d = all.find((x) => x.event_type === 'visitorBlacklisted')!;
      expect(d).toMatchObject({ status: 'delivered', attempts: 1, last_status_code: 204, event_id: req.headers['webhook-id'] });

      // Resend: the same event (same webhook-id) arrives again.
      const list2 = await t.call('POST', '/ccim-main/api/webhookMgt/delivery/list', { token: admin, body: { endpointId: id } });
      expect(list2.body.data.records).toHaveLength(3);
      const resend = await t.call('PUT', '/ccim-main/api/webhookMgt/delivery/resend', { token: admin, body: { id: d.id } });
      expect(resend.body.status, JSON.stringify(resend.body)).toBe(0);
      await rx.count(4);
      expect(rx.got[3].headers['webhook-id']).toBe(req.headers['webhook-id']);
      expect((await settled(t, 3)).find((x) => x.id === d.id)!.attempts).toBe(2);
    });

    it('sends the contact reasons an agent sets and each SLA clock a chat missed (once, however often the sweep runs)', async () => {
      const t = await createTestApp(dialect, { env: ENV });
      cleanup.push(() => t.close());
      t.app.sla.stop();
      const rx = await receiver();
      cleanup.push(() => rx.close());
      const { secret } = await register(t, rx.url, ['sessionReasonsSet', 'slaBreached']);
      const { agent, sessionId, v } = await chatting(t, 'agent1');
      const offered = (await t.call('GET', '/ccim-main/api/workbench/contactReasons', { token: agent.token })).body.data.reasons;
      const weather = offered.find((r: { nameEn: string }) => r.nameEn === 'Weather or traffic');
      const set = await t.call('PUT', '/ccim-main/api/workbench/sessionReasons', { token: agent.token, body: { sessionId, reasonIds: [weather.id] } });
      expect(set.body.status, JSON.stringify(set.body)).toBe(0);
      // The demo's urgent policy answers in 120 s: a chat queued urgent ten minutes ago has missed its first response.
      const queuedAt = Date.now() - 600_000;
      await t.db.kysely.updateTable('chat_sessions').set({ queue_priority: 2, queued_at: queuedAt, first_queued_at: queuedAt, first_response_at: null, assigned_at: queuedAt }).where('id', '=', sessionId).execute();
      expect((await t.app.sla.sweep()).map((b) => b.kind)).toEqual(['firstResponse']);
      expect(await t.app.sla.sweep()).toEqual([]);
      await rx.count(2);
      const got = rx.got.map((g) => new Webhook(secret).verify(g.body, g.headers) as { type: string; data: Record<string, unknown> });
      expect(got.map((p) => p.type).sort()).toEqual(['session.reasons_set', 'sla.breached']);
      expect(got.find((p) => p.type === 'session.reasons_set')!.data).toEqual({
        sessionId, visitorId: v.id, agentId: agent.id, by: 'agent1',
        reasons: [{ id: weather.id, nameEn: 'Weather or traffic', nameZh: '天气或交通原因', parentNameEn: 'Delay', parentNameZh: '延误' }],
      });
      expect(got.find((p) => p.type === 'sla.breached')!.data).toMatchObject({ sessionId, kind: 'firstResponse', policyName: 'Urgent chats', agentId: agent.id, priority: 2, dueAt: queuedAt + 120_000 });
      expect((await settled(t, 2)).map((d) => d.event_type).sort()).toEqual(['sessionReasonsSet', 'slaBreached']);
    });

    it('a receiver failing twice gets the event on the third attempt, with the same webhook-id', async () => {
      const t = await createTestApp(dialect, { env: ENV, seed: true });
      cleanup.push(() => t.close());
      const rx = await receiver([500, 503]);
      cleanup.push(() => rx.close());
      const { secret } = await register(t, rx.url, ['workBillUrged']);
      await enqueueWebhook(t.db.kysely, 'workBillUrged', { workBill: { id: 'wb1' }, note: 'hurry' });
      await rx.count(3);
      const [d] = await settled(t, 1);
      expect(d).toMatchObject({ status: 'delivered', attempts: 3, last_status_code: 204 });
      expect(new Set(rx.got.map((g) => g.headers['webhook-id'])).size).toBe(1);
      for (const g of rx.got) expect((new Webhook(secret).verify(g.body, g.headers) as { type: string }).type).toBe('workbill.urged');
    });

    it('sends message events only to an endpoint that opted in', async () => {
      const t = await createTestApp(dialect, { env: ENV });
      cleanup.push(() => t.close());
      const wants = await receiver();
      const others = await receiver();
      cleanup.push(() => wants.close(), () => others.close());
      const { secret } = await register(t, wants.url, ['messageCreated', 'sessionClosed']);
      const other = await register(t, others.url, ['sessionClosed']);
      const { sessionId, v } = await chatting(t, 'agent1');
      // Whether anyone wants messages is re-read every 5 s: send until one is delivered.
      const until = Date.now() + 15_000;
      let sent = 0;
      while (!wants.got.some((g) => g.body.includes('"message.created"'))) {
        if (Date.now() > until) throw new Error('no message event');
        await request(v.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: `parcel ${++sent}` });
        await wants.count(wants.got.length + 1, 1000).catch(() => undefined);
      }
      const msg = wants.got.find((g) => g.body.includes('"message.created"'))!;
      const payload = new Webhook(secret).verify(msg.body, msg.headers) as { data: { message: { sessionId: string; content: string } } };
      expect(payload.data.message).toMatchObject({ sessionId });
      // A close reaches both; the endpoint that did not opt in never got a message event.
      await t.app.loop.close(sessionId, 'agent');
      await others.count(1);
      expect(others.got.map((g) => (JSON.parse(g.body) as { type: string }).type)).toEqual(['session.closed']);
      const theirs = await t.db.kysely.selectFrom('webhook_deliveries').select('event_type').where('endpoint_id', '=', other.id).execute();
      expect(theirs.map((d) => d.event_type)).toEqual(['sessionClosed']);
    });

    it('keeps the delivery log 30 days and pending lines until they settle', async () => {
      const t = await createTestApp(dialect, { env: ENV, seed: false });
      cleanup.push(() => t.close());
      const old = Date.now() - LOG_KEEP_MS - 60_000;
      const line = (id: string, status: 'pending' | 'delivered' | 'failed', at: number) => ({
        id, endpoint_id: 'gone', event_id: `e${id}`, event_type: 'sessionClosed', status, attempts: 1, next_attempt_at: Date.now() + 3_600_000,
        claim_token: null, claimed_until: 0, last_status_code: 500, last_error: '', created_at: at, last_attempt_at: at, delivered_at: null,
      });
      await t.db.kysely.insertInto('webhook_deliveries').values([line('a', 'delivered', old), line('b', 'failed', old), line('c', 'pending', old), line('d', 'failed', Date.now())]).execute();
      await t.app.webhooks.prune();
      expect((await deliveries(t)).map((d) => d.id).sort()).toEqual(['c', 'd']);
    });

    it('a restart between attempts loses nothing', async () => {
      const opened = await openTestDb(dialect);
      cleanup.push(() => opened.drop());
      const rx = await receiver([500]);
      cleanup.push(() => rx.close());
      // A long first wait, so the restart surely falls between the attempts.
      const first = await createTestApp(dialect, { db: opened.db, env: { ...ENV, WEBHOOK_BACKOFF_MS: '1500' } });
      await register(first, rx.url, ['sessionClosed']);
      await enqueueWebhook(first.db.kysely, 'sessionClosed', { sessionId: 's1' });
      await rx.count(1);
      for (;;) {
        const [d] = await deliveries(first);
        if (d?.attempts === 1) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await first.app.close();
      expect(rx.got).toHaveLength(1);
      const second = await createTestApp(dialect, { db: opened.db, seed: false, env: ENV });
      cleanup.push(() => second.app.close());
      await rx.count(2);
      const [d] = await settled(second, 1);
      expect(d).toMatchObject({ status: 'delivered', attempts: 2 });
      expect(rx.got[1].headers['webhook-id']).toBe(rx.got[0].headers['webhook-id']);
    });
  });
}

describe('webhooks on two instances (postgres)', () => {
  it('two instances on one database deliver each event once', async () => {
    const opened = await openTestDb('postgres');
    const rx = await receiver();
    const a = await createTestApp('postgres', { db: opened.db, env: { ...ENV, WEBHOOK_POLL_MS: '20' } });
    const otherDb = openDatabase(PG_URL, { schema: opened.schema, onPoolError: () => undefined });
    const b = await createTestApp('postgres', { db: otherDb, seed: false, env: { ...ENV, WEBHOOK_POLL_MS: '20' } });
    try {
      await register(a, rx.url, ['agentStatusChanged', 'sessionClosed']);
      const n = 40;
      for (let i = 0; i < n; i++) await enqueueWebhook(i % 2 ? a.db.kysely : b.db.kysely, i % 3 ? 'agentStatusChanged' : 'sessionClosed', { i });
      const rows = await settled(a, n, 30_000);
      expect(rows.every((r) => r.status === 'delivered' && r.attempts === 1)).toBe(true);
      const ids = rx.got.map((g) => g.headers['webhook-id']);
      expect(ids).toHaveLength(n);
      expect(new Set(ids).size).toBe(n);
    } finally {
      await b.app.close();
      await otherDb.destroy();
      await a.app.close();
      await opened.drop();
      await rx.close();
    }
  });
});
