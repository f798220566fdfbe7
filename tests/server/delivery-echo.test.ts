import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMsgId, convert, newVisitor, readyAgent, request, visitorSocket } from '../helpers/conversation';
import { createTestApp, DIALECTS, nextEvent, type TestApp } from '../helpers/test-app';

const silence = (socket: { on(e: string, f: (m: unknown) => void): unknown }, seen: unknown[]) => socket.on('chatMessage', (m) => seen.push(m));

for (const dialect of DIALECTS) {
  describe(`delivery echo (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t?.close());

    it("acknowledges the sender without an echo, while the sender's other tabs and the other party receive the message", async () => {
      const agent = await readyAgent(t, 'agent2');
      const v = await newVisitor(t);
      const assigned = nextEvent(agent.socket, 'newSession');
      const { sessionId } = await convert(v);
      await assigned;
      const otherTab = await visitorSocket(t, v.token);
      const atSender: unknown[] = [];
      silence(v.socket, atSender);

      const atTab = nextEvent(otherTab, 'chatMessage', 5000, (m: { id: string; author: number }) => m.author === 2);
      const atAgent = nextEvent(agent.socket, 'chatMessage', 5000, (m: { id: string; author: number }) => m.author === 2);
      const ack = await request(v.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'from tab one' });
      expect(ack.status).toBe(0);
      expect((await atTab).id).toBe(ack.data.id);
      expect((await atAgent).id).toBe(ack.data.id);

      // The agent's reply reaches both visitor tabs; the agent has it in its acknowledgement only.
      const agentSeen: unknown[] = [];
      silence(agent.socket, agentSeen);
      const replyAtSender = nextEvent(v.socket, 'chatMessage', 5000, (m: { id: string; author: number }) => m.author === 1);
      const reply = await request(agent.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'hello' });
      expect((await replyAtSender).id).toBe(reply.data.id);
      await new Promise((r) => setTimeout(r, 200));
      expect(atSender.filter((m) => (m as { id: string }).id === ack.data.id)).toEqual([]);
      expect(agentSeen.filter((m) => (m as { id: string }).id === reply.data.id)).toEqual([]);
      otherTab.disconnect();
      v.socket.disconnect();
    });
  });
}
