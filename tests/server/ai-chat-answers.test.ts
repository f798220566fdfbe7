import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, readyAgent, type TestVisitor } from '../helpers/conversation';
import { createTestApp, DIALECTS, nextEvent, type TestApp } from '../helpers/test-app';

const R = '/ccim-robot/api';

for (const dialect of DIALECTS) {
  describe(`AI chat answers and handover (${dialect})`, () => {
    let t: TestApp;
    let v: TestVisitor;
    let chatId: string;
    const ask = async (question: string): Promise<string> => {
      const r = await v.call('POST', `${R}/aics/chat/answer`, { chatId, question });
      expect(r.body.status).toBe(0);
      return r.body.data.answer.content;
    };
    beforeAll(async () => {
      t = await createTestApp(dialect);
      v = await newVisitor(t);
      chatId = (await v.call('POST', `${R}/aics/chat/open`, {})).body.data.chatId;
    });
    afterAll(async () => {
      v?.socket.disconnect();
      await t?.close();
    });

    it("answers a waybill number with that parcel's status and tracks, latest first, in the question's language", async () => {
      const en = await ask('Where is my parcel YT1234567890123?');
      expect(en).toMatch(/^Waybill YT1234567890123: in transit\./);
      expect(en).toContain('Tracking (latest first):');
      expect(en.indexOf('Arrived at Beijing hub')).toBeGreaterThan(0);
      expect(en.indexOf('Arrived at Beijing hub')).toBeLessThan(en.indexOf('Collected by Shanghai Pudong outlet'));
      expect(en).toContain('Expected delivery: ');

      const zh = await ask('yt9876543210987 到哪了');
      expect(zh).toMatch(/^运单 YT9876543210987：已签收。/);
      expect(zh).toContain('已签收，签收人：本人');
      expect(zh).not.toContain('预计送达');

      expect(await ask('where is YT0000000000000')).toBe('No waybill YT0000000000000 was found. Please check the number.');
    });

    it('answers each part of a question in its own place, and names the part it could not answer', async () => {
      const two = await ask('How is the shipping fee calculated? How long does delivery take?');
      expect(two).toContain('About "How is the shipping fee calculated":\nFee = first-kilogram price');
      expect(two).toContain('About "How long does delivery take":\nUsually 1–2 days');

      // Joined in one sentence, and with a waybill as one of the parts.
      const joined = await ask('How much is insurance and can I change the delivery address');
      expect(joined).toContain('Insurance costs 0.5%');
      expect(joined).toContain('Yes, before the parcel is out for delivery');
      const withWaybill = await ask('Where is KY2024000000001, and what does cash on delivery cost?');
      expect(withWaybill).toContain('Waybill KY2024000000001: out for delivery.');
      expect(withWaybill).toContain('Cash on delivery costs 1%');

      const zh = await ask('运费怎么计算？快递几天能到？');
      expect(zh).toContain('关于“运费怎么计算”：\n运费 = 首重价格');
      expect(zh).toContain('关于“快递几天能到”：\n省内一般 1-2 天');

      const half = await ask('How is the shipping fee calculated? Can you recommend a good restaurant near the station tonight?');
      expect(half).toContain('Fee = first-kilogram price');
      expect(half).toContain('I could not answer "Can you recommend a good restaurant near the station tonight". You can ask for a human agent about it.');

      // One question stays one answer, without headings; a greeting is no part of its own.
      const one = await ask('Hi! How do I track my parcel?');
      expect(one).toContain('Send me your waybill number');
      expect(one).not.toContain('About "');
    });

    it("hands the visitor over to the queue with the AI transcript in the session, marked, once however often it is asked", async () => {
      const agent = await readyAgent(t, 'agent1');
      const a = await newVisitor(t);
      const other = await newVisitor(t);
      try {
        const chat = (await a.call('POST', `${R}/aics/chat/open`, {})).body.data.chatId;
        await a.call('POST', `${R}/aics/chat/answer`, { chatId: chat, question: 'Where is YT1234567890123?' });
        await a.call('POST', `${R}/aics/chat/answer`, { chatId: chat, question: 'How much is insurance' });

        // Somebody else's chat, or a malformed call, hands nothing over.
        expect((await other.call('POST', `${R}/aics/chat/handover`, { chatId: chat })).body).toMatchObject({ status: -1, msg: 'No such chat' });
        expect((await a.call('POST', `${R}/aics/chat/handover`, {})).status).toBe(400);

        const assigned = nextEvent(agent.socket, 'newSession');
        const r = await a.call('POST', `${R}/aics/chat/handover`, { chatId: chat });
        expect(r.body.status).toBe(0);
        const { sessionId } = r.body.data;
        expect(['queued', 'active']).toContain(r.body.data.status);
        await assigned;
        // A second tap copies nothing again.
        expect((await a.call('POST', `${R}/aics/chat/handover`, { chatId: chat })).body.data.sessionId).toBe(sessionId);

        const history = (await t.call('GET', `/ccim-main/api/workbench/listMsg?sessionId=${sessionId}&afterSeq=0`, { token: agent.token })).body.data as { author: number; type: string; content: string; extra: Record<string, unknown> | null }[];
        const lines = history.map((m) => [m.author, m.type === 'system' ? m.extra?.code : m.content.split('\n')[0]]);
        expect(lines.slice(0, 6)).toEqual([
          [0, 'aiTranscript'],
          [2, 'Where is YT1234567890123?'],
          [3, 'Waybill YT1234567890123: in transit.'],
          [2, 'How much is insurance'],
          [3, expect.stringMatching(/^Insurance costs 0.5%/)],
          [0, 'queued'],
        ]);
        expect(history[0].extra).toMatchObject({ code: 'aiTranscript', count: 4 });
        expect(history.filter((m) => m.extra?.code === 'aiTranscript')).toHaveLength(1);
        expect(history[2].extra).toMatchObject({ kind: 'ai' });
      } finally {
        a.socket.disconnect();
        other.socket.disconnect();
        agent.socket.disconnect();
      }
    });
  });
}
