import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promisesIn } from '../../adapter-server/src/features/workbench/chat-summary.service';
import { chatting, clientMsgId, readyAgent, request, type TestAgent, type TestVisitor } from '../helpers/conversation';
import { createTestApp, DIALECTS, type TestApp } from '../helpers/test-app';
import { API } from './workbench/fixture';

interface Summary {
  text: string;
  reasons: { id: string; nameEn: string; nameZh: string }[];
  labels: string[];
  waybills: { waybillNo: string; status: string | null }[];
  promises: string[];
}

describe('the promises a summary keeps', () => {
  it('keeps the sentences that commit to something, in both languages, the latest three, each once', () => {
    expect(promisesIn(['Let me look. I will call you back within 2 hours. Is that all right?'])).toEqual(['I will call you back within 2 hours.']);
    expect(promisesIn(['我们会尽快为您核实，24小时内给您回复。请问还有其他问题吗？'])).toEqual(['我们会尽快为您核实，24小时内给您回复。']);
    expect(promisesIn(['Hello, how can I help?', 'Your parcel is in Shanghai.'])).toEqual([]);
    expect(promisesIn(['We will refund the fee.', "We'll check with the outlet.", 'We will refund the fee.', 'I will follow up tomorrow.', 'I shall write back.'])).toEqual([
      'We will refund the fee.',
      'I will follow up tomorrow.',
      'I shall write back.',
    ]);
  });
});

for (const dialect of DIALECTS) {
  describe(`the chat summary (${dialect})`, () => {
    let t: TestApp;
    let agent: TestAgent;
    let other: TestAgent;
    let v: TestVisitor;
    let sessionId: string;

    const summary = (lang?: 'en' | 'zh', token = agent.token, id = sessionId) =>
      t.call<{ status: number; msg: string; data: Summary }>('GET', `${API}/workbench/summary?sessionId=${id}${lang ? `&lang=${lang}` : ''}`, { token });
    const api = (method: string, path: string, body: unknown, token: string) => t.call(method, `${API}${path}`, { token, body });
    const send = async (socket: TestVisitor['socket'], content: string) => expect((await request(socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content })).status).toBe(0);

    beforeAll(async () => {
      t = await createTestApp(dialect);
      ({ agent, v, sessionId } = await chatting(t, 'agent1'));
      other = await readyAgent(t, 'agent2', { ready: false });
    });
    afterAll(() => t?.close());

    it('says there is nothing to summarise in a chat without facts', async () => {
      const en = await summary();
      expect(en.body).toMatchObject({ status: 0, data: { reasons: [], labels: [], waybills: [], promises: [] } });
      expect(en.body.data.text).toBe('Nothing to summarise yet: no reason, waybill or promise in this chat.');
      expect((await summary('zh')).body.data.text).toBe('暂无可总结的内容：本会话还没有咨询原因、运单或承诺。');
    });

    it('drafts the reasons, labels, waybills with their state and what the agent promised, in the agent\'s language', async () => {
      await send(v.socket, 'Where is my parcel YT1234567890123? It is late.');
      await send(agent.socket, 'Let me check. It is in transit.');
      await send(agent.socket, 'I will call you back within 2 hours with the outlet\'s answer. Anything else?');
      const reason = (await api('GET', '/workbench/contactReasons', undefined, agent.token)).body.data.reasons[0];
      expect((await api('PUT', '/workbench/sessionReasons', { sessionId, reasonIds: [reason.id] }, agent.token)).body.status).toBe(0);
      expect((await api('POST', '/workbench/sessionLabels', { sessionId, label: 'Call back' }, agent.token)).body.status).toBe(0);

      const en = (await summary('en')).body.data;
      expect(en.reasons.map((r) => r.id)).toEqual([reason.id]);
      expect(en.labels).toEqual(['Call back']);
      expect(en.waybills).toEqual([{ waybillNo: 'YT1234567890123', status: 'in_transit' }]);
      expect(en.promises).toEqual(["I will call you back within 2 hours with the outlet's answer."]);
      expect(en.text.split('\n')).toEqual([
        `Contact reason: ${reason.nameEn}`,
        'Labels: Call back',
        'Waybills: YT1234567890123 (in transit)',
        "Promised: I will call you back within 2 hours with the outlet's answer.",
      ]);
      const zh = (await summary('zh')).body.data.text.split('\n');
      expect(zh[0]).toBe(`咨询原因：${reason.nameZh}`);
      expect(zh[2]).toBe('运单：YT1234567890123（运输中）');
      // English is the default language.
      expect((await summary()).body.data.text).toBe(en.text);
    });

    it('leaves out a revoked promise', async () => {
      const sent = await request<{ status: number; data: { id: string } }>(agent.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'We will send a new parcel tomorrow.' });
      expect((await summary()).body.data.promises).toContain('We will send a new parcel tomorrow.');
      expect((await api('POST', '/workbench/msg/revocation', { sessionId, messageId: sent.data.id }, agent.token)).body.status).toBe(0);
      expect((await summary()).body.data.promises).not.toContain('We will send a new parcel tomorrow.');
    });

    it('is for the agent of the chat only, and refuses bad input', async () => {
      expect((await summary('en', other.token)).status).toBe(403);
      expect((await summary('en', v.token)).status).toBeGreaterThanOrEqual(401);
      const bad = await t.call<{ status: number; msg: string }>('GET', `${API}/workbench/summary?sessionId=${sessionId}&lang=fr`, { token: agent.token });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toMatch(/lang/);
      expect((await t.call('GET', `${API}/workbench/summary`, { token: agent.token })).status).toBe(400);
    });
  });
}
