import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMsgId, convert, newVisitor, request } from '../helpers/conversation';
import { createTestApp, DIALECTS, type TestApp } from '../helpers/test-app';

const TOKEN = 'scrape-token-0123456789';

/** One sample's value from the Prometheus text, by metric name and labels (all given must match). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

for (const dialect of DIALECTS) {
  describe(`/metrics (${dialect})`, () => {
    let t: TestApp;
    const scrape = async () => {
      const r = await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toContain('text/plain');
      return r.text();
    };
    beforeAll(async () => {
      t = await createTestApp(dialect, { env: { METRICS_TOKEN: TOKEN } });
    });
    afterAll(() => t?.close());

    it('answers only the metrics token: 401 without it or with another', async () => {
      expect((await fetch(`${t.url}/metrics`)).status).toBe(401);
      const wrong = await fetch(`${t.url}/metrics`, { headers: { authorization: 'Bearer scrape-token-9999999999' } });
      expect(wrong.status).toBe(401);
      expect(await wrong.text()).not.toContain('http_request_duration_seconds');
    });

    it('counts requests by declared route and status, never by raw URL', async () => {
      await t.call('GET', '/healthz');
      const missing = await t.call('GET', '/ccim-robot/api/no/such/call');
      const text = await scrape();
      expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/healthz', status: '200' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status: String(missing.status) })).toBeGreaterThanOrEqual(1);
      expect(text).not.toContain('/no/such/call');
      // The process's own metrics come with the token.
      expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    });

    it('follows sockets, the queue, stored and broadcast messages and the robot', async () => {
      const v = await newVisitor(t);
      const asked = await v.call('POST', '/ccim-robot/api/im/answer', { question: 'hello there, what is the weather on mars', channel: 100 });
      expect(asked.body.status).toBe(0);
      await convert(v);
      const text = await scrape();
      expect(sample(text, 'ccim_sockets_connected', { namespace: 'visitor' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'ccim_robot_answers_total', { outcome: asked.body.data.kind })).toBeGreaterThanOrEqual(1);
      expect(Object.keys(asked.body.data)).toContain('kind');
      const waiting = text.split('\n').filter((l) => l.startsWith('ccim_queue_waiting{'));
      expect(waiting.reduce((n, l) => n + Number(l.split(' ')[1]), 0)).toBeGreaterThanOrEqual(1);
      expect(text).toMatch(/^ccim_queue_oldest_wait_seconds\{skill_group="[^"]+"\} \d/m);
      // The visitor's question and the robot's answer, stored (customer 2, robot 3).
      expect(sample(text, 'ccim_messages_stored_total', { author: '2' })).toBeGreaterThanOrEqual(1);
      // Asked over HTTP, the answer went live to the visitor's socket.
      expect(sample(text, 'ccim_messages_broadcast_total', { to: 'visitor' })).toBeGreaterThanOrEqual(1);
      if (dialect === 'postgres') expect(sample(text, 'ccim_db_pool_connections', { state: 'max' })).toBeGreaterThan(0);
      else expect(text).not.toMatch(/^ccim_db_pool_connections\{/m);
    });

    it('times every batch the message writer stores', async () => {
      const before = await scrape();
      const v = await newVisitor(t);
      const { sessionId } = await convert(v);
      const ack = await request(v.socket, 'chatMessage', { sessionId, content: 'are you there?', clientMsgId: clientMsgId() });
      expect(ack.status ?? 0).toBe(0);
      const after = await scrape();
      expect(sample(after, 'ccim_writer_batch_size_count')!).toBeGreaterThan(sample(before, 'ccim_writer_batch_size_count') ?? 0);
      expect(sample(after, 'ccim_writer_batch_duration_seconds_count')).toBe(sample(after, 'ccim_writer_batch_size_count'));
    });
  });

  describe(`/metrics without METRICS_TOKEN (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t?.close());

    it('is off: 404 whatever the caller sends', async () => {
      const r = await fetch(`${t.url}/metrics`, { headers: { authorization: 'Bearer anything-at-all-here' } });
      expect(r.status).toBe(404);
      expect(((await r.json()) as { msg: string }).msg).toContain('METRICS_TOKEN');
    });
  });
}
