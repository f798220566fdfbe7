import { createHmac } from 'node:crypto';
import { io as ioClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../adapter-server/src/sso/staff-session';
import { clientMsgId, convert, newVisitor, readyAgent, request, setStatus } from '../../helpers/conversation';
import { createTestApp, DIALECTS, EVENT_WAIT_MS, nextEvent, type TestApp } from '../../helpers/test-app';

/** Resolves with the reason once the server closes the socket. */
const closedByServer = (s: Socket) => nextEvent<string>(s, 'disconnect');

/** Connects with the token and resolves with the handshake's refusal ('' when it connected). */
function handshake(t: TestApp, token: string, agentId?: string): Promise<string> {
  const s = ioClient(t.url, { auth: { token }, query: agentId ? { agentId } : {}, transports: ['websocket'], reconnection: false, forceNew: true });
  return new Promise((resolve) => {
    s.once('connect', () => {
      s.disconnect();
      resolve('');
    });
    s.once('connect_error', (e) => resolve(e.message));
  });
}

const sessionOf = async (t: TestApp, userToken: string) => {
  const jti = JSON.parse(Buffer.from(userToken.split('.')[1], 'base64url').toString()).jti as string;
  return t.db.kysely.selectFrom('user_sessions').selectAll().where('id', '=', jti).executeTakeFirstOrThrow();
};

for (const dialect of DIALECTS) {
  describe(`staff sockets follow their session (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      admin = await t.login('admin');
    });
    afterAll(() => t?.close());
    afterEach(() => void vi.restoreAllMocks());
    /** Moves the time sessions are judged by (not the sockets' heartbeats) this far ahead. */
    const later = (ms: number) => {
      const at = Date.now() + ms;
      vi.spyOn(clock, 'now').mockImplementation(() => at);
    };
    const MIN = 60_000;

    const userId = async (username: string) =>
      (await t.db.kysely.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

    it('logout closes the socket, refuses it again, and signs the agent out so its sessions are routed anew', async () => {
      const a1 = await readyAgent(t, 'agent1');
      const a2 = await readyAgent(t, 'agent2', { ready: false });
      const v = await newVisitor(t);
      const assigned = nextEvent(a1.socket, 'newSession');
      const { sessionId } = await convert(v);
      await assigned;
      const closed = closedByServer(a1.socket);
      expect((await t.call('POST', '/sso/api/logout', { token: a1.token })).body.status).toBe(0);
      expect(await closed).toBe('io server disconnect');
      expect(await handshake(t, a1.token, a1.id)).toBe('unauthorized');
      await vi.waitFor(async () => {
        const agent = await t.db.kysely.selectFrom('agents').select('status').where('id', '=', a1.id).executeTakeFirstOrThrow();
        expect(agent.status).toBe(1);
        const s = await t.db.kysely.selectFrom('chat_sessions').select(['status', 'agent_id']).where('id', '=', sessionId).executeTakeFirstOrThrow();
        expect(s).toEqual({ status: 'queued', agent_id: null });
      });
      const rerouted = nextEvent(a2.socket, 'newSession', EVENT_WAIT_MS, (p: { sessionId: string }) => p.sessionId === sessionId);
      await setStatus(t, a2, 3);
      await rerouted;
    });

    it('a password change, a disabled user and a role change each close the user’s open sockets', async () => {
      const changes: [string, Record<string, unknown>][] = [
        ['agent3', { password: 'another-password-1' }],
        ['agent4', { enabled: false }],
        ['agent5', { role: 'supervisor' }],
      ];
      for (const [username, patch] of changes) {
        const a = await readyAgent(t, username);
        const closed = closedByServer(a.socket);
        const r = await t.call('PUT', `/sso/api/users/${await userId(username)}`, { token: admin, body: patch });
        expect(r.status, username).toBe(200);
        expect(await closed).toBe('io server disconnect');
        expect(await handshake(t, a.token, a.id)).toBe('unauthorized');
        expect((await t.call('GET', '/sso/api/profile', { token: a.token })).status).toBe(401);
      }
    });

    it('disabling the agent closes its workbench socket and refuses a new one', async () => {
      const a = await readyAgent(t, 'agent6');
      const closed = closedByServer(a.socket);
      const r = await t.call('PUT', '/ccim-main/api/agentMgt/enableDisable', { token: admin, body: { id: a.id, enabled: false } });
      expect(r.body.status).toBe(0);
      expect(await closed).toBe('io server disconnect');
      expect(await handshake(t, a.token, a.id)).toBe('forbidden');
      await t.call('PUT', '/ccim-main/api/agentMgt/enableDisable', { token: admin, body: { id: a.id, enabled: true } });
      expect(await handshake(t, a.token, a.id)).toBe('');
    });

    it('refuses an emit once the session has expired, and closes the socket', async () => {
      const token = await t.login('supervisor');
      const s = await t.staffSocket(token);
      later(12 * 3600_000 + MIN);
      const closed = closedByServer(s);
      const ack = await request(s, 'chatMessage', { sessionId: 'x', clientMsgId: clientMsgId(), content: 'hi' });
      expect(ack).toEqual({ status: -1, msg: 'Not signed in or the sign-in has expired', data: null });
      expect(await closed).toBe('io server disconnect');
      expect((await t.call('GET', '/sso/api/profile', { token })).status).toBe(401);
    });

    it('refuses an emit on a session idle past the timeout, while an emit in time keeps it alive', async () => {
      const token = await t.login('supervisor');
      const s = await t.staffSocket(token);
      later(20 * MIN);
      const before = Number((await sessionOf(t, token)).last_seen_at);
      expect((await request(s, 'chatMessage', { sessionId: 'x', clientMsgId: clientMsgId(), content: 'hi' })).msg).toBe('Sign in as an agent to chat');
      // The use is written beside the packet (never ahead of it, which could reorder a socket's messages).
      for (let i = 0; i < 200 && Number((await sessionOf(t, token)).last_seen_at) === before; i++) await new Promise((r) => setTimeout(r, 10));
      later(45 * MIN);
      // The emit at minute 20 was a use: at minute 45 the session (idle 30 minutes) still lives, over REST too.
      expect((await t.call('GET', '/sso/api/profile', { token })).status).toBe(200);
      later(45 * MIN + 31 * MIN);
      const closed = closedByServer(s);
      const ack = await request(s, 'chatMessage', { sessionId: 'x', clientMsgId: clientMsgId(), content: 'hi' });
      expect(ack.msg).toBe('Not signed in or the sign-in has expired');
      expect(await closed).toBe('io server disconnect');
    });

    it('ends a REST session nobody used for the idle timeout, and writes its use at most once a minute', async () => {
      const token = await t.login('supervisor');
      const created = (await sessionOf(t, token)).last_seen_at;
      expect((await t.call('GET', '/sso/api/profile', { token })).status).toBe(200);
      expect((await t.call('POST', '/sso/api/queryCurrentUserMenu', { token })).status).toBe(200);
      expect((await sessionOf(t, token)).last_seen_at).toBe(created);
      later(29 * MIN);
      expect((await t.call('GET', '/sso/api/profile', { token })).status).toBe(200);
      expect(Number((await sessionOf(t, token)).last_seen_at)).toBeGreaterThan(Number(created));
      later(29 * MIN + 30 * MIN - 1000);
      expect((await t.call('GET', '/sso/api/profile', { token })).status).toBe(200);
      // Ended once unused for the timeout plus the minute its last mark may lag its last use.
      later(29 * MIN + 30 * MIN - 1000 + 31 * MIN);
      expect((await t.call('GET', '/sso/api/profile', { token })).status).toBe(401);
    });

    it('closes the socket by itself when the session reaches its end', async () => {
      const token = await t.login('supervisor');
      const row = await sessionOf(t, token);
      await t.db.kysely.updateTable('user_sessions').set({ expires_at: Date.now() + 1500 }).where('id', '=', row.id).execute();
      const s = await t.staffSocket(token);
      expect(await closedByServer(s)).toBe('io server disconnect');
    });

    it('refuses tokens with alg none, a changed payload or another key, over REST and the socket', async () => {
      const good = await t.login('supervisor');
      const [head, body, sig] = good.split('.');
      const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
      const none = `${b64({ alg: 'none', typ: 'JWT' })}.${body}.`;
      const changed = `${head}.${b64({ ...claims, sub: await userId('admin') })}.${sig}`;
      const foreignSig = createHmac('sha256', 'some-other-key').update(`${head}.${body}`).digest('base64url');
      const foreign = `${head}.${body}.${foreignSig}`;
      for (const bad of [none, changed, foreign]) {
        expect((await t.call('GET', '/sso/api/profile', { token: bad })).status).toBe(401);
        expect(await handshake(t, bad)).toBe('unauthorized');
      }
      expect(await handshake(t, good)).toBe('');
    });
  });
}

describe('revocation across instances (Redis)', () => {
  for (const dialect of DIALECTS) {
    it(`a logout on one instance closes the socket held by another (${dialect})`, async () => {
      const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
      const a = await createTestApp(dialect, { env });
      const b = await createTestApp(dialect, { env, db: a.db, seed: false });
      try {
        const token = await a.login('supervisor');
        const s = await b.staffSocket(token);
        const closed = closedByServer(s);
        expect((await a.call('POST', '/sso/api/logout', { token })).body.status).toBe(0);
        expect(await closed).toBe('io server disconnect');
      } finally {
        await b.close();
        await a.close();
      }
    });
  }
});
