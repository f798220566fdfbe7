import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatting, clientMsgId, readyAgent, request, type TestAgent, type TestVisitor } from '../helpers/conversation';
import { createTestApp, DIALECTS, type TestApp } from '../helpers/test-app';
import { API } from './workbench/fixture';

interface Suggestion {
  source: 'qa' | 'quickReply' | 'waybill';
  id: string;
  text: string;
  score: number;
}

for (const dialect of DIALECTS) {
  describe(`suggested replies (${dialect})`, () => {
    let t: TestApp;
    let agent: TestAgent;
    let other: TestAgent;
    let v: TestVisitor;
    let sessionId: string;

    const say = async (content: string) => expect((await request(v.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content })).status).toBe(0);
    const suggest = async (lang?: 'en' | 'zh', token = agent.token) =>
      t.call<{ status: number; msg: string; data: Suggestion[] }>('GET', `${API}/workbench/suggestReplies?sessionId=${sessionId}${lang ? `&lang=${lang}` : ''}`, { token });

    beforeAll(async () => {
      t = await createTestApp(dialect);
      ({ agent, v, sessionId } = await chatting(t, 'agent1'));
      other = await readyAgent(t, 'agent2', { ready: false });
    });
    afterAll(() => t?.close());

    it('ranks a visitor message about once: later calls reuse its ranking until the base changes or a minute passes', async () => {
      const brain = t.app.robot.brain;
      await brain.ready();
      const first = brain.rankKept('How long does delivery take to Guangzhou?', 1_000_000, 3);
      expect(first.ranked.length).toBeGreaterThan(0);
      expect(brain.rankKept('How long does delivery take to Guangzhou?', 1_030_000, 3)).toBe(first);
      expect(brain.rankKept('How long does delivery take to Guangzhou?', 1_060_000, 3)).not.toBe(first);
      const kept = brain.rankKept('Do you deliver on Sundays?', 2_000_000, 3);
      brain.invalidate();
      await brain.ready();
      const again = brain.rankKept('Do you deliver on Sundays?', 2_000_000, 3);
      expect(again).not.toBe(kept);
      expect(again.ranked.map((r) => r.entry.row.id)).toEqual(kept.ranked.map((r) => r.entry.row.id));
    });

    it('answers nothing before the visitor asked anything', async () => {
      const r = await suggest();
      expect(r.body).toMatchObject({ status: 0, data: [] });
    });

    it('puts the Q&A entry answering the visitor\'s question first, at most three', async () => {
      await say('Hello');
      await say('How long does delivery take to another province?');
      const r = await suggest();
      expect(r.body.status).toBe(0);
      const list = r.body.data;
      expect(list.length).toBeGreaterThan(0);
      expect(list.length).toBeLessThanOrEqual(3);
      const entry = await t.db.kysely.selectFrom('robot_qa').select('id').where('question', '=', 'How long does delivery take').executeTakeFirstOrThrow();
      expect(list[0]).toMatchObject({ source: 'qa', id: entry.id });
      expect(list[0].text).toContain('1–2 days within a province');
      expect(list.map((s) => s.score)).toEqual([...list.map((s) => s.score)].sort((a, b) => b - a));
    });

    it('offers a quick reply holding the question\'s words, the agent\'s own before a colleague\'s', async () => {
      const at = Date.now();
      const mine = await t.db.kysely.selectFrom('users').select('id').where('username', '=', 'agent1').executeTakeFirstOrThrow();
      const theirs = await t.db.kysely.selectFrom('users').select('id').where('username', '=', 'agent2').executeTakeFirstOrThrow();
      const row = (id: string, owner: string) => ({ id, type: 1, type_id: null, title: 'Refrigerated parcels', content: `Refrigerated parcels go by cold chain (${id}).`, sort: 0, click_count: 3, owner_user_id: owner, created_at: at, updated_at: at });
      await t.db.kysely.insertInto('quick_replies').values([row('qr-mine', mine.id), row('qr-theirs', theirs.id)]).execute();
      await say('Can you send refrigerated parcels?');
      const list = (await suggest()).body.data;
      expect(list.filter((s) => s.source === 'quickReply').map((s) => s.id)).toEqual(['qr-mine']);
    });

    it('puts a sentence on the waybill the chat names first, in the agent\'s language', async () => {
      await say('My waybill is YT1234567890123, when will it come?');
      const en = (await suggest('en')).body.data;
      expect(en[0]).toMatchObject({ source: 'waybill', id: 'YT1234567890123' });
      expect(en[0].text).toMatch(/^Your waybill YT1234567890123 is in transit\. /);
      const zh = (await suggest('zh')).body.data;
      expect(zh[0].text).toMatch(/^您的运单 YT1234567890123 当前状态：运输中。/);
      expect(zh.length).toBeLessThanOrEqual(3);
    });

    it('refuses an agent who does not serve the chat, and a bad language', async () => {
      const r = await suggest('en', other.token);
      expect(r.status).toBe(403);
      expect(r.body.data).toBeNull();
      const bad = await t.call('GET', `${API}/workbench/suggestReplies?sessionId=${sessionId}&lang=fr`, { token: agent.token });
      expect(bad.status).toBe(400);
    });

    it('records a reply sent from a suggestion, as sent or edited, and keeps plain replies as they were', async () => {
      const [first] = (await suggest('en')).body.data;
      const asIs = await request(agent.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: first.text, suggestion: { source: first.source, id: first.id, edited: false } });
      expect(asIs.status).toBe(0);
      const id = clientMsgId();
      const edited = { sessionId, clientMsgId: id, content: `${first.text} Anything else?`, suggestion: { source: first.source, id: first.id, edited: true } };
      expect((await request(agent.socket, 'chatMessage', edited)).status).toBe(0);
      // A resend of the same message is stored once and recorded once.
      expect((await request(agent.socket, 'chatMessage', edited)).status).toBe(0);
      expect((await request(agent.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'Plain reply' })).status).toBe(0);
      const rows = await t.db.kysely.selectFrom('reply_suggestion_uses').selectAll().where('session_id', '=', sessionId).orderBy('created_at').orderBy('outcome', 'desc').execute();
      expect(rows.map((r) => ({ agent: r.agent_id, source: r.source, id: r.suggestion_id, outcome: r.outcome, message: r.message_id !== null }))).toEqual([
        { agent: agent.id, source: 'waybill', id: 'YT1234567890123', outcome: 'sent', message: true },
        { agent: agent.id, source: 'waybill', id: 'YT1234567890123', outcome: 'edited', message: true },
      ]);
    });

    it('refuses a malformed suggestion, and one from a visitor', async () => {
      const bad = await request(agent.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'x', suggestion: { source: 'robot', id: 'a', edited: false } });
      expect(bad.status).toBe(-1);
      const fromVisitor = await request(v.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'x', suggestion: { source: 'qa', id: 'a', edited: false } });
      expect(fromVisitor).toMatchObject({ status: -1, msg: 'Only staff send suggested replies' });
    });
  });
}
