import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SuggestionReportData } from '../../../src/common/suggestionReport';
import { chatting, clientMsgId, readyAgent, request, type TestAgent } from '../../helpers/conversation';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';
import { downloadXlsx } from './fixture';

const API = '/ccim-main/api/suggestionReport/list';

for (const dialect of DIALECTS) {
  describe(`suggested replies report (${dialect})`, () => {
    let t: TestApp;
    let supervisor: string;
    let a1: TestAgent;
    let a2: TestAgent;
    let qaId: string;
    const today = () => new Date().toISOString().slice(0, 10);
    const list = (body: object = {}, token = supervisor) => t.call<{ status: number; msg: string; data: SuggestionReportData }>('POST', API, { token, body: { startDate: today(), endDate: today(), tz: 'UTC', ...body } });
    const reply = async (agent: TestAgent, sessionId: string, content: string, suggestion?: object) =>
      expect((await request(agent.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content, ...(suggestion ? { suggestion } : {}) })).status).toBe(0);

    beforeAll(async () => {
      t = await createTestApp(dialect);
      supervisor = await t.login('supervisor');
      qaId = (await t.db.kysely.selectFrom('robot_qa').select('id').where('question', '=', 'How long does delivery take').executeTakeFirstOrThrow()).id;
      // agent1: three replies, one from a Q&A answer as offered, one from a quick reply edited first, one typed past
      // the Q&A answer offered (passed over); an internal note and a revoked reply are not replies.
      const one = await chatting(t, 'agent1');
      a1 = one.agent;
      await reply(a1, one.sessionId, 'Delivery takes 1–2 days.', { source: 'qa', id: qaId, edited: false });
      await reply(a1, one.sessionId, 'Cold chain it is, anything else?', { source: 'quickReply', id: 'qr-1', edited: true });
      await reply(a1, one.sessionId, 'Typed by hand', { source: 'qa', id: qaId, edited: false, ignored: true });
      expect((await request(a1.socket, 'chatMessage', { sessionId: one.sessionId, clientMsgId: clientMsgId(), content: 'note', note: true })).status).toBe(0);
      const revoked = await request<{ status: number; data: { id: string } }>(a1.socket, 'chatMessage', { sessionId: one.sessionId, clientMsgId: clientMsgId(), content: 'oops' });
      expect((await t.call('POST', '/ccim-main/api/workbench/msg/revocation', { token: a1.token, body: { sessionId: one.sessionId, messageId: revoked.data.id } })).status).toBe(200);
      await t.call('PUT', '/ccim-main/api/agentLogin/status', { token: a1.token, body: { id: a1.id, status: 2 } });
      // agent2: one reply, from the same Q&A answer.
      a2 = await readyAgent(t, 'agent2');
      const two = await chatting(t, 'agent2');
      await reply(two.agent, two.sessionId, 'Delivery takes 1–2 days within a province.', { source: 'qa', id: qaId, edited: false });
    });
    afterAll(() => t?.close());

    it('counts each agent\'s replies, the ones from a suggestion per source, the edited and passed-over ones, and the total', async () => {
      const r = await list();
      expect(r.body.status).toBe(0);
      const byName = Object.fromEntries(r.body.data.agents.map((a) => [a.agentId, a]));
      expect(byName[a1.id]).toMatchObject({ replies: 3, fromSuggestion: 2, share: 66.67, bySource: { qa: 1, quickReply: 1, waybill: 0 }, edited: 1, ignored: 1, takeUp: 66.67 });
      expect(byName[a1.id].agentName).not.toBe(a1.id);
      expect(byName[a2.id]).toMatchObject({ replies: 1, fromSuggestion: 1, share: 100, bySource: { qa: 1, quickReply: 0, waybill: 0 }, edited: 0, ignored: 0, takeUp: 100 });
      expect(r.body.data.summary).toEqual({ replies: 4, fromSuggestion: 3, share: 75, bySource: { qa: 2, quickReply: 1, waybill: 0 }, edited: 1, ignored: 1, takeUp: 75 });
      // The passed-over Q&A answer is not a use of it.
      expect(r.body.data.topQa).toEqual([{ id: qaId, question: 'How long does delivery take', uses: 2, edited: 0 }]);
    });

    it('narrows to one agent, and counts nothing for a range without chats', async () => {
      const r = await list({ agentId: a2.id });
      expect(r.body.data.agents.map((a) => a.agentId)).toEqual([a2.id]);
      expect(r.body.data.summary.replies).toBe(1);
      const empty = await list({ startDate: '2024-01-01', endDate: '2024-01-31' });
      expect(empty.body.data).toEqual({ summary: { replies: 0, fromSuggestion: 0, share: 0, bySource: { qa: 0, quickReply: 0, waybill: 0 }, edited: 0, ignored: 0, takeUp: null }, agents: [], topQa: [] });
    });

    it('exports the agents and the range\'s total in the reader\'s language', async () => {
      const en = await downloadXlsx(t, supervisor, 'suggestionReport/export', { startDate: today(), endDate: today(), tz: 'UTC', lang: 'en' });
      expect(en.sheet).toBe('Suggested replies');
      expect(en.disposition).toContain(`suggestion_${today()}_${today()}.xlsx`);
      expect(en.rows[0]).toEqual(['Agent', 'Replies', 'From a suggestion', 'Share', 'Q&A', 'Quick reply', 'Waybill sentence', 'Edited first', 'Passed over', 'Take-up']);
      const name = (await list()).body.data.agents.find((a) => a.agentId === a1.id)!.agentName;
      const row = en.rows.find((r) => r[0] === name)!;
      // Shares as fractions (a spreadsheet shows 66.67%).
      expect([...row.slice(1, 3), ...row.slice(4, 9)]).toEqual([3, 2, 1, 1, 0, 1, 1]);
      expect([row[3], row[9]].map((x) => Number(x).toFixed(4))).toEqual(['0.6667', '0.6667']);
      expect(en.rows.at(-1)!.slice(0, 3)).toEqual([`${today()}~${today()}`, 4, 3]);
      expect(en.rows).toHaveLength(4);
      const zh = await downloadXlsx(t, supervisor, 'suggestionReport/export', { startDate: today(), endDate: today(), tz: 'UTC' }, 'zh-CN');
      expect(zh.sheet).toBe('推荐回复报表');
      expect(zh.rows[0].slice(-2)).toEqual(['未采用', '采用率']);
      expect((await t.call('POST', '/ccim-main/api/suggestionReport/export', { token: a1.token, body: { startDate: today(), endDate: today() } })).status).toBe(403);
    });

    it('is for supervisors and admins, and refuses bad dates with a clear message', async () => {
      expect((await list({}, a1.token)).status).toBe(403);
      expect((await list({}, await t.login('admin'))).body.status).toBe(0);
      const bad = await list({ endDate: '2024-13-01' });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toMatch(/endDate/);
      const reversed = await list({ startDate: today(), endDate: '2024-01-01' });
      expect(reversed.body.msg).toBe('The end date must not be before the start date');
    });
  });
}
