import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportDb } from '../../adapter-server/src/db/report-db';
import { inTransaction } from '../../adapter-server/src/db/compiled';
import { postgresBatch, sqliteBatch } from '../../adapter-server/src/features/messages/message.repository';
import { appendBatch, ResentInBatch, type AppendInput } from '../../adapter-server/src/features/messages/message.service';
import { AppError } from '../../adapter-server/src/http/envelope';
import { drainMentionQueue } from '../../adapter-server/src/features/waybill/waybill-mentions';
import { clientMsgId, newVisitor, chatting } from '../helpers/conversation';
import { createTestApp, DIALECTS, type TestApp } from '../helpers/test-app';


const fromVisitor = (sessionId: string, visitorId: string, content: string, cid = clientMsgId()): AppendInput => ({
  sessionId,
  author: 2,
  type: 'text',
  content,
  clientMsgId: cid,
  guard: { statuses: ['queued', 'active'], visitorId },
});
const fromAgent = (sessionId: string, agentId: string, content: string): AppendInput => ({
  sessionId,
  author: 1,
  type: 'text',
  content,
  clientMsgId: clientMsgId(),
  agentId,
  guard: { statuses: ['active'], agentId },
});

const messagesOf = (t: TestApp, sessionId: string) =>
  t.db.kysely.selectFrom('chat_messages').select(['id', 'seq', 'author', 'content', 'client_msg_id']).where('session_id', '=', sessionId).orderBy('seq').execute();
const sessionOf = (t: TestApp, sessionId: string) => reportDb(t.db.kysely).selectFrom('chat_sessions').selectAll().where('id', '=', sessionId).executeTakeFirstOrThrow();

