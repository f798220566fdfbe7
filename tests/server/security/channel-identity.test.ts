import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signChannelIdentity, verifyChannelSignature } from '../../../adapter-server/src/features/conversations/channel-identity';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';

const SECRET_100 = 'channel-100-secret-0123456789';
const SECRET_200 = 'channel-200-secret-9876543210';
const PATH = '/ccim-robot/api/im/getChannelUserInfoByOpenId';

const signed = (secret: string, openId: string, issuedAt = Date.now()) => ({ openId, issuedAt, signature: signChannelIdentity(secret, openId, issuedAt) });

describe('a channel signature', () => {
  const now = 1_800_000_000_000;
  const good = signed(SECRET_100, 'wx-1', now);
  it('holds for five minutes back and one minute ahead of our clock, and not beyond', () => {
    expect(verifyChannelSignature(SECRET_100, good, now)).toBe('ok');
    expect(verifyChannelSignature(SECRET_100, good, now + 5 * 60_000)).toBe('ok');
    expect(verifyChannelSignature(SECRET_100, good, now + 5 * 60_000 + 1)).toBe('stale');
    expect(verifyChannelSignature(SECRET_100, good, now - 60_000)).toBe('ok');
    expect(verifyChannelSignature(SECRET_100, good, now - 60_001)).toBe('stale');
  });
  it('binds the openId, the time and the secret', () => {
    expect(verifyChannelSignature(SECRET_100, { ...good, openId: 'wx-2' }, now)).toBe('bad');
    expect(verifyChannelSignature(SECRET_100, { ...good, issuedAt: now + 1 }, now)).toBe('bad');
    expect(verifyChannelSignature(SECRET_200, good, now)).toBe('bad');
    expect(verifyChannelSignature(SECRET_100, { ...good, signature: good.signature.toUpperCase() }, now)).toBe('ok');
    expect(verifyChannelSignature(SECRET_100, { ...good, signature: 'zz' }, now)).toBe('bad');
  });
});

