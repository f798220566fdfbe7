import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMsgId, convert, newVisitor, request } from '../helpers/conversation';
import { createTestApp, DIALECTS, type TestApp } from '../helpers/test-app';

for (const dialect of DIALECTS) {
  describe(`resends and the message limits (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t?.close());

    it('counts a message once however often it is resent with the same clientMsgId, and stores it once', async () => {
      const v = await newVisitor(t);
      const { sessionId } = await convert(v);
      const id = clientMsgId();
      // A client that lost its acknowledgements (or met a database outage) sends the same message again and again.
      const acks = [];
      for (let i = 0; i < 25; i++) acks.push(await request(v.socket, 'chatMessage', { sessionId, clientMsgId: id, content: 'where is my parcel' }));
      expect(acks.map((a) => a.status)).toEqual(Array(25).fill(0));
      expect(new Set(acks.map((a) => a.data.id)).size).toBe(1);
      // It used one of the burst's 20: 19 new messages pass, the next is refused.
      const fresh = [];
      for (let i = 0; i < 20; i++) fresh.push(await request(v.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: `more ${i}` }));
      expect(fresh.map((a) => a.status)).toEqual([...Array(19).fill(0), -2]);
      const stored = await t.db.kysely.selectFrom('chat_messages').select('id').where('session_id', '=', sessionId).where('author', '=', 2).execute();
      expect(stored).toHaveLength(20);
    });

    it('still counts a resend of a message that was refused, since it was never counted', async () => {
      const v = await newVisitor(t);
      const { sessionId } = await convert(v);
      for (let i = 0; i < 20; i++) expect((await request(v.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: `m ${i}` })).status).toBe(0);
      const id = clientMsgId();
      for (let i = 0; i < 3; i++) expect((await request(v.socket, 'chatMessage', { sessionId, clientMsgId: id, content: 'refused' })).status).toBe(-2);
    });
  });
}