for (const dialect of DIALECTS) {
  describe(`delivery in batches (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t?.close());

    it("queues a batch's visitor lines that may name a waybill number, with the lines, for the mention index", async () => {
      const { agent, v, sessionId } = await chatting(t, 'agent1');
      const inputs = [
        fromVisitor(sessionId, v.id, 'where is sf1234567890123?'),
        fromAgent(sessionId, agent.id, 'Is it YT5555555555555?'),
        fromVisitor(sessionId, v.id, 'SF1234567890123 and KY1234567890'),
      ];
      await Promise.all(inputs.map((i) => t.app.loop.writer.append(i)));
      // Queued by the trigger with the lines, read into the index as a search would.
      expect((await t.db.kysely.selectFrom('waybill_mention_queue').select('seq').where('session_id', '=', sessionId).execute()).length).toBe(2);
      await drainMentionQueue(t.db.kysely);
      const rows = await t.db.kysely.selectFrom('waybill_mentions').select(['waybill_no']).where('session_id', '=', sessionId).orderBy('waybill_no').execute();
      expect(rows.map((r) => r.waybill_no)).toEqual(['KY1234567890', 'SF1234567890123']);
    });

    it('numbers a burst from both ends in send order and counts it on the session as if sent one by one', async () => {
      const { agent, v, sessionId } = await chatting(t, 'agent1');
      const before = await sessionOf(t, sessionId);
      // Handed in within one turn, so the writer stores them as one batch.
      const inputs = [
        fromVisitor(sessionId, v.id, 'v1'),
        fromVisitor(sessionId, v.id, 'v2'),
        fromAgent(sessionId, agent.id, 'a1'),
        fromAgent(sessionId, agent.id, 'a2'),
        fromVisitor(sessionId, v.id, 'v3'),
      ];
      const stored = await Promise.all(inputs.map((i) => t.app.loop.writer.append(i)));
      expect(stored.map((s) => s.message.seq)).toEqual([1, 2, 3, 4, 5].map((n) => before.last_seq + n));
      expect((await messagesOf(t, sessionId)).slice(-5).map((m) => m.content)).toEqual(['v1', 'v2', 'a1', 'a2', 'v3']);
      const after = await sessionOf(t, sessionId);
      expect(after.last_seq).toBe(before.last_seq + 5);
      expect(after.visitor_msg_count - before.visitor_msg_count).toBe(3);
      expect(after.agent_msg_count - before.agent_msg_count).toBe(2);
      expect(after.visitor_read_seq).toBe(before.last_seq + 5);
      expect(after.agent_read_seq).toBe(before.last_seq + 4);
      expect(after.last_message_preview).toBe('v3');
      // Two agent replies to one wait: one response counted, and the visitor's last message waits again.
      expect(after.agent_response_count - before.agent_response_count).toBe(1);
      expect(after.first_response_at).not.toBeNull();
      expect(after.awaiting_reply_since).not.toBeNull();
    });

    it('stores a clientMsgId sent twice in one batch once, with no gap in the numbers', async () => {
      const { v, sessionId } = await chatting(t, 'agent2');
      const before = await sessionOf(t, sessionId);
      const cid = clientMsgId();
      const [a, b, c] = await Promise.all([
        t.app.loop.writer.append(fromVisitor(sessionId, v.id, 'once', cid)),
        t.app.loop.writer.append(fromVisitor(sessionId, v.id, 'once', cid)),
        t.app.loop.writer.append(fromVisitor(sessionId, v.id, 'next')),
      ]);
      expect(b.message.id).toBe(a.message.id);
      expect([a.duplicate, b.duplicate]).toEqual([false, true]);
      expect(c.message.seq).toBe(a.message.seq + 1);
      const rows = (await messagesOf(t, sessionId)).filter((m) => m.seq > before.last_seq);
      expect(rows.map((m) => m.content)).toEqual(['once', 'next']);
      expect(rows.map((m) => m.seq)).toEqual([before.last_seq + 1, before.last_seq + 2]);
      // A resend of a message stored in an earlier batch answers the stored one.
      const again = await t.app.loop.writer.append(fromVisitor(sessionId, v.id, 'once', cid));
      expect(again).toMatchObject({ duplicate: true, message: { id: a.message.id, seq: a.message.seq } });
      expect((await sessionOf(t, sessionId)).last_seq).toBe(before.last_seq + 2);
    });

    it('a resend stored after the lookup fails the whole batch, which stores nothing and numbers nothing', async () => {
      const { v, sessionId } = await chatting(t, 'agent5');
      const cid = clientMsgId();
      await t.app.loop.writer.append(fromVisitor(sessionId, v.id, 'first', cid));
      const before = await sessionOf(t, sessionId);
      // As if another instance stored the resend between this batch's lookup and its INSERT: no lookup at all.
      // eslint-disable-next-line require-yield
      const statements = { ...(dialect === 'postgres' ? postgresBatch : sqliteBatch), *stored() { return undefined; } };
      const batch = inTransaction(t.db.kysely, () => appendBatch([fromVisitor(sessionId, v.id, 'new'), fromVisitor(sessionId, v.id, 'first', cid)], Date.now(), statements));
      await expect(batch).rejects.toThrow(dialect === 'postgres' ? /duplicate key/ : ResentInBatch);
      expect((await messagesOf(t, sessionId)).map((m) => m.content).filter((c) => c === 'new')).toEqual([]);
      expect((await sessionOf(t, sessionId)).last_seq).toBe(before.last_seq);
      // The writer then stores it message by message: the new one once, the resend answered by the stored one.
      const [fresh, again] = await Promise.all([t.app.loop.writer.append(fromVisitor(sessionId, v.id, 'new')), t.app.loop.writer.append(fromVisitor(sessionId, v.id, 'first', cid))]);
      expect(again.duplicate).toBe(true);
      expect(fresh.message.seq).toBe(before.last_seq + 1);
    });

    it('refuses a send to a session that is not the sender’s and stores its neighbours', async () => {
      const first = await chatting(t, 'agent3');
      const other = await newVisitor(t);
      const results = await Promise.allSettled([
        t.app.loop.writer.append(fromVisitor(first.sessionId, first.v.id, 'mine')),
        t.app.loop.writer.append(fromVisitor(first.sessionId, other.id, 'not mine')),
        t.app.loop.writer.append(fromVisitor(first.sessionId, first.v.id, 'mine too')),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      const refusal = (results[1] as PromiseRejectedResult).reason;
      expect(refusal).toBeInstanceOf(AppError);
      expect((refusal as AppError).message).toBe('No such session');
      const contents = (await messagesOf(t, first.sessionId)).map((m) => m.content);
      expect(contents.slice(-2)).toEqual(['mine', 'mine too']);
      expect(contents).not.toContain('not mine');
    });

    it('two server instances on one database never give two messages of a session one number', async () => {
      const b = await createTestApp(dialect, { db: t.db, seed: false });
      try {
        const { v, sessionId } = await chatting(t, 'agent4');
        const before = await sessionOf(t, sessionId);
        const sends = Array.from({ length: 20 }, (_, i) => (i % 2 ? b : t).app.loop.writer.append(fromVisitor(sessionId, v.id, `m${i}`)));
        const stored = await Promise.all(sends);
        const seqs = stored.map((s) => s.message.seq).sort((x, y) => x - y);
        expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => before.last_seq + i + 1));
        expect((await sessionOf(t, sessionId)).last_seq).toBe(before.last_seq + 20);
        // Each instance keeps its own sends in order.
        for (const app of [0, 1]) {
          const mine = stored.filter((_, i) => i % 2 === app).map((s) => s.message.seq);
          expect(mine).toEqual([...mine].sort((x, y) => x - y));
        }
      } finally {
        await b.close();
      }
    });
  });
}
