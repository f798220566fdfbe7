import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMsgId, convert, newVisitor, readyAgent, request, visitorSocket, type TestVisitor } from '../helpers/conversation';
import { createTestApp, DIALECTS, nextEvent, type TestApp } from '../helpers/test-app';

for (const dialect of DIALECTS) {
  describe(`floods (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t?.close());

    it('refuses a visitor past the message burst with a polite warning, stores nothing of it, and serves others as usual', async () => {
      const agent = await readyAgent(t, 'agent1', { maxUsers: 10 });
      const chatting = async (): Promise<{ v: TestVisitor; sessionId: string }> => {
        const v = await newVisitor(t);
        const assigned = nextEvent(agent.socket, 'newSession');
        const { sessionId } = await convert(v);
        await assigned;
        return { v, sessionId };
      };
      const flooder = await chatting();
      const acks = [];
      for (let i = 0; i < 22; i++) acks.push(await request(flooder.v.socket, 'chatMessage', { sessionId: flooder.sessionId, clientMsgId: clientMsgId(), content: `spam ${i}` }));
      expect(acks.slice(0, 20).every((a) => a.status === 0)).toBe(true);
      expect(acks.slice(20).map((a) => a.status)).toEqual([-2, -2]);
      expect(acks[20].msg).toBe('You are sending messages too fast. Please wait a moment.');
      const stored = await t.db.kysely.selectFrom('chat_messages').select('id').where('session_id', '=', flooder.sessionId).where('author', '=', 2).execute();
      expect(stored).toHaveLength(20);

      const calm = await chatting();
      const ok = await request(calm.v.socket, 'chatMessage', { sessionId: calm.sessionId, clientMsgId: clientMsgId(), content: 'hello' });
      expect(ok.status).toBe(0);

      // Sending on regardless of the refusals: the 31st refusal inside 10 s (two were above) closes the connection
      // and pauses the visitor; a new connection is refused with the notice in the page's language and the seconds left.
      const closed = new Promise<string>((resolve) => flooder.v.socket.once('disconnect', resolve));
      const refusals = [];
      for (let i = 0; i < 29; i++) refusals.push(await request(flooder.v.socket, 'chatMessage', { sessionId: flooder.sessionId, clientMsgId: clientMsgId(), content: `more ${i}` }));
      expect(refusals.every((a) => a.status === -2)).toBe(true);
      expect(await closed).toBe('io server disconnect');
      const again = await visitorSocket(t, flooder.v.token, 'zh').then(
        () => null,
        (err: Error & { data?: { msg: string; retryAfterSeconds: number } }) => err,
      );
      expect(again?.message).toBe('paused');
      expect(again?.data?.msg).toBe('您持续发送过快，对话已暂停一分钟，之后会自动恢复。');
      expect(again?.data?.retryAfterSeconds).toBeGreaterThan(50);
      // Nobody else is paused.
      const still = await request(calm.v.socket, 'chatMessage', { sessionId: calm.sessionId, clientMsgId: clientMsgId(), content: 'still here' });
      expect(still.status).toBe(0);
    });
  });

  describe(`floods from one address (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { env: { VISITOR_NEW_PER_MINUTE: '3', QUEUE_REQUESTS_PER_MINUTE: '2' } });
    });
    afterAll(() => t?.close());

    it('limits new anonymous visitors and requests for a human per address, with Retry-After and a message in the caller language', async () => {
      const visitors = [await newVisitor(t), await newVisitor(t), await newVisitor(t)];
      const refused = await t.call('GET', '/ccim-robot/api/im/getCurrentUser?channel=100', { headers: { 'accept-language': 'zh-CN' } });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ status: -1, msg: '您所在网络新建的对话过多，请一分钟后再试。' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // A visitor who already has an identity is not a new one: they keep coming back.
      expect((await visitors[0].call('GET', '/ccim-robot/api/im/getCurrentUser?channel=100')).status).toBe(200);

      await convert(visitors[0]);
      await convert(visitors[1]);
      const third = await visitors[2].call('POST', '/ccim-robot/api/im/convertAgent', { channel: 100 });
      expect(third.status).toBe(429);
      expect(third.body).toMatchObject({ status: -1, msg: 'Too many requests for an agent from your network. Please try again in a minute.' });
    });
  });
}
