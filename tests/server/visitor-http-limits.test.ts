import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signChannelIdentity } from '../../adapter-server/src/features/conversations/channel-identity';
import { convert, newVisitor } from '../helpers/conversation';
import { createTestApp, DIALECTS, type TestApp } from '../helpers/test-app';

const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const R = '/ccim-robot/api';
const TOO_FAST = 'You are sending messages too fast. Please wait a moment.';
const TOO_MANY = 'Too many requests. Please wait a moment and try again.';
const SECRET = 'channel-100-secret-limits-0123';

/** An address of this run alone, so counters another run left in Redis never meet it. */
const freshAddress = () => `10.${[0, 1, 2].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
const asVisitor = (t: TestApp, token: string, address: string, lang = 'en') => ({
  call: (method: string, path: string, body?: unknown) => t.call(method, path, { body, headers: { 'x-visitor-token': token, authorization: `Bearer ${token}`, 'x-forwarded-for': address, 'accept-language': lang } }),
});

for (const dialect of DIALECTS) {
  describe(`the visitor's HTTP calls under the visitor limits (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { env: { VISITOR_CALLS_PER_MINUTE: '200', VISITOR_LOOKUPS_PER_MINUTE: '3' } });
    });
    afterAll(() => t?.close());

    it('answers 25 questions sent at once with the 20 of the message burst and 429 with Retry-After for the rest, storing none of those', async () => {
      const v = await newVisitor(t);
      const ask = () => v.call('POST', `${R}/im/answer`, { question: '运费怎么算', channel: 100 });
      const got = await Promise.all(Array.from({ length: 25 }, ask));
      expect(got.filter((r) => r.status === 200)).toHaveLength(20);
      const refused = got.filter((r) => r.status === 429);
      expect(refused).toHaveLength(5);
      expect(refused[0].body).toMatchObject({ status: -2, msg: TOO_FAST });
      const again = await t.call('POST', `${R}/im/answer`, { body: { question: 'hi', channel: 100 }, headers: { 'x-visitor-token': v.token } });
      expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
      const stored = await t.db.kysely.selectFrom('chat_messages').innerJoin('chat_sessions', 'chat_sessions.id', 'chat_messages.session_id').select('chat_messages.id').where('chat_sessions.visitor_id', '=', v.id).where('chat_messages.author', '=', 2).execute();
      expect(stored).toHaveLength(20);
    });

    it('pauses a visitor who keeps sending past the refusals: every call of theirs then answers 429, in their language', async () => {
      const v = await newVisitor(t);
      const flood = await Promise.all(Array.from({ length: 60 }, () => v.call('POST', `${R}/im/answer`, { question: 'spam', channel: 100 })));
      expect(flood.filter((r) => r.status === 200)).toHaveLength(20);
      const paused = await t.call('GET', `${R}/im/hello`, { headers: { 'x-visitor-token': v.token, 'accept-language': 'zh-CN' } });
      expect(paused.status).toBe(429);
      expect(paused.body).toMatchObject({ status: -1, msg: '您持续发送过快，对话已暂停一分钟，之后会自动恢复。' });
      expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(50);
      expect((await (await newVisitor(t)).call('GET', `${R}/im/hello`)).status).toBe(200);
    });

    it('counts the messages sent through openChannel like those of the socket', async () => {
      const v = await newVisitor(t);
      const { sessionId } = await convert(v);
      const send = () => v.call('POST', '/ccim-main/api/openChannel/sendTemplateMsg', { sessionId, templateType: 'waybill', waybillNo: 'YT1234567890123' });
      const got = await Promise.all(Array.from({ length: 24 }, send));
      expect(got.filter((r) => r.status === 200)).toHaveLength(20);
      expect(got.filter((r) => r.status === 429).map((r) => r.body.msg)).toEqual(Array(4).fill(TOO_FAST));
    });

    it('limits each visitor’s calls per minute, and nobody else', async () => {
      const v = await newVisitor(t);
      const got = await Promise.all(Array.from({ length: 210 }, () => v.call('GET', `${R}/im/hello`)));
      expect(got.filter((r) => r.status === 200)).toHaveLength(200);
      const refused = got.find((r) => r.status === 429)!;
      expect(refused.body).toMatchObject({ status: -1, msg: TOO_MANY });
      expect((await (await newVisitor(t)).call('GET', `${R}/im/hello`)).status).toBe(200);
    });

    it('limits parcel look-ups per visitor, and looks up by phone only for a visitor whose channel signed that phone', async () => {
      const anonymous = await newVisitor(t);
      const byPhone = await anonymous.call('POST', `${R}/im/queryOrderAndWaybill`, { keyword: '13900000002' });
      expect(byPhone.status).toBe(403);
      expect(byPhone.body.msg).toMatch(/only for your own signed-in account/);
      expect(JSON.stringify(byPhone.body)).not.toContain('YT1234567890123');
      for (let i = 0; i < 2; i++) expect((await anonymous.call('POST', `${R}/im/queryOrderAndWaybill`, { keyword: 'YT1234567890123' })).status).toBe(200);
      const fourth = await anonymous.call('POST', `${R}/qa/doWaybill`, { waybillNo: 'YT1234567890123' });
      expect(fourth.status).toBe(429);
      expect(fourth.body.msg).toBe('Too many parcel look-ups. Please try again in a minute.');

      const admin = await t.login('admin');
      expect((await t.call('PUT', '/ccim-main/api/skillGroupLinkMgt/secret', { token: admin, body: { id: 100, channelSecret: SECRET } })).status).toBe(200);
      const openId = `wx-${randomBytes(4).toString('hex')}`;
      const issuedAt = Date.now();
      const phone = '13900000002';
      const signedIn = await t.call('POST', `${R}/im/getChannelUserInfoByOpenId`, { body: { openId, channel: 100, issuedAt, phone, signature: signChannelIdentity(SECRET, openId, issuedAt, { phone }) } });
      expect(signedIn.status).toBe(200);
      const owner = asVisitor(t, signedIn.body.data.visitorToken, freshAddress());
      const own = await owner.call('POST', `${R}/im/queryOrderAndWaybill`, { keyword: phone });
      expect(own.status).toBe(200);
      expect(own.body.data.map((w: { waybillNo: string }) => w.waybillNo)).toContain('YT1234567890123');
      expect((await owner.call('POST', `${R}/im/queryOrderAndWaybill`, { keyword: '13800000001' })).status).toBe(403);
    });
  });

  describe(`the visitor's HTTP limits per address, shared through Redis (${dialect})`, () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      const env = { REDIS_URL: REDIS, VISITOR_CALLS_PER_MINUTE: '6', VISITOR_ADDRESS_CALLS_PER_MINUTE: '12' };
      a = await createTestApp(dialect, { env });
      b = await createTestApp(dialect, { env, db: a.db, seed: false });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('counts one visitor’s calls on both instances together, and one address’s across its visitors', async () => {
      const address = freshAddress();
      const first = await a.call('GET', `${R}/im/getCurrentUser?channel=100`, { headers: { 'x-forwarded-for': address } });
      const token = first.body.data.visitorToken as string;
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await asVisitor(i % 2 ? a : b, token, address).call('GET', `${R}/im/hello`)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
      // The address made 8 calls and a ninth for a new visitor, who has 3 left: then the address is refused for everyone.
      const other = await b.call('GET', `${R}/im/getCurrentUser?channel=100`, { headers: { 'x-forwarded-for': address } });
      const second = asVisitor(a, other.body.data.visitorToken as string, address);
      const more: number[] = [];
      for (let i = 0; i < 4; i++) more.push((await second.call('GET', `${R}/im/hello`)).status);
      expect(more).toEqual([200, 200, 200, 429]);
      const refused = await asVisitor(b, other.body.data.visitorToken as string, address, 'zh-CN').call('GET', `${R}/im/hello`);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ status: -1, msg: '请求过于频繁，请稍等片刻再试。' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await asVisitor(a, token, freshAddress()).call('GET', `${R}/im/hello`)).status).toBe(429);
    });
  });
}
