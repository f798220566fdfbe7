import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signChannelIdentity, signedText } from '../../../adapter-server/src/features/conversations/channel-identity';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';

const SECRET = 'channel-100-secret-attrs-0123';
const PATH = '/ccim-robot/api/im/getChannelUserInfoByOpenId';

describe('the signed text of a channel identity', () => {
  it('stays `<openId>.<issuedAt>` without attributes, and adds the signed ones as a query in a fixed order', () => {
    expect(signedText('wx-1', 1700000000000)).toBe('wx-1.1700000000000');
    expect(signedText('wx-1', 1700000000000, { phone: '13900000002', nickname: 'Ann Lee' })).toBe('wx-1.1700000000000.nickname=Ann+Lee&phone=13900000002');
    expect(signedText('wx-1', 1700000000000, { vip: true, nickname: 'Ann' })).toBe('wx-1.1700000000000.nickname=Ann&vip=1');
    expect(signedText('wx-1', 1700000000000, { vip: false })).toBe('wx-1.1700000000000.vip=0');
  });
});

for (const dialect of DIALECTS) {
  describe(`attributes beside a signed identity (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      const admin = await t.login('admin');
      expect((await t.call('PUT', '/ccim-main/api/skillGroupLinkMgt/secret', { token: admin, body: { id: 100, channelSecret: SECRET } })).status).toBe(200);
    });
    afterAll(() => t?.close());

    const visitorOf = async (openId: string) =>
      t.db.kysely.selectFrom('visitors').select(['nickname', 'phone']).where('open_id', '=', openId).executeTakeFirstOrThrow();
    const signIn = (openId: string, extra: { nickname?: string; phone?: string; vip?: boolean }, signAttrs: boolean) => {
      const issuedAt = Date.now();
      const signature = signChannelIdentity(SECRET, openId, issuedAt, signAttrs ? extra : undefined);
      return t.call('POST', PATH, { body: { openId, channel: 100, issuedAt, signature, ...extra } });
    };

    it('takes a nickname and phone only when the signature covers them; unsigned ones never overwrite the stored visitor', async () => {
      const openId = `wx-${randomBytes(4).toString('hex')}`;
      expect((await signIn(openId, { nickname: 'Real Name', phone: '13900000002' }, true)).status).toBe(200);
      expect(await visitorOf(openId)).toEqual({ nickname: 'Real Name', phone: '13900000002' });
      // The same openId, signed, with a nickname and phone nobody signed: the identity holds, the attributes do not.
      const forged = await signIn(openId, { nickname: 'Mallory', phone: '13800000001' }, false);
      expect(forged.status).toBe(200);
      expect(forged.body.data.nickname).toBe('Real Name');
      expect(await visitorOf(openId)).toEqual({ nickname: 'Real Name', phone: '13900000002' });
      // A signature over other attributes than those sent is no signature of them.
      const issuedAt = Date.now();
      const signature = signChannelIdentity(SECRET, openId, issuedAt, { phone: '13900000002' });
      expect((await t.call('POST', PATH, { body: { openId, channel: 100, issuedAt, signature, phone: '13800000001' } })).status).toBe(401);
    });

    it("makes the customer a VIP, with the signed name and phone, only when the channel signed it, and takes it back when signed so", async () => {
      const openId = `wx-${randomBytes(4).toString('hex')}`;
      const customerOf = async () =>
        t.db.kysely.selectFrom('visitors').innerJoin('customers', 'customers.id', 'visitors.customer_id').select(['customers.name', 'customers.phone', 'customers.vip']).where('visitors.open_id', '=', openId).executeTakeFirstOrThrow();
      expect((await signIn(openId, { vip: true }, false)).status).toBe(200);
      expect((await customerOf()).vip).toBe(0);
      expect((await signIn(openId, { nickname: 'Wang Wei', phone: '13900000003', vip: true }, true)).status).toBe(200);
      expect(await customerOf()).toEqual({ name: 'Wang Wei', phone: '13900000003', vip: 1 });
      expect((await signIn(openId, { vip: false }, false)).status).toBe(200);
      expect((await customerOf()).vip).toBe(1);
      expect((await signIn(openId, { vip: false }, true)).status).toBe(200);
      expect((await customerOf()).vip).toBe(0);
      expect((await t.call('POST', PATH, { body: { openId, channel: 100, issuedAt: Date.now(), signature: 'x', vip: 'yes' } })).status).toBe(400);
    });

    it('gives a new visitor no phone when the phone sent was not signed', async () => {
      const openId = `wx-${randomBytes(4).toString('hex')}`;
      expect((await signIn(openId, { phone: '13800000001' }, false)).status).toBe(200);
      expect((await visitorOf(openId)).phone).toBeNull();
    });
  });
}
