import { io as ioClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';

const EVIL = 'https://evil.example';
const PARTNER = 'https://partner.example';

/** Connects a socket with the given Origin; resolves 'connected' or the connect error's message. */
function handshake(t: TestApp, nsp: string, auth: Record<string, string>, origin: string | undefined, transport: 'websocket' | 'polling'): Promise<string> {
  const s: Socket = ioClient(`${t.url}${nsp}`, {
    auth,
    transports: [transport],
    reconnection: false,
    forceNew: true,
    extraHeaders: origin ? { origin } : {},
  });
  return new Promise<string>((resolve) => {
    s.once('connect', () => resolve('connected'));
    s.once('connect_error', (e) => resolve(`refused: ${e.message}`));
  }).finally(() => s.disconnect());
}

for (const dialect of DIALECTS) {
  describe(`cross-site requests (${dialect})`, () => {
    let t: TestApp;
    let staffToken: string;
    let visitorToken: string;
    beforeAll(async () => {
      t = await createTestApp(dialect, { env: { ALLOWED_ORIGINS: PARTNER } });
      staffToken = await t.login('supervisor');
      visitorToken = (await t.call('GET', '/ccim-robot/api/im/getCurrentUser?channel=100')).body.data.visitorToken;
    });
    afterAll(() => t?.close());

    for (const transport of ['websocket', 'polling'] as const) {
      it(`refuses ${transport} handshakes of both namespaces from a foreign origin`, async () => {
        expect(await handshake(t, '/', { token: staffToken }, EVIL, transport)).toMatch(/^refused/);
        expect(await handshake(t, '/visitor', { visitorToken }, EVIL, transport)).toMatch(/^refused/);
        expect(await handshake(t, '/', { token: staffToken }, 'null', transport)).toMatch(/^refused/);
      });

      it(`accepts ${transport} handshakes from our own origin, an allowed origin and non-browser clients`, async () => {
        for (const origin of [t.url, PARTNER, undefined]) {
          expect(await handshake(t, '/', { token: staffToken }, origin, transport)).toBe('connected');
          expect(await handshake(t, '/visitor', { visitorToken }, origin, transport)).toBe('connected');
        }
      });
    }

    const cookieWrite = (headers: Record<string, string>) =>
      t.call('POST', '/sso/api/queryCurrentUserMenu', { headers: { cookie: `ccim_token=${staffToken}`, ...headers } });

    it('refuses a cookie-authenticated write from a foreign origin with 403', async () => {
      const r = await cookieWrite({ origin: EVIL });
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ status: -1, msg: 'Cross-site request refused' });
      expect((await cookieWrite({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      expect((await cookieWrite({ origin: 'null' })).status).toBe(403);
      const zh = await cookieWrite({ origin: EVIL, 'accept-language': 'zh-CN' });
      expect(zh.body.msg).toBe('已拒绝跨站请求');
    });

    it('refuses a visitor-cookie write from a foreign origin with 403', async () => {
      const headers = { cookie: `ccim_visitor=${visitorToken}` };
      const foreign = await t.call('POST', '/ccim-robot/api/im/convertAgent', { body: { channel: 100 }, headers: { ...headers, origin: EVIL } });
      expect(foreign.status).toBe(403);
      const own = await t.call('POST', '/ccim-robot/api/im/convertAgent', { body: { channel: 100 }, headers: { ...headers, origin: t.url } });
      expect(own.status).toBe(200);
    });

    it('accepts cookie-authenticated writes from our origin and an allowed origin, and reads from anywhere', async () => {
      expect((await cookieWrite({ origin: t.url })).status).toBe(200);
      expect((await cookieWrite({ origin: PARTNER })).status).toBe(200);
      expect((await cookieWrite({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
      expect((await cookieWrite({})).status).toBe(200);
      const read = await t.call('GET', '/sso/api/profile', { headers: { cookie: `ccim_token=${staffToken}`, origin: EVIL } });
      expect(read.status).toBe(200);
    });

    it('leaves bearer calls from any origin alone', async () => {
      const r = await t.call('POST', '/sso/api/queryCurrentUserMenu', { token: staffToken, headers: { origin: EVIL } });
      expect(r.status).toBe(200);
      expect(r.body.status).toBe(0);
    });

    it('refuses a sign-in posted from a foreign page', async () => {
      const r = await t.call('POST', '/sso/api/login', { body: { username: 'agent1', password: 'demo1234' }, headers: { origin: EVIL } });
      expect(r.status).toBe(403);
    });
  });
}
