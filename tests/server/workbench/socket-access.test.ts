import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMsgId, convert, newVisitor, readyAgent, request, type TestAgent, type TestVisitor } from '../../helpers/conversation';
import { createTestApp, DIALECTS, nextEvent, type TestApp } from '../../helpers/test-app';

/** Resolves true when the event arrives within `ms`, false otherwise. */
const heard = (socket: TestAgent['socket'], event: string, ms: number) => nextEvent(socket, event, ms).then(() => true, () => false);

for (const dialect of DIALECTS) {
  describe(`workbench socket commands on another agent's session (${dialect})`, () => {
    let t: TestApp;
    let a1: TestAgent;
    let a2: TestAgent;
    let visitor: TestVisitor;
    let sessionId: string;
    const row = () => t.db.kysely.selectFrom('chat_sessions').select(['last_seq', 'agent_read_seq', 'agent_id']).where('id', '=', sessionId).executeTakeFirstOrThrow();

    beforeAll(async () => {
      t = await createTestApp(dialect);
      a1 = await readyAgent(t, 'agent1');
      a2 = await readyAgent(t, 'agent2', { ready: false });
      visitor = await newVisitor(t);
      const assigned = nextEvent(a1.socket, 'newSession');
      sessionId = (await convert(visitor)).sessionId;
      await assigned;
      await request(visitor.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'My address is private' });
    });
    afterAll(() => t?.close());

    it('refuses to write into it, and the visitor hears nothing', async () => {
      const before = await row();
      const stray = heard(visitor.socket, 'chatMessage', 800);
      const ack = await request(a2.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'Hello from someone else' });
      expect(ack).toMatchObject({ status: -1, msg: 'This session is not assigned to you' });
      expect(ack.data ?? null).toBeNull();
      expect(await stray).toBe(false);
      expect(await row()).toEqual(before);
    });

    it('refuses to replay its messages or mark them read', async () => {
      const sync = await request(a2.socket, 'sync', { sessionId, afterSeq: 0 });
      expect(sync).toMatchObject({ status: -1, msg: 'No such session' });
      expect(JSON.stringify(sync)).not.toContain('My address is private');
      const { last_seq: last } = await row();
      const toVisitor = heard(visitor.socket, 'read', 800);
      a2.socket.emit('read', { sessionId, seq: last });
      expect(await toVisitor).toBe(false);
      expect((await row()).agent_read_seq).toBe(0);
      // The owner's replay still works, so the refusal above is about who asks.
      const own = await request(a1.socket, 'sync', { sessionId, afterSeq: 0 });
      expect(own.status).toBe(0);
      expect(own.data.map((m: { content: string }) => m.content)).toContain('My address is private');
    });

    it("will not join a socket to another agent's room", async () => {
      await expect(t.staffSocket(a2.token, a1.id)).rejects.toThrow(/forbidden/);
    });
  });
}
