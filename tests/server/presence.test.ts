import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../src/common/events';
import { chatting, convert, newVisitor, nobodyOnline, readyAgent, visitorSocket } from '../helpers/conversation';
import { createTestApp, DIALECTS, EVENT_WAIT_MS, nextEvent, type TestApp } from '../helpers/test-app';

const GRACE_MS = 60_000; // the default grace periods of the service settings

/** Waits until no instance holds a socket of the agent (a closed socket leaves its rooms asynchronously). */
async function gone(t: TestApp, agentId: string) {
  for (let i = 0; i < 500 && (await t.app.io.fetchSockets()).some((s) => s.data.agentId === agentId); i++) await new Promise((r) => setTimeout(r, 20));
}

/** Waits until no instance holds a socket of the visitor. */
async function visitorGone(t: TestApp, visitorId: string) {
  for (let i = 0; i < 500 && (await t.app.io.of('/visitor').fetchSockets()).some((s) => s.data.visitorId === visitorId); i++) await new Promise((r) => setTimeout(r, 20));
}

const agentRow = (t: TestApp, id: string) => t.db.kysely.selectFrom('agents').select(['status', 'absent_since']).where('id', '=', id).executeTakeFirstOrThrow();
const sessionRow = (t: TestApp, id: string) => t.db.kysely.selectFrom('chat_sessions').select(['status', 'agent_id', 'close_reason']).where('id', '=', id).executeTakeFirstOrThrow();

for (const dialect of DIALECTS) {
  describe(`presence (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t?.close());
    beforeEach(() => nobodyOnline(t));


    it('takes an agent with no socket past the grace offline and puts their chat back in the queue, telling the visitor', async () => {
      const { agent, v, sessionId } = await chatting(t, 'agent1');
      agent.socket.disconnect();
      await gone(t, agent.id);
      await t.app.presence.sweep();
      // Noted by the sweep, or already by the server when the socket closed: the grace runs from then.
      const { absent_since: since } = await agentRow(t, agent.id);
      expect(await agentRow(t, agent.id)).toMatchObject({ status: 3 });
      expect(since).not.toBeNull();
      const told = nextEvent(v.socket, 'chatMessage', EVENT_WAIT_MS, (m: ChatMessage) => m.author === 0);
      await t.app.presence.sweep(since! + GRACE_MS);
      expect(await agentRow(t, agent.id)).toMatchObject({ status: 1, absent_since: null });
      await told;
      expect(await sessionRow(t, sessionId)).toMatchObject({ status: 'queued', agent_id: null });
    });

    it('changes nothing for an agent who comes back within the grace', async () => {
      const { agent, sessionId } = await chatting(t, 'agent2');
      agent.socket.disconnect();
      await gone(t, agent.id);
      const now = Date.now();
      await t.app.presence.sweep(now);
      await t.staffSocket(agent.token, agent.id);
      await t.app.presence.sweep(now + GRACE_MS);
      expect(await agentRow(t, agent.id)).toMatchObject({ status: 3, absent_since: null });
      expect(await sessionRow(t, sessionId)).toMatchObject({ status: 'active', agent_id: agent.id });
    });

    it('lets a queued visitor gone past the grace leave the queue, and the visitor behind moves up live', async () => {
      const first = await newVisitor(t);
      const second = await newVisitor(t);
      const a = await convert(first);
      const b = await convert(second);
      expect(b.queuePosition).toBe(a.queuePosition + 1);
      first.socket.disconnect();
      await visitorGone(t, first.id);
      await t.app.presence.sweep();
      // Noted by the sweep, or already by the server when the socket closed: the grace runs from then.
      const { visitor_absent_since: since } = await t.db.kysely.selectFrom('chat_sessions').select('visitor_absent_since').where('id', '=', a.sessionId).executeTakeFirstOrThrow();
      expect(since).not.toBeNull();
      await t.app.presence.sweep(since! + GRACE_MS - 1);
      expect(await sessionRow(t, a.sessionId)).toMatchObject({ status: 'queued' });
      // Earlier position pushes may still be on their way: wait for the one that moves the visitor up.
      const movedUp = nextEvent(second.socket, 'queuePosition', EVENT_WAIT_MS, (p: { sessionId: string; queuePosition: number }) => p.sessionId === b.sessionId && p.queuePosition < b.queuePosition);
      await t.app.presence.sweep(since! + GRACE_MS);
      expect(await sessionRow(t, a.sessionId)).toMatchObject({ status: 'closed', close_reason: 'left' });
      expect((await movedUp).queuePosition).toBe(b.queuePosition - 1);
      await t.db.kysely.updateTable('chat_sessions').set({ status: 'closed' }).where('id', '=', b.sessionId).execute();
    });

    it('keeps the sign-on session of an agent on duty with the workbench open from idling out, and only theirs', async () => {
      const agent = await readyAgent(t, 'agent4');
      const idleToken = await t.login('supervisor');
      const jti = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti as string;
      // Both sessions last used 31 minutes ago: past the 30-minute idle timeout.
      const longAgo = Date.now() - 31 * 60_000;
      await t.db.kysely.updateTable('user_sessions').set({ last_seen_at: longAgo }).where('id', 'in', [jti(agent.token), jti(idleToken)]).execute();
      await t.app.presence.sweep();
      expect((await t.call('GET', '/sso/api/profile', { token: agent.token })).status).toBe(200);
      expect((await t.call('GET', '/sso/api/profile', { token: idleToken })).status).toBe(401);
    });

    it('tells the agent at once when the visitor of a chat leaves the page and when they come back', async () => {
      const { agent, v, sessionId } = await chatting(t, 'agent3');
      const left = nextEvent(agent.socket, 'visitorPresence');
      v.socket.disconnect();
      expect(await left).toEqual({ sessionId, present: false });
      const back = nextEvent(agent.socket, 'visitorPresence');
      const again = await visitorSocket(t, v.token);
      expect(await back).toEqual({ sessionId, present: true });
      again.disconnect();
    });
  });
}
