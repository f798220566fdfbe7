import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../src/common/events';
import { systemText } from '../../src/common/systemLines';
import { chatting, clientMsgId, nobodyOnline, request } from '../helpers/conversation';
import { createTestApp, DIALECTS, EVENT_WAIT_MS, nextEvent, type TestApp } from '../helpers/test-app';

const IDLE_MS = 16 * 60_000; // past the default 15-minute idle timeout of the service settings
const statusOf = async (t: TestApp, id: string) => (await t.db.kysely.selectFrom('chat_sessions').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

for (const dialect of DIALECTS) {
  describe(`idle close (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t?.close());
    beforeEach(() => nobodyOnline(t));

    it('keeps open a chat whose last message is the visitor’s unanswered question, however long the agent takes', async () => {
      const { agent, v, sessionId } = await chatting(t, 'agent1');
      expect((await request(v.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'Where is my parcel?' })).status).toBe(0);
      await t.app.loop.sweepIdle(Date.now() + IDLE_MS);
      expect(await statusOf(t, sessionId)).toBe('active');
      agent.socket.disconnect();
      v.socket.disconnect();
    });

    it('closes a chat idle after the agent’s answer, telling the visitor why in their language', async () => {
      const { agent, v, sessionId } = await chatting(t, 'agent2');
      expect((await request(v.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'Where is my parcel?' })).status).toBe(0);
      expect((await request(agent.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'It is out for delivery.' })).status).toBe(0);
      const line = nextEvent(v.socket, 'chatMessage', EVENT_WAIT_MS, (m: ChatMessage) => m.author === 0 && m.extra?.code === 'closed');
      expect(await t.app.loop.sweepIdle(Date.now() + IDLE_MS)).toBeGreaterThanOrEqual(1);
      const m = await line;
      expect(m.extra).toMatchObject({ code: 'closed', reason: 'idle', minutes: 15 });
      expect(systemText(m, 'en')).toBe('The session ended because there was no new message for 15 minutes');
      expect(systemText(m, 'zh')).toBe('15 分钟内没有新消息，会话已自动结束');
      expect(await statusOf(t, sessionId)).toBe('closed');
      agent.socket.disconnect();
      v.socket.disconnect();
    });
  });
}
