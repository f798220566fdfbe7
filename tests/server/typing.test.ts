import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatting, newVisitor, readyAgent, type TestAgent } from '../helpers/conversation';
import { createTestApp, DIALECTS, nextEvent, type TestApp } from '../helpers/test-app';

type Typing = { sessionId: string; author: number; typing: boolean };

/** Every `typing` event a socket hears, in order. */
const record = (socket: TestAgent['socket']) => {
  const heard: Typing[] = [];
  socket.on('typing', (p: Typing) => heard.push(p));
  return heard;
};

for (const dialect of DIALECTS) {
  describe(`typing both ways (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t?.close());

    it("passes the visitor's typing to the serving agent only, once per second however often it is sent, and its stop at once", async () => {
      const { agent, v, sessionId } = await chatting(t, 'agent1');
      const other = await readyAgent(t, 'agent2', { ready: false });
      const heard = record(agent.socket);
      const otherHeard = record(other.socket);

      const first = nextEvent<Typing>(agent.socket, 'typing');
      v.socket.emit('typing', { sessionId, typing: true });
      expect(await first).toEqual({ sessionId, author: 2, typing: true });
      // Repeats inside the throttle's second are dropped; the stop passes and comes after them all.
      for (let i = 0; i < 5; i++) v.socket.emit('typing', { sessionId, typing: true });
      const stopped = nextEvent<Typing>(agent.socket, 'typing', 5000, (p) => !p.typing);
      v.socket.emit('typing', { sessionId, typing: false });
      await stopped;
      expect(heard.map((p) => p.typing)).toEqual([true, false]);

      // After a stop, typing again is news: it passes at once.
      const again = nextEvent<Typing>(agent.socket, 'typing', 5000, (p) => p.typing);
      v.socket.emit('typing', { sessionId, typing: true });
      await again;
      expect(heard.map((p) => p.typing)).toEqual([true, false, true]);

      // The agent's typing reaches the visitor (author 1), throttled the same way; never another agent.
      const toVisitor: Typing[] = [];
      v.socket.on('typing', (p: Typing) => toVisitor.push(p));
      const agentStop = nextEvent<Typing>(v.socket, 'typing', 5000, (p) => !p.typing);
      for (let i = 0; i < 4; i++) agent.socket.emit('typing', { sessionId, typing: true });
      agent.socket.emit('typing', { sessionId, typing: false });
      await agentStop;
      expect(toVisitor).toEqual([
        { sessionId, author: 1, typing: true },
        { sessionId, author: 1, typing: false },
      ]);
      expect(otherHeard).toEqual([]);
      expect(heard.every((p) => p.author === 2)).toBe(true);
      other.socket.disconnect();
    });

    it("refuses a malformed signal and another party's session, in the socket's words", async () => {
      const { agent, sessionId } = await chatting(t, 'agent3');
      const stranger = await newVisitor(t);
      const heard = record(agent.socket);
      for (const [payload, msg] of [
        [{ sessionId }, /typing is required/],
        [{ sessionId, typing: 'yes' }, /typing must be a boolean/],
        [{ sessionId, typing: true, extra: 1 }, /extra is not a known field/],
        [{ sessionId: '', typing: true }, /sessionId must not be empty/],
      ] as const) {
        const refusal = nextEvent<{ event: string; msg: string }>(stranger.socket, 'requestError');
        stranger.socket.emit('typing', payload);
        expect(await refusal).toMatchObject({ event: 'typing', msg: expect.stringMatching(msg) });
      }
      const notYours = nextEvent<{ event: string; msg: string }>(stranger.socket, 'requestError');
      stranger.socket.emit('typing', { sessionId, typing: true });
      expect(await notYours).toEqual({ event: 'typing', msg: 'No such session' });
      expect(heard).toEqual([]);
      stranger.socket.disconnect();
    });
  });
}
