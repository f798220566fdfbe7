import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, type TestVisitor } from '../helpers/conversation';
import { createTestApp, DIALECTS, type TestApp } from '../helpers/test-app';

const R = '/ccim-robot/api';

for (const dialect of DIALECTS) {
  describe(`AI chat reopened after a reload (${dialect})`, () => {
    let t: TestApp;
    let a: TestVisitor;
    let b: TestVisitor;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      [a, b] = await Promise.all([newVisitor(t), newVisitor(t)]);
    });
    afterAll(async () => {
      a?.socket.disconnect();
      b?.socket.disconnect();
      await t?.close();
    });

    it("reopens the visitor's own chat with its messages in order, and starts a new one for any other id", async () => {
      const first = (await a.call('POST', `${R}/aics/chat/open`, {})).body.data;
      expect(first).toMatchObject({ reopened: false, messages: [{ role: 'assistant', seq: 1 }] });
      await a.call('POST', `${R}/aics/chat/answer`, { chatId: first.chatId, question: '运费怎么算的？' });

      const again = (await a.call('POST', `${R}/aics/chat/open`, { chatId: first.chatId })).body.data;
      expect(again).toMatchObject({ chatId: first.chatId, reopened: true });
      expect(again.messages.map((m: { role: string; seq: number }) => [m.seq, m.role])).toEqual([
        [1, 'assistant'],
        [2, 'user'],
        [3, 'assistant'],
      ]);
      expect(again.messages[1].content).toBe('运费怎么算的？');

      // Another visitor holding the id gets a fresh chat of its own, and learns nothing of this one.
      const other = (await b.call('POST', `${R}/aics/chat/open`, { chatId: first.chatId })).body.data;
      expect(other.reopened).toBe(false);
      expect(other.chatId).not.toBe(first.chatId);
      expect(other.messages).toHaveLength(1);
      expect((await a.call('POST', `${R}/aics/chat/open`, { chatId: 'nope' })).body.data.reopened).toBe(false);
      expect((await a.call('POST', `${R}/aics/chat/open`, { chatId: '' })).status).toBe(400);
    });
  });
}
