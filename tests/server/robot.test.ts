import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMsgId, convert, newVisitor, nobodyOnline, readyAgent, request } from '../helpers/conversation';
import { createTestApp, DIALECTS, EVENT_WAIT_MS, nextEvent, type TestApp } from '../helpers/test-app';

for (const dialect of DIALECTS) {
  describe(`robot (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t?.close());

    const ask = async (v: Awaited<ReturnType<typeof newVisitor>>, question: string, extra: object = {}) => {
      const r = await v.call('POST', '/ccim-robot/api/im/answer', { question, channel: 100, ...extra });
      expect(r.body.status).toBe(0);
      return r.body.data;
    };

    it('greets, lists hot questions and the pushed announcement', async () => {
      const v = await newVisitor(t);
      const hello = await v.call('GET', '/ccim-robot/api/im/hello');
      expect(hello.body.data.greeting.zh).toMatch(/您好/);
      const hot = await v.call('GET', '/ccim-robot/api/im/hot');
      expect(hot.body.data.length).toBeGreaterThan(3);
      expect(hot.body.data.every((q: any) => q.classify === 1)).toBe(true);
      const notice = await v.call('GET', '/ccim-robot/api/im/homeAnnouncement');
      expect(notice.body.data.title).toMatch(/Spring Festival/);
      expect((await t.call('GET', '/ccim-robot/api/im/hot')).status).toBe(401);
    });

    it('answers a confident match, offers close ones, and logs what it cannot answer', async () => {
      const v = await newVisitor(t);
      const zh = await ask(v, '运费怎么算的？');
      expect(zh.kind).toBe('answer');
      expect(zh.answer.extra.html).toMatch(/首重/);
      const en = await ask(v, 'how do I track my parcel?');
      expect(en.kind).toBe('answer');
      expect(en.answer.extra.question).toBe('How do I track my parcel');
      const close = await ask(v, 'parcel fee insurance');
      expect(['suggest', 'answer']).toContain(close.kind);
      const none = await ask(v, 'Do you sell concert tickets in Paris?');
      expect(none.kind).toBe('none');
      // "Rate" says price, but not inside "exchange rate" (migration 0028's group, which no entry is about).
      expect((await ask(v, 'what are your rates to Beijing')).answer.extra.question).toBe('How is the shipping fee calculated');
      expect((await ask(v, "what's the exchange rate for dollars today")).kind).not.toBe('answer');
      expect((await ask(v, '今天美元汇率是多少')).kind).not.toBe('answer');
      // "By weight" asks how a price is worked out: no confident answer about overweight parcels, the fee offered.
      const basis = await ask(v, 'how do you work out what a parcel costs, is it by size or by weight');
      expect(basis.kind).toBe('suggest');
      expect(basis.answer.extra.suggestions.map((s: { question: string }) => s.question)).toContain('How is the shipping fee calculated');
      const chit = await ask(v, '在吗');
      expect(chit.kind).toBe('noIntention');
      const noAnswer = await t.db.kysely.selectFrom('robot_no_answer').selectAll().where('question', '=', 'Do you sell concert tickets in Paris?').executeTakeFirst();
      expect(noAnswer).toMatchObject({ status: 0, count: 1, visitor_id: v.id });
      const noIntent = await t.db.kysely.selectFrom('robot_no_intention').selectAll().where('visitor_id', '=', v.id).execute();
      expect(noIntent.map((r) => r.content)).toEqual(['在吗']);
      // A clicked suggestion answers exactly that entry.
      const hot = (await v.call('GET', '/ccim-robot/api/im/hot')).body.data[0];
      const clicked = await ask(v, hot.question, { qaId: hot.id });
      expect(clicked.answer.extra.qaId).toBe(hot.id);
    });

    it('skips disabled and out-of-date entries', async () => {
      const v = await newVisitor(t);
      const entry = await t.db.kysely.selectFrom('robot_qa').selectAll().where('question', '=', '怎么开发票').executeTakeFirstOrThrow();
      await t.db.kysely.updateTable('robot_qa').set({ valid_to: Date.now() - 1000, updated_at: Date.now() }).where('id', '=', entry.id).execute();
      t.app.ctx.events.emit('robot_qa.changed', {});
      await new Promise((r) => setImmediate(r));
      const r = await ask(v, '怎么开发票');
      expect(r.answer.extra.qaId).not.toBe(entry.id);
      await t.db.kysely.updateTable('robot_qa').set({ valid_to: null }).where('id', '=', entry.id).execute();
    });

    it('recognises a waybill number and answers with its tracks', async () => {
      const v = await newVisitor(t);
      const r = await ask(v, '帮我查一下 YT1234567890123 到哪了');
      expect(r.kind).toBe('waybill');
      expect(r.answer.extra.waybill.tracks.length).toBe(3);
      expect(r.answer.extra.waybill.receiverPhone).toBe('139****0002');
      const missing = await ask(v, 'YT0000000000000');
      expect(missing.answer.extra.waybill).toBeNull();
      const fee = await v.call('POST', '/ccim-robot/api/qa/doCollectMoney', { waybillNo: 'YT9876543210987' });
      expect(fee.body.data).toMatchObject({ fee: 10, collectAmount: 199 });
      const lookup = await v.call('POST', '/ccim-robot/api/im/queryOrderAndWaybill', { keyword: 'DD20240003' });
      expect(lookup.body.data[0].waybillNo).toBe('KY2024000000001');
      const bad = await v.call('POST', '/ccim-robot/api/qa/doWaybill', { waybillNo: "1' or '1'='1" });
      expect(bad.status).toBe(400);
    });

    it('answers a question naming a waybill from the base when it is not a lookup, with the parcel beside the answer', async () => {
      const v = await newVisitor(t);
      const lost = await ask(v, '快递被你们搞丢了 YT1234567890123 怎么办');
      expect(lost.kind).toBe('answer');
      expect(lost.answer.extra).toMatchObject({ question: '快递丢了怎么办', waybillNo: 'YT1234567890123', waybill: { waybillNo: 'YT1234567890123' } });
      expect(lost.answer.content).toContain('YT1234567890123');
      const unknown = await ask(v, 'my parcel YT0000000000000 arrived damaged');
      expect(unknown.answer.extra).toMatchObject({ kind: 'answer', question: 'My parcel arrived damaged', waybillNo: 'YT0000000000000', waybill: null });
      // Where the parcel is and when it comes, its own tracking answers: never the courier's pickup time.
      for (const q of ['YT1234567890123 什么时候到', 'YT1234567890123 到哪了', 'where is YT1234567890123']) expect((await ask(v, q)).kind).toBe('waybill');
    });

    it('answers in the robot session it answered in last, and follows the visitor to a human and to a new chat', async () => {
      const v = await newVisitor(t);
      const first = await ask(v, '运费怎么算的？');
      expect((await ask(v, 'how do I track my parcel?')).sessionId).toBe(first.sessionId);
      // Handed to a human: the robot session this instance remembers is refused by the writer, then read again.
      await convert(v);
      const r = await v.call('POST', '/ccim-robot/api/im/answer', { question: 'are you still there', channel: 100 });
      expect(r.body.status).toBe(-2);
      expect(r.body.msg).toBe('You are connected to the human service; send your message in the chat');
      expect(r.body.data.sessionId).toBe(first.sessionId);
      const stored = await t.db.kysely.selectFrom('chat_messages').select('id').where('session_id', '=', first.sessionId).where('content', '=', 'are you still there').execute();
      expect(stored).toEqual([]);

      // Handed to a human and ended with no question between: the next question opens a new robot session.
      const w = await newVisitor(t);
      const before = await ask(w, '运费怎么算的？');
      await convert(w);
      expect((await w.socket.timeout(5000).emitWithAck('endSession', { sessionId: before.sessionId })).status).toBe(0);
      const after = await ask(w, '运费怎么算的？');
      expect(after.kind).toBe('answer');
      expect(after.sessionId).not.toBe(before.sessionId);
      const sessions = await t.db.kysely.selectFrom('chat_sessions').select(['id', 'status']).where('visitor_id', '=', w.id).orderBy('created_at').execute();
      expect(sessions.map((x) => x.status)).toEqual(['closed', 'robot']);
      const messages = await t.db.kysely.selectFrom('chat_messages').select('seq').where('session_id', '=', after.sessionId).orderBy('seq').execute();
      expect(messages.map((m) => m.seq)).toEqual([1, 2]);
    });

    it('takes one vote per answer and one robot rating per session', async () => {
      const v = await newVisitor(t);
      const r = await ask(v, '怎么寄快递');
      const voted = await v.call('POST', `/ccim-robot/api/im/vote/${r.answer.id}?vote=1`);
      expect(voted.body.status).toBe(0);
      expect((await v.call('POST', `/ccim-robot/api/im/vote/${r.answer.id}?vote=0`)).body.status).toBe(-2);
      expect((await v.call('POST', `/ccim-robot/api/im/vote/${r.answer.id}?vote=7`)).status).toBe(400);
      const other = await newVisitor(t);
      expect((await other.call('POST', `/ccim-robot/api/im/vote/${r.answer.id}?vote=1`)).body.status).toBe(-1);
      expect((await v.call('POST', '/ccim-robot/api/im/rate', { sessionId: r.sessionId, score: 4 })).body.status).toBe(0);
      expect((await v.call('POST', '/ccim-main/api/openChannel/submitRobotEvaluate', { sessionId: r.sessionId, score: 5 })).body.status).toBe(-2);
    });

    it('masks sensitive words, keeps the original for audit, and follows list changes', async () => {
      const v = await newVisitor(t);
      const f = await v.call('POST', '/ccim-robot/api/words/filter', { text: '你们是骗子吗 scam!' });
      expect(f.body.data).toEqual({ text: '你们是**吗 ****!', words: ['骗子', 'scam'] });

      // The chats earlier cases left in the queue would reach agent5 first, and this visitor's could still be queued.
      await nobodyOnline(t);
      const agent = await readyAgent(t, 'agent5');
      const assigned = nextEvent(agent.socket, 'newSession', EVENT_WAIT_MS, (s: { visitorId: string }) => s.visitorId === v.id);
      const { sessionId } = await convert(v);
      await assigned;
      const seen = nextEvent(agent.socket, 'chatMessage', EVENT_WAIT_MS, (m: any) => m.author === 2);
      await request(v.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: '垃圾公司，还我快递' });
      expect((await seen).content).toBe('****，还我快递');
      const row = await t.db.kysely.selectFrom('chat_messages').selectAll().where('session_id', '=', sessionId).where('author', '=', 2).executeTakeFirstOrThrow();
      expect(row.content_raw).toBe('垃圾公司，还我快递');

      await t.db.kysely.insertInto('sensitive_words').values({ id: 'w-test', word: '退钱', category: 'test', enabled: 1, created_at: Date.now(), updated_at: Date.now() }).execute();
      t.app.ctx.events.emit('sensitive_words.changed', {});
      await new Promise((r) => setImmediate(r));
      const after = await v.call('POST', '/ccim-robot/api/words/filter', { text: '赶紧退钱' });
      expect(after.body.data.text).toBe('赶紧**');
    });

    it('streams the AI chat answer as server-sent events', async () => {
      const v = await newVisitor(t);
      const res = await fetch(`${t.url}/ccim-robot/api/aics/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-visitor-token': v.token },
        body: JSON.stringify({ question: '运费怎么计算' }),
      });
      expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
      const text = await res.text();
      const deltas = [...text.matchAll(/event: delta\ndata: (.*)\n/g)].map((m) => JSON.parse(m[1]).delta).join('');
      expect(deltas).toMatch(/首重/);
      expect(text).toMatch(/event: done/);
      expect(text.match(/event: delta/g)!.length).toBeGreaterThan(5);
    });
  });
}
