import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../src/common/events';
import { clientMsgId, convert, newVisitor, readyAgent, request, visitorSocket } from '../helpers/conversation';
import { createTestApp, DIALECTS, EVENT_WAIT_MS, nextEvent, type TestApp } from '../helpers/test-app';

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

      const atTab = nextEvent(otherTab, 'chatMessage', EVENT_WAIT_MS, (m: { id: string; author: number }) => m.author === 2);
      const atAgent = nextEvent(agent.socket, 'chatMessage', EVENT_WAIT_MS, (m: { id: string; author: number }) => m.author === 2);
      const ack = await request(v.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'from tab one' });
      expect(ack.status).toBe(0);
      expect((await atTab).id).toBe(ack.data.id);
      expect((await atAgent).id).toBe(ack.data.id);

      // The agent's reply reaches both visitor tabs; the agent has it in its acknowledgement only.
      const agentSeen: unknown[] = [];
      silence(agent.socket, agentSeen);
      const replyAtSender = nextEvent(v.socket, 'chatMessage', EVENT_WAIT_MS, (m: { id: string; author: number }) => m.author === 1);
      const reply = await request(agent.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'hello' });
      expect((await replyAtSender).id).toBe(reply.data.id);
      // An echo would have been written to its socket before that socket's next acknowledgement: one more round
      // trip on each socket, and anything that was coming has come.
      for (const socket of [v.socket, agent.socket]) expect((await request(socket, 'sync', { sessionId, afterSeq: 0 })).status).toBe(0);
      expect(atSender.filter((m) => (m as { id: string }).id === ack.data.id)).toEqual([]);
      expect(agentSeen.filter((m) => (m as { id: string }).id === reply.data.id)).toEqual([]);
      otherTab.disconnect();
      v.socket.disconnect();
    });

    it('encodes a robot answer for nobody while the visitor has no socket open, and sends it to the socket once one is', async () => {
      const user = await t.call('GET', '/ccim-robot/api/im/getCurrentUser?channel=100');
      const { visitorId, visitorToken } = user.body.data as { visitorId: string; visitorToken: string };
      const ask = (question: string) => t.call('POST', '/ccim-robot/api/im/answer', { body: { question, channel: 100 }, headers: { 'x-visitor-token': visitorToken } });
      // What socket.io is asked to send to the visitor's room (it encodes the packet before it looks at the room).
      const adapter = t.app.io.of('/visitor').adapter;
      const broadcast = adapter.broadcast.bind(adapter);
      const toVisitor: unknown[] = [];
      adapter.broadcast = (packet, opts) => {
        if (opts.rooms.has(rooms.visitor(visitorId))) toVisitor.push(packet.data);
        return broadcast(packet, opts);
      };
      try {
        const first = await ask('运费怎么计算');
        expect(first.body.status).toBe(0);
        expect(toVisitor).toEqual([]);

        const socket = await visitorSocket(t, visitorToken);
        const answer = nextEvent(socket, 'chatMessage', EVENT_WAIT_MS, (m: { id: string; author: number }) => m.author === 3);
        const second = await ask('运费怎么计算');
        expect(second.body.status).toBe(0);
        expect((await answer).id).toBe(second.body.data.answer.id);
        expect(toVisitor).toHaveLength(2);
        socket.disconnect();
      } finally {
        adapter.broadcast = broadcast;
      }
    });
  });
}
