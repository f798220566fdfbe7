import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { VISITOR_TOKEN_TTL_MS } from '../../adapter-server/src/features/conversations/visitor-identity';
import { clientMsgId, convert, newVisitor, readyAgent, request, type TestAgent, type TestVisitor } from '../helpers/conversation';
import { createTestApp, DIALECTS, EVENT_WAIT_MS, nextEvent, type TestApp } from '../helpers/test-app';

async function upload(t: TestApp, token: string, bytes: Buffer, type: string, name = 'photo.png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${t.url}/ccim-main/api/openChannel/uploadImg`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as any };
}

for (const dialect of DIALECTS) {
  describe(`visitor side (${dialect})`, () => {
    let t: TestApp;
    let agent: TestAgent;
    let a: TestVisitor;
    let sessionA: string;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      agent = await readyAgent(t, 'agent1');
      a = await newVisitor(t);
      const assigned = nextEvent(agent.socket, 'newSession');
      sessionA = (await convert(a)).sessionId;
      await assigned;
    });
    afterAll(() => t?.close());

    it('takes a visitor token it has seen before until it expires, and never a tampered one', async () => {
      const tokens = t.app.loop.visitorTokens;
      const token = await tokens.sign('visitor-x');
      expect(await tokens.verify(token)).toBe('visitor-x');
      expect(await tokens.verify(token)).toBe('visitor-x');
      const [head, body, sig] = token.split('.');
      expect(await tokens.verify(`${head}.${body}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`)).toBeNull();
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + VISITOR_TOKEN_TTL_MS + 60_000 });
      try {
        expect(await tokens.verify(token)).toBeNull();
      } finally {
        vi.useRealTimers();
      }
    });

    it('keeps the identity through the cookie and refuses calls without one', async () => {
      const first = await t.call('GET', '/ccim-robot/api/im/getCurrentUser');
      const cookie = first.headers.get('set-cookie')!;
      expect(cookie).toMatch(/ccim_visitor=.*HttpOnly/i);
      const again = await t.call('GET', '/ccim-robot/api/im/getCurrentUser', { headers: { cookie: cookie.split(';')[0] } });
      expect(again.body.data.visitorId).toBe(first.body.data.visitorId);
      expect((await t.call('GET', '/ccim-main/api/openChannel/listCurrentSessionMsg')).status).toBe(401);
      // A staff token is not a visitor token, and a visitor token opens no staff call.
      const staff = await t.login('agent2');
      expect((await t.call('GET', '/ccim-main/api/openChannel/listCurrentSessionMsg', { token: staff })).status).toBe(401);
      expect((await t.call('GET', '/ccim-main/api/workbench/listSession', { token: a.token })).status).toBe(401);
    });

    it('never lets a visitor read or post into another visitor\'s session', async () => {
      const b = await newVisitor(t);
      const heardByB: unknown[] = [];
      b.socket.on('chatMessage', (m) => heardByB.push(m));
      const post = await request(b.socket, 'chatMessage', { sessionId: sessionA, clientMsgId: clientMsgId(), content: 'let me in' });
      expect(post).toMatchObject({ status: -1, msg: 'No such session' });
      expect((await request(b.socket, 'sync', { sessionId: sessionA, afterSeq: 0 })).status).toBe(-1);
      expect((await b.call('GET', `/ccim-main/api/openChannel/listCurrentSessionMsg?sessionId=${sessionA}`)).body.status).toBe(-1);
      expect((await b.call('GET', `/ccim-main/api/openChannel/listMoreMsg?sessionId=${sessionA}&beforeSeq=10`)).body.status).toBe(-1);
      expect((await b.call('POST', '/ccim-main/api/openChannel/submitEvaluate', { sessionId: sessionA, satisfaction: 1 })).body.status).toBe(-1);
      const agent2 = await readyAgent(t, 'agent2', { ready: false });
      expect((await request(agent2.socket, 'chatMessage', { sessionId: sessionA, clientMsgId: clientMsgId(), content: 'hijack' })).status).toBe(-1);
      expect((await t.call('GET', `/ccim-main/api/workbench/listMsg?sessionId=${sessionA}`, { token: agent2.token })).body.status).toBe(-1);

      const atAgent = nextEvent(agent.socket, 'chatMessage', EVENT_WAIT_MS, (m: any) => m.content === 'only for my agent');
      await request(a.socket, 'chatMessage', { sessionId: sessionA, clientMsgId: clientMsgId(), content: 'only for my agent' });
      await atAgent;
      const rows = await t.db.kysely.selectFrom('chat_messages').select('content').where('session_id', '=', sessionA).execute();
      expect(rows.map((r) => r.content)).not.toContain('let me in');
      expect(heardByB).toEqual([]);
    });

    it('delivers markup typed by a visitor as plain text', async () => {
      const evil = '<script>alert(1)</script><img src=x onerror="alert(2)">';
      const atAgent = nextEvent(agent.socket, 'chatMessage', EVENT_WAIT_MS, (m: any) => m.author === 2 && m.content.includes('script'));
      await request(a.socket, 'chatMessage', { sessionId: sessionA, clientMsgId: clientMsgId(), content: evil });
      const m = await atAgent;
      expect(m).toMatchObject({ type: 'text', content: evil, extra: null });
    });

    it('pages the history', async () => {
      const current = await a.call('GET', '/ccim-main/api/openChannel/listCurrentSessionMsg');
      expect(current.body.data.session).toMatchObject({ sessionId: sessionA, status: 'active' });
      const msgs = current.body.data.messages;
      const older = await a.call('GET', `/ccim-main/api/openChannel/listMoreMsg?sessionId=${sessionA}&beforeSeq=${msgs[msgs.length - 1].seq}&pageSize=2`);
      expect(older.body.data.map((m: any) => m.seq)).toEqual(msgs.slice(-3, -1).map((m: any) => m.seq));
    });

    it('accepts real images only, re-encodes them and serves them safely', async () => {
      const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } }).png().toBuffer();
      const up = await upload(t, a.token, png, 'image/png');
      expect(up.body).toMatchObject({ status: 0, data: { width: 40, height: 30 } });
      expect(up.body.data.url).toMatch(/^\/uploads\/[0-9a-z]{20}\.jpg$/);

      const fake = await upload(t, a.token, Buffer.from('<html><script>alert(1)</script></html>'), 'image/png', 'x.png');
      expect(fake.status).toBe(400);
      const wrongType = await upload(t, a.token, png, 'text/html', 'x.html');
      expect(wrongType.status).toBe(400);
      const tooBig = await upload(t, a.token, Buffer.alloc(6 * 1024 * 1024), 'image/png');
      expect(tooBig.status).toBe(413);

      const atAgent = nextEvent(agent.socket, 'chatMessage', EVENT_WAIT_MS, (m: any) => m.type === 'image');
      const sent = await a.call('POST', '/ccim-main/api/openChannel/sendImgUrlMsg', { sessionId: sessionA, url: up.body.data.url });
      expect(sent.body.data).toMatchObject({ type: 'image', content: up.body.data.url });
      expect((await atAgent).id).toBe(sent.body.data.id);
      // Served to the visitor of the session only (tests/server/security/uploads.test.ts covers the refusals).
      const served = await fetch(t.url + up.body.data.url, { headers: { 'x-visitor-token': a.token } });
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const foreign = await a.call('POST', '/ccim-main/api/openChannel/sendImgUrlMsg', { sessionId: sessionA, url: 'https://evil.example/x.png' });
      expect(foreign.status).toBe(400);
      expect([403, 404]).toContain((await fetch(`${t.url}/uploads/..%2f..%2fpackage.json`)).status);
    });

    it('sends a waybill card as a template message', async () => {
      const r = await a.call('POST', '/ccim-main/api/openChannel/sendTemplateMsg', { sessionId: sessionA, templateType: 'waybill', waybillNo: 'YT1234567890123' });
      expect(r.body.data).toMatchObject({ type: 'template', extra: { template: 'waybill', waybill: { waybillNo: 'YT1234567890123' } } });
    });

    it('refuses a blacklisted visitor politely, and outside working hours shows the configured message', async () => {
      const banned = await newVisitor(t);
      await t.db.kysely.insertInto('blacklist').values({ id: 'bl-1', visitor_id: banned.id, reason: 'abuse', created_by: 'admin', created_at: Date.now(), expires_at: null }).execute();
      const r = await banned.call('POST', '/ccim-robot/api/im/convertAgent', { channel: 100 });
      expect(r.body).toMatchObject({ status: -1, data: { reason: 'blacklisted', message: { en: expect.stringMatching(/Sorry/), zh: expect.stringMatching(/抱歉/) } } });

      const closedHours = { enabled: true, days: [], start: '08:00', end: '22:00', utcOffsetMinutes: 480 };
      await t.db.kysely.updateTable('service_config').set({ value: JSON.stringify(closedHours) }).where('key', '=', 'workingHours').execute();
      const late = await newVisitor(t);
      const off = await late.call('POST', '/ccim-robot/api/im/convertAgent', { channel: 100 });
      expect(off.body.data.reason).toBe('offHours');
      expect(off.body.data.message.zh).toMatch(/服务时间/);
      await t.db.kysely.updateTable('service_config').set({ value: JSON.stringify({ ...closedHours, enabled: false }) }).where('key', '=', 'workingHours').execute();
    });

    it('closes an idle session after the configured timeout', async () => {
      const v = await newVisitor(t);
      const assigned = nextEvent(agent.socket, 'newSession');
      const { sessionId } = await convert(v);
      await assigned;
      const closed = nextEvent(v.socket, 'sessionClosed');
      const n = await t.app.loop.sweepIdle(Date.now() + 16 * 60_000);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(await closed).toEqual({ sessionId, reason: 'idle' });
    });
  });
}
