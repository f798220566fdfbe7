import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateTimeText } from '../../src/common/clock';
import { newVisitor, type TestVisitor } from '../helpers/conversation';
import { createTestApp, DIALECTS, type TestApp } from '../helpers/test-app';

const R = '/ccim-robot/api';
const DELIVERED = 'YT9876543210987';

for (const dialect of DIALECTS) {
  describe(`a parcel's times and summary (${dialect})`, () => {
    let t: TestApp;
    let v: TestVisitor;
    let tracks: { at: number }[];
    beforeAll(async () => {
      t = await createTestApp(dialect);
      v = await newVisitor(t);
      const row = await t.db.kysely.selectFrom('waybills').select('tracks').where('waybill_no', '=', DELIVERED).executeTakeFirstOrThrow();
      tracks = JSON.parse(row.tracks as string);
    });
    afterAll(async () => {
      v?.socket.disconnect();
      await t?.close();
    });

    it('writes the AI chat answer’s track times on the asking page’s clock (its time zone), as the robot card shows them', async () => {
      const chatId = (await v.call('POST', `${R}/aics/chat/open`, {})).body.data.chatId;
      const latest = tracks[tracks.length - 1].at;
      for (const tz of ['America/New_York', 'Asia/Shanghai']) {
        const r = await v.call('POST', `${R}/aics/chat/answer`, { chatId, question: `${DELIVERED} 到哪了`, tz });
        expect(r.body.status).toBe(0);
        expect(r.body.data.answer.content).toContain(`${dateTimeText(latest, 'zh', tz)} 深圳 已签收，签收人：本人`);
      }
      const en = await v.call('POST', `${R}/aics/chat/answer`, { chatId, question: `where is ${DELIVERED}`, tz: 'Europe/London' });
      expect(en.body.data.answer.content).toContain(`${dateTimeText(latest, 'en', 'Europe/London')} 深圳 Delivered, signed by the receiver`);
      // A zone nobody knows is no reason to fail the answer: the server's own clock is used.
      const odd = await v.call('POST', `${R}/aics/chat/answer`, { chatId, question: `where is ${DELIVERED}`, tz: 'Mars/Olympus' });
      expect(odd.body.data.answer.content).toContain(`${dateTimeText(latest, 'en')} 深圳 Delivered`);
    });

    it('says a delivered parcel’s status once in the robot’s one-line summary, in both languages', async () => {
      const answer = (question: string, lang: string) =>
        t.call('POST', `${R}/im/answer`, { body: { question, channel: 100 }, headers: { 'x-visitor-token': v.token, authorization: `Bearer ${v.token}`, 'accept-language': lang } });
      const zh = await answer(`${DELIVERED} 到哪了`, 'zh-CN');
      expect(zh.body.data.answer.content).toBe(`运单 ${DELIVERED}：已签收，签收人：本人`);
      const en = await answer(`where is ${DELIVERED}`, 'en');
      expect(en.body.data.answer.content).toBe(`Waybill ${DELIVERED}: Delivered, signed by the receiver`);
      // A track that does not repeat the status keeps both.
      const moving = await answer('YT1234567890123 到哪了', 'zh-CN');
      expect(moving.body.data.answer.content).toBe('运单 YT1234567890123：运输中，已到达北京转运中心');
    });
  });
}
