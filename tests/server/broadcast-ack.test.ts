import { describe, expect, it } from 'vitest';
import { convert, newVisitor, readyAgent, request, clientMsgId } from '../helpers/conversation';
import { startTcpProxy } from '../helpers/tcp-proxy';
import { createTestApp, DIALECTS, nextEvent } from '../helpers/test-app';

const REDIS = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');

/**
 * A chat message's acknowledgement promises that the other instances' clients get it: it is sent only once the
 * sender's instance has handed the broadcast to Redis. Acknowledged before, an instance killed in between leaves the
 * receiver on another instance without a message the sender will never send again (the cluster test's SIGKILL).
 */
describe('a chat message acknowledged across instances (Redis)', () => {
  for (const dialect of DIALECTS) {
    it(`is acknowledged only once its broadcast reached Redis (${dialect})`, async () => {
      const proxy = await startTcpProxy({ host: REDIS.hostname, port: Number(REDIS.port || 6379) });
      // The visitor's instance reaches Redis through the proxy; the agent's directly.
      const a = await createTestApp(dialect, { env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}` } });
      const b = await createTestApp(dialect, { env: { REDIS_URL: REDIS.toString() }, db: a.db, seed: false });
      try {
        const agent = await readyAgent(b, 'agent1');
        const v = await newVisitor(a);
        const assigned = nextEvent(agent.socket, 'newSession');
        const { sessionId } = await convert(v);
        await assigned;

        // Its publisher's next PUBLISH, and all after it, stay at the proxy; its other Redis clients go on.
        proxy.hold((chunk) => chunk.includes('PUBLISH'));
        let acked = false;
        const ack = request(v.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'held at the link' }, 15_000).then((r) => {
          acked = true;
          return r;
        });
        const stored = async () =>
          (await a.db.kysely.selectFrom('chat_messages').select('id').where('session_id', '=', sessionId).where('content', '=', 'held at the link').executeTakeFirst()) !== undefined;
        while (!(await stored())) await new Promise((r) => setImmediate(r));
        // A later request on the same socket is answered after any acknowledgement already sent on it.
        expect((await request(v.socket, 'sync', { sessionId, afterSeq: 0 })).status).toBe(0);
        expect(acked).toBe(false);

        const atAgent = nextEvent<{ content: string; sessionId: string }>(agent.socket, 'chatMessage', 10_000, (m) => m.content === 'held at the link');
        proxy.release();
        expect((await ack).status).toBe(0);
        expect((await atAgent).sessionId).toBe(sessionId);
      } finally {
        proxy.release();
        await b.close();
        await a.close();
        await proxy.close();
      }
    });
  }
});
