import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatting, clientMsgId, readyAgent, request } from '../../helpers/conversation';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';
import { API } from './fixture';

/** The transcript export of one session in `lang`: [author, content] per row. */
async function transcript(t: TestApp, token: string, sessionId: string, lang: 'en' | 'zh') {
  const res = await fetch(`${t.url}${API}/historySessionReport/exportdetails`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ sessionIds: [sessionId], lang }),
  });
  expect(res.status).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await res.arrayBuffer());
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows.slice(1).map((r) => [r[2], r[4]]);
}

for (const dialect of DIALECTS) {
  describe(`system lines in the reader's language (${dialect})`, () => {
    let t: TestApp;
    let sessionId: string;
    let supervisor: string;
    let a2Token: string;

    beforeAll(async () => {
      t = await createTestApp(dialect);
      const c = await chatting(t, 'agent1');
      sessionId = c.sessionId;
      await request(c.agent.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'Note to self', note: true });
      const a2 = await readyAgent(t, 'agent2');
      const moved = await t.call('PUT', `${API}/workbench/confirmTransfer`, { token: c.agent.token, body: { sessionId, toAgentId: a2.id, note: 'Over to you' } });
      expect(moved.body.status).toBe(0);
      expect((await t.call('PUT', `${API}/workbench/clear`, { token: a2.token, body: { sessionId } })).body.status).toBe(0);
      supervisor = await t.login('supervisor');
      a2Token = a2.token;
    });
    afterAll(() => t?.close());

    it('exports the transcript with system lines in the export language and notes marked as notes', async () => {
      const en = await transcript(t, supervisor, sessionId, 'en');
      expect(en.filter(([, text]) => /transferred|ended|Internal note/.test(String(text)))).toEqual([
        ['Agent', '[Internal note] Note to self'],
        ['System', 'Chat transferred (李娜 → 张伟)'],
        ['Agent', '[Internal note] Over to you'],
        ['System', 'The session has ended'],
      ]);
      const zh = await transcript(t, supervisor, sessionId, 'zh');
      const texts = zh.map(([, text]) => String(text));
      expect(texts).toContain('会话已转接（李娜 → 张伟）');
      expect(texts).toContain('会话已结束');
      expect(texts).toContain('[内部备注] Over to you');
      expect(texts.join('\n')).not.toMatch(/Chat transferred|The session has ended/);
    });

    it('lists an ended chat without an unread count, though lines came after the agent last read', async () => {
      const list = (await t.call('GET', `${API}/workbench/listSession`, { token: a2Token })).body.data;
      const ended = list.find((s: { sessionId: string }) => s.sessionId === sessionId);
      expect(ended).toMatchObject({ status: 'closed', unread: 0 });
      const row = await t.db.kysely.selectFrom('chat_sessions').select(['last_seq', 'agent_read_seq']).where('id', '=', sessionId).executeTakeFirstOrThrow();
      expect(row.last_seq).toBeGreaterThan(row.agent_read_seq);
    });

    it('answers the session details with system lines in the caller’s language', async () => {
      const r = await t.call('POST', `${API}/historySessionReport/details`, { token: supervisor, body: { sessionId }, headers: { 'accept-language': 'zh-CN' } });
      const system = r.body.data.messages.filter((m: { author: number }) => m.author === 0).map((m: { content: string }) => m.content);
      expect(system).toContain('会话已转接（李娜 → 张伟）');
      expect(system).toContain('会话已结束');
    });
  });
}
