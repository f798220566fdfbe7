import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../src/common/events';
import { clientMsgId, request, visitorSocket, chatting } from '../helpers/conversation';
import { createTestApp, DIALECTS, EVENT_WAIT_MS, nextEvent, openTestDb, type TestApp } from '../helpers/test-app';


const rowsOf = (t: TestApp, sessionId: string) =>
  t.db.kysely.selectFrom('chat_messages').select(['seq', 'content', 'client_msg_id']).where('session_id', '=', sessionId).orderBy('seq').execute();

for (const dialect of DIALECTS) {
  describe(`delivery (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t?.close());

    it('stores before acknowledging, numbers messages per session and ignores a resent clientMsgId', async () => {
      const { v, sessionId } = await chatting(t, 'agent1');
      const id = clientMsgId();
      const acks = await Promise.all([1, 2, 3].map((n) => request(v.socket, 'chatMessage', { sessionId, clientMsgId: `${id}-${n}`, content: `m${n}` })));
      const seqs = acks.map((a) => a.data.seq);
      expect(new Set(seqs).size).toBe(3);
      expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
      const resent = await request(v.socket, 'chatMessage', { sessionId, clientMsgId: `${id}-2`, content: 'm2' });
      expect(resent.status).toBe(0);
      expect(resent.data.id).toBe(acks[1].data.id);
      const rows = await rowsOf(t, sessionId);
      expect(rows.filter((r) => r.client_msg_id === `${id}-2`)).toHaveLength(1);
      expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    });

    it('replays what a dropped visitor missed, in order, with nothing lost or duplicated', async () => {
      const { agent, v, sessionId } = await chatting(t, 'agent2');
      const first = await request(agent.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'before drop' });
      const lastSeen = first.data.seq;
      v.socket.disconnect();
      for (const text of ['one', 'two', 'three']) await request(agent.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: text });
      const again = await visitorSocket(t, v.token);
      const got: number[] = [];
      again.on('chatMessage', (m) => got.push(m.seq));
      const missed = await request(again, 'sync', { sessionId, afterSeq: lastSeen });
      expect(missed.status).toBe(0);
      expect(missed.data.map((m: any) => m.content)).toEqual(['one', 'two', 'three']);
      expect(missed.data.map((m: any) => m.seq)).toEqual([lastSeen + 1, lastSeen + 2, lastSeen + 3]);
      // A message sent right before the drop whose ack never arrived is resent with its clientMsgId: stored once.
      const cid = clientMsgId();
      const sent = await request(again, 'chatMessage', { sessionId, clientMsgId: cid, content: 'did it arrive?' });
      const resent = await request(again, 'chatMessage', { sessionId, clientMsgId: cid, content: 'did it arrive?' });
      expect(resent.data).toEqual(sent.data);
      expect((await rowsOf(t, sessionId)).filter((r) => r.client_msg_id === cid)).toHaveLength(1);
      again.disconnect();
    });

    it("tells a visitor who reconnects how far the agent read while they were away, so their message does not stay 'Sent'", async () => {
      const { agent, v, sessionId } = await chatting(t, 'agent5');
      const mine = await request(v.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'are you there?' });
      v.socket.disconnect();
      // The agent reads it while the visitor's socket is down: the live 'read' reaches nobody.
      agent.socket.emit('read', { sessionId, seq: mine.data.seq });
      await expect.poll(async () => (await t.db.kysely.selectFrom('chat_sessions').select('agent_read_seq').where('id', '=', sessionId).executeTakeFirstOrThrow()).agent_read_seq).toBe(mine.data.seq);
      const again = await visitorSocket(t, v.token);
      const told = nextEvent(again, 'read', EVENT_WAIT_MS, (p: { sessionId: string }) => p.sessionId === sessionId);
      expect((await request(again, 'sync', { sessionId, afterSeq: mine.data.seq })).status).toBe(0);
      expect(await told).toEqual({ sessionId, author: 1, seq: mine.data.seq });
      again.disconnect();
    });

    it('answers bad payloads with an error and keeps serving', async () => {
      const { v, sessionId } = await chatting(t, 'agent3');
      const s = v.socket;
      const bad: [unknown, RegExp][] = [
        [null, /Invalid payload/],
        ['hello', /Invalid payload/],
        [[1, 2], /Invalid payload/],
        [{ sessionId, content: 'no id' }, /clientMsgId is required/],
        [{ sessionId, clientMsgId: 'x', content: 42 }, /content must be a string/],
        [{ sessionId, clientMsgId: 'x', content: '' }, /content must not be empty/],
        [{ sessionId, clientMsgId: 'x', content: 'a'.repeat(2001) }, /content must be at most 2000/],
        [{ sessionId, clientMsgId: 'x', content: 'hi', admin: true }, /admin is not a known field/],
        [{ sessionId, clientMsgId: 'bad id with spaces', content: 'hi' }, /clientMsgId is not in the expected format/],
      ];
      for (const [payload, msg] of bad) {
        const ack = await request(s, 'chatMessage', payload);
        expect(ack).toMatchObject({ status: -1, data: null });
        expect(ack.msg).toMatch(msg);
      }
      expect((await request(s, 'sync', { sessionId, afterSeq: -1 })).status).toBe(-1);
      const noAck = nextEvent(s, 'requestError');
      s.emit('chatMessage', { sessionId, clientMsgId: 'x', content: 'no callback' });
      expect(await noAck).toMatchObject({ event: 'chatMessage', msg: expect.stringMatching(/acknowledgement/) });
      const badTyping = nextEvent(s, 'requestError');
      s.emit('typing', { sessionId: 5 });
      expect((await badTyping).event).toBe('typing');
      s.emit('no-such-event', { x: 1 });
      // Bigger than the socket's buffer limit: socket.io drops that connection; the server carries on.
      const huge = await visitorSocket(t, v.token);
      const dropped = nextEvent(huge, 'disconnect');
      huge.emit('chatMessage', { sessionId, clientMsgId: 'big', content: 'x'.repeat(200_000) }, () => {});
      await dropped;
      const ok = await request(s, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'still works' });
      expect(ok.status).toBe(0);
      expect((await rowsOf(t, sessionId)).some((r) => r.content === 'x'.repeat(200_000))).toBe(false);
    });

    it('answers refusals in the language the page chose for the socket', async () => {
      const { v, sessionId } = await chatting(t, 'agent4');
      const zh = await visitorSocket(t, v.token, 'zh');
      try {
        expect((await request(zh, 'chatMessage', { sessionId: 'not-mine', clientMsgId: clientMsgId(), content: 'hi' })).msg).toBe('会话不存在');
        expect((await request(zh, 'chatMessage', { sessionId, clientMsgId: 'x', content: 'a'.repeat(2001) })).msg).toBe('消息参数无效：content 最多 2000 个字符');
        const noAck = nextEvent(zh, 'requestError');
        zh.emit('chatMessage', { sessionId, clientMsgId: 'x', content: 'no callback' });
        expect((await noAck).msg).toBe('chatMessage 需要确认回调');
        const badTyping = nextEvent(zh, 'requestError');
        zh.emit('typing', { sessionId: 5 });
        expect((await badTyping).msg).toBe('消息参数无效：typing 为必填项');
        // A success is untouched, and the English socket of the same visitor still reads English.
        expect((await request(zh, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: '你好' })).msg).toBe('success');
        expect((await request(v.socket, 'chatMessage', { sessionId: 'not-mine', clientMsgId: clientMsgId(), content: 'hi' })).msg).toBe('No such session');
      } finally {
        zh.disconnect();
      }
    });
  });

  describe(`delivery across a server restart (${dialect})`, () => {
    it('loses and duplicates nothing when the server restarts', async () => {
      const opened = await openTestDb(dialect);
      try {
        const first = await createTestApp(dialect, { db: opened.db });
        const { agent, v, sessionId } = await chatting(first, 'agent4');
        const seen = (await request(agent.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'hi' })).data.seq;
        agent.socket.disconnect();
        const cid = clientMsgId();
        await request(v.socket, 'chatMessage', { sessionId, clientMsgId: cid, content: 'while agent away 1' });
        await request(v.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'while agent away 2' });
        await first.close();

        const second = await createTestApp(dialect, { db: opened.db, seed: false });
        try {
          const agentAgain = await second.staffSocket(agent.token, agent.id);
          const missed = await request(agentAgain, 'sync', { sessionId, afterSeq: seen });
          expect(missed.data.map((m: any) => m.content)).toEqual(['while agent away 1', 'while agent away 2']);
          const visitorAgain = await visitorSocket(second, v.token);
          const resent = await request(visitorAgain, 'chatMessage', { sessionId, clientMsgId: cid, content: 'while agent away 1' });
          expect(resent.data.seq).toBe(missed.data[0].seq);
          // The resend above is broadcast again too (its first broadcast may have been lost): wait for the new one.
          const live = nextEvent(agentAgain, 'chatMessage', EVENT_WAIT_MS, (m: ChatMessage) => m.content === 'after restart');
          const fresh = await request(visitorAgain, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'after restart' });
          expect((await live).seq).toBe(fresh.data.seq);
          expect(fresh.data.seq).toBe(missed.data[1].seq + 1);
          visitorAgain.disconnect();
        } finally {
          await second.close();
        }
      } finally {
        await opened.drop();
      }
    });
  });
}
