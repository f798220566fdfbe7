import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signChannelIdentity } from '../../../adapter-server/src/features/conversations/channel-identity';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';

const R = '/ccim-robot/api';

for (const dialect of DIALECTS) {
  describe(`the visitor's token and cookie (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    const setSecret = async (channelSecret: string) =>
      expect((await t.call('PUT', '/ccim-main/api/skillGroupLinkMgt/secret', { token: admin, body: { id: 200, channelSecret } })).status).toBe(200);
    beforeAll(async () => {
      t = await createTestApp(dialect);
      admin = await t.login('admin');
    });
    afterAll(() => t?.close());

    it('ends a signed visitor’s token when the channel’s secret is rotated, and no anonymous visitor’s', async () => {
      const first = `channel-200-first-${randomBytes(6).toString('hex')}`;
      await setSecret(first);
      const openId = `app-${randomBytes(4).toString('hex')}`;
      const issuedAt = Date.now();
      const signedIn = await t.call('POST', `${R}/im/getChannelUserInfoByOpenId`, { body: { openId, channel: 200, issuedAt, signature: signChannelIdentity(first, openId, issuedAt) } });
      expect(signedIn.status).toBe(200);
      const token = signedIn.body.data.visitorToken as string;
      const anonymous = (await t.call('GET', `${R}/im/getCurrentUser?channel=200`)).body.data.visitorToken as string;
      const hello = (visitorToken: string) => t.call('GET', `${R}/im/hello`, { headers: { 'x-visitor-token': visitorToken } });
      const ask = (visitorToken: string) => t.call('POST', `${R}/im/answer`, { body: { question: 'hello', channel: 200 }, headers: { 'x-visitor-token': visitorToken } });
      expect((await hello(token)).status).toBe(200);
      expect((await ask(token)).status).toBe(200);

      await setSecret(`channel-200-second-${randomBytes(6).toString('hex')}`);
      expect((await hello(token)).status).toBe(401);
      expect((await ask(token)).status).toBe(401);
      expect((await t.call('GET', '/ccim-main/api/openChannel/listCurrentSessionMsg', { token })).status).toBe(401);
      expect((await hello(anonymous)).status).toBe(200);
    });

    it('sets the visitor cookie without Secure over plain HTTP outside production', async () => {
      const r = await t.call('GET', `${R}/im/getCurrentUser?channel=100`);
      expect(r.headers.get('set-cookie')).toMatch(/^ccim_visitor=/);
      expect(r.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);
    });
  });

  it(`makes the visitor cookie Secure in production (${dialect})`, async () => {
    const t = await createTestApp(dialect, { env: { NODE_ENV: 'production' }, seed: false });
    try {
      const r = await t.call('GET', `${R}/im/getCurrentUser?channel=100`);
      expect(r.status).toBe(200);
      expect(r.headers.get('set-cookie')).toMatch(/^ccim_visitor=[^,]*;\s*(.*;\s*)?Secure/i);
    } finally {
      await t.close();
    }
  });
}