for (const dialect of DIALECTS) {
  describe(`channel identity (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      admin = await t.login('admin');
      for (const [id, channelSecret] of [[100, SECRET_100], [200, SECRET_200]] as const) {
        const r = await t.call('PUT', '/ccim-main/api/skillGroupLinkMgt/secret', { token: admin, body: { id, channelSecret } });
        expect(r.body).toMatchObject({ status: 0, data: { id, secretState: 1 } });
      }
    });
    afterAll(() => t?.close());

    it('shows an admin which channels have a secret, and never the secret itself', async () => {
      const r = await t.call('GET', '/ccim-main/api/skillGroupLinkMgt/listAll', { token: admin });
      expect(r.body.data.map((l: any) => [l.id, l.secretState])).toEqual([[100, 1], [200, 1], [300, 0], [400, 0]]);
      expect(JSON.stringify(r.body)).not.toContain(SECRET_100);
      expect(r.body.data[0]).not.toHaveProperty('channelSecret');
    });

    it('lets only a back-office administrator set a secret, of 16 to 128 visible characters', async () => {
      for (const who of ['agent1', 'supervisor']) {
        const token = await t.login(who);
        expect((await t.call('PUT', '/ccim-main/api/skillGroupLinkMgt/secret', { token, body: { id: 300, channelSecret: 'x'.repeat(20) } })).status).toBe(403);
      }
      const short = await t.call('PUT', '/ccim-main/api/skillGroupLinkMgt/secret', { token: admin, body: { id: 300, channelSecret: 'short' } });
      expect(short.status).toBe(400);
      expect(short.body.data.errors[0].field).toBe('channelSecret');
      const edit = await t.call('PUT', '/ccim-main/api/skillGroupLinkMgt/edit', { token: admin, body: { id: 300, skillGroupId: 'x', channelSecret: 'y'.repeat(20) } });
      expect(edit.status).toBe(400);
    });

    it('gives a visitor token for a correct signature, and the same visitor again', async () => {
      const first = await t.call('POST', PATH, { body: { ...signed(SECRET_100, 'wx-alice'), channel: 100 } });
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({ openId: 'wx-alice', channel: 100 });
      expect(typeof first.body.data.visitorToken).toBe('string');
      const again = await t.call('POST', PATH, { body: { ...signed(SECRET_100, 'wx-alice'), channel: 100 } });
      expect(again.body.data.visitorId).toBe(first.body.data.visitorId);
    });

    it('writes one visitor for an identity asked for many times at the same moment (two tabs, two instances)', async () => {
      const at = Date.now();
      const answers = await Promise.all(Array.from({ length: 8 }, () => t.call('POST', PATH, { body: { ...signed(SECRET_100, 'wx-race', at), channel: 100 } })));
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
      expect(new Set(answers.map((a) => a.body.data.visitorId)).size).toBe(1);
      const rows = await t.db.kysely.selectFrom('visitors').select(['id', 'customer_id']).where('open_id', '=', 'wx-race').execute();
      expect(rows).toHaveLength(1);
      // No customer was left behind by the requests that lost the race.
      const customers = await t.db.kysely.selectFrom('customers').select('id').where('name', 'like', '%-race').execute();
      expect(customers.map((c) => c.id)).toEqual([rows[0].customer_id]);
    });

    it('refuses a missing, wrong, expired or foreign signature with 401 and no token of an existing visitor', async () => {
      await t.call('POST', PATH, { body: { ...signed(SECRET_100, 'wx-bob'), channel: 100 } });
      const good = signed(SECRET_100, 'wx-bob');
      const attempts: [unknown, RegExp][] = [
        [{ openId: 'wx-bob', channel: 100 }, /must be signed/],
        [{ openId: 'wx-bob', channel: 100, issuedAt: good.issuedAt }, /must be signed/],
        [{ ...good, channel: 100, signature: 'a'.repeat(64) }, /not valid/],
        [{ ...signed(SECRET_100, 'wx-bob', Date.now() - 6 * 60_000), channel: 100 }, /expired/],
        [{ ...signed(SECRET_200, 'wx-bob'), channel: 100 }, /not valid/],
        [{ ...signed(SECRET_100, 'wx-mallory'), openId: 'wx-bob', channel: 100 }, /not valid/],
      ];
      for (const [body, msg] of attempts) {
        const r = await t.call('POST', PATH, { body });
        expect(r.status, JSON.stringify(body)).toBe(401);
        expect(r.body.msg).toMatch(msg);
        expect(r.body.data).toBeNull();
        expect(r.headers.get('set-cookie')).toBeNull();
      }
    });

    it('trusts nobody on a channel that has no secret, and says so in the caller’s language', async () => {
      const body = { ...signed('any-secret-at-all-0000', 'wx-carol'), channel: 300 };
      const r = await t.call('POST', PATH, { body });
      expect(r.status).toBe(401);
      expect(r.body.msg).toMatch(/administrator must set its signing secret/);
      const zh = await t.call('POST', PATH, { body, headers: { 'accept-language': 'zh-CN' } });
      expect(zh.body.msg).toBe('该渠道尚未配置签名密钥，暂不支持已登录访客：请管理员先设置密钥');
    });

    it('keeps anonymous visitors on their random identity', async () => {
      const r = await t.call('GET', '/ccim-robot/api/im/getCurrentUser?channel=300');
      expect(r.body.status).toBe(0);
      expect(r.body.data.openId).toBeNull();
    });

    it('a rotated secret replaces the old one at once', async () => {
      await t.call('PUT', '/ccim-main/api/skillGroupLinkMgt/secret', { token: admin, body: { id: 400, channelSecret: 'first-secret-0000000' } });
      await t.call('PUT', '/ccim-main/api/skillGroupLinkMgt/secret', { token: admin, body: { id: 400, channelSecret: 'second-secret-000000' } });
      expect((await t.call('POST', PATH, { body: { ...signed('first-secret-0000000', 'wx-dan'), channel: 400 } })).status).toBe(401);
      expect((await t.call('POST', PATH, { body: { ...signed('second-secret-000000', 'wx-dan'), channel: 400 } })).status).toBe(200);
    });
  });
}
