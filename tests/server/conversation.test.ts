import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportDb } from '../../adapter-server/src/db/report-db';
import { clientMsgId, convert, newVisitor, readyAgent, request } from '../helpers/conversation';
import { createTestApp, DIALECTS, EVENT_WAIT_MS, nextEvent, type TestApp } from '../helpers/test-app';

for (const dialect of DIALECTS) {
  describe(`conversation loop (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t?.close());

    it('runs the full loop: robot answer, convert, queue, assignment, messages both ways, end, evaluation', async () => {
      const agent = await readyAgent(t, 'agent1');
      const v = await newVisitor(t);

      const answer = await v.call('POST', '/ccim-robot/api/im/answer', { question: '你好', channel: 100 });
      expect(answer.body.status).toBe(0);
      expect(answer.body.data.kind).toBe('noIntention');

      const newSession = nextEvent(agent.socket, 'newSession');
      const assigned = nextEvent(v.socket, 'assigned');
      const { sessionId, queuePosition } = await convert(v);
      expect(queuePosition).toBe(1);
      expect((await newSession).sessionId).toBe(sessionId);
      expect(await assigned).toMatchObject({ sessionId, agentNickname: '李娜' });

      const atAgent = nextEvent(agent.socket, 'chatMessage', EVENT_WAIT_MS, (m: any) => m.author === 2);
      const ack = await request(v.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'Where is my parcel?' });
      expect(ack.status).toBe(0);
      expect(ack.data).toMatchObject({ sessionId, author: 2, content: 'Where is my parcel?' });
      expect((await atAgent).id).toBe(ack.data.id);

      const atVisitor = nextEvent(v.socket, 'chatMessage', EVENT_WAIT_MS, (m: any) => m.author === 1);
      const reply = await request(agent.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'Let me check.' });
      expect(reply.status).toBe(0);
      expect((await atVisitor).content).toBe('Let me check.');
      expect(reply.data.seq).toBe(ack.data.seq + 1);

      const row = await t.db.kysely.selectFrom('chat_sessions').selectAll().where('id', '=', sessionId).executeTakeFirstOrThrow();
      expect(row.status).toBe('active');
      expect(row.queue_wait_ms).not.toBeNull();
      expect(row.first_response_ms).not.toBeNull();
      expect(row.visitor_msg_count).toBe(2);
      expect(row.agent_msg_count).toBe(1);
      // The reply-time fact behind "average response time": counted once, measured from the visitor's message.
      const facts = await reportDb(t.db.kysely).selectFrom('chat_sessions').selectAll().where('id', '=', sessionId).executeTakeFirstOrThrow();
      expect(facts.agent_response_count).toBe(1);
      expect(facts.agent_response_total_ms).toBeGreaterThanOrEqual(reply.data.createdAt - ack.data.createdAt);
      expect(facts.awaiting_reply_since).toBeNull();

      const invited = nextEvent(v.socket, 'evaluationInvited');
      const inv = await t.call('POST', '/ccim-main/api/workbench/invitationSatisfaction', { token: agent.token, body: { sessionId } });
      expect(inv.body.status).toBe(0);
      expect(await invited).toEqual({ sessionId, evaluateUrl: `/evaluate/${sessionId}` });

      const closed = nextEvent(v.socket, 'sessionClosed');
      const clear = await t.call('PUT', '/ccim-main/api/workbench/clear', { token: agent.token, body: { sessionId } });
      expect(clear.body).toMatchObject({ status: 0, data: { closed: true } });
      expect(await closed).toEqual({ sessionId, reason: 'agent' });

      const ev = await v.call('POST', '/ccim-main/api/openChannel/submitEvaluate', {
        sessionId,
        satisfaction: 5,
        categories: { customerService: ['slow_reply'] },
        comment: 'thanks',
      });
      expect(ev.body.status).toBe(0);
      const again = await v.call('POST', '/ccim-main/api/openChannel/submitEvaluate', { sessionId, satisfaction: 4 });
      expect(again.body.status).toBe(-2);
      const done = await t.db.kysely.selectFrom('chat_sessions').selectAll().where('id', '=', sessionId).executeTakeFirstOrThrow();
      expect(done).toMatchObject({ status: 'closed', close_reason: 'agent', satisfaction: 5 });
      expect(done.duration_ms).not.toBeNull();
      const load = await t.db.kysely.selectFrom('agents').select('current_users').where('id', '=', agent.id).executeTakeFirstOrThrow();
      expect(load.current_users).toBe(0);
    });
  });
}
