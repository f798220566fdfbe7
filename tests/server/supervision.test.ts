import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupervisionSnapshot } from '../../src/common/supervision';
import { clientMsgId, convert, newVisitor, readyAgent, request, type TestAgent, type TestVisitor } from '../helpers/conversation';
import { createTestApp, DIALECTS, EVENT_WAIT_MS, nextEvent, type TestApp } from '../helpers/test-app';
import { agentIdOf, API } from './workbench/fixture';

const SUP = `${API}/supervision`;

const sessionRow = (t: TestApp, id: string) =>
  t.db.kysely.selectFrom('chat_sessions').select(['status', 'agent_id', 'transfer_count']).where('id', '=', id).executeTakeFirstOrThrow();
const loadOf = async (t: TestApp, id: string) => (await t.db.kysely.selectFrom('agents').select('current_users').where('id', '=', id).executeTakeFirstOrThrow()).current_users;
const auditOf = (t: TestApp, action: string) => t.db.kysely.selectFrom('audit_log').select(['username', 'action', 'target', 'outcome']).where('action', '=', action).execute();

for (const dialect of DIALECTS) {
  describe(`live supervision (${dialect})`, () => {
    let t: TestApp;
    let supToken: string;
    let supSocket: Socket;
    let a1: TestAgent;
    let a2: TestAgent;
    let visitor: TestVisitor;
    let sessionId: string;

    beforeAll(async () => {
      t = await createTestApp(dialect);
      // Agents outside every skill group: routing never gives them anyone, so the visitor waits until a supervisor acts.
      for (const u of ['agent1', 'agent2']) await t.db.kysely.deleteFrom('skill_group_agents').where('agent_id', '=', await agentIdOf(t, u)).execute();
      a1 = await readyAgent(t, 'agent1', { ready: false });
      a2 = await readyAgent(t, 'agent2');
      supToken = await t.login('supervisor');
      supSocket = await t.staffSocket(supToken);
    });
    afterAll(() => t?.close());

    it('lets supervisors and admins in, and refuses agents on every call and socket event', async () => {
      expect((await t.call('GET', `${SUP}/snapshot`, { token: supToken })).body).toMatchObject({ status: 0, data: { queue: [], queueTotal: 0 } });
      expect((await t.call('GET', `${SUP}/snapshot`, { token: await t.login('admin') })).status).toBe(200);
      for (const [method, path] of [['GET', 'snapshot'], ['POST', 'assign'], ['POST', 'transfer'], ['POST', 'takeOver'], ['POST', 'whisper']]) {
        const body = method === 'GET' ? undefined : { sessionId: 'x', agentId: a1.id, toAgentId: a1.id, content: 'x' };
        expect((await t.call(method, `${SUP}/${path}`, { token: a1.token, body })).status).toBe(403);
      }
      const watch = await request(a1.socket, 'watchSession', { sessionId: 'x' });
      expect(watch).toMatchObject({ status: -1, msg: 'Live supervision is for supervisors and administrators', data: null });
      const menu = (await t.call('POST', '/sso/api/queryCurrentUserMenu', { token: a1.token })).body.data;
      expect(JSON.stringify(menu)).not.toContain('/liveSupervision');
    });

    it('validates every input with a clear message', async () => {
      const noAgent = await t.call('POST', `${SUP}/assign`, { token: supToken, body: { sessionId: 'x' } });
      expect(noAgent.status).toBe(400);
      expect(noAgent.body.data.errors).toEqual([{ field: 'agentId', message: 'is required' }]);
      const blank = await t.call('POST', `${SUP}/whisper`, { token: supToken, body: { sessionId: 'x', content: '   ' } });
      expect(blank.status).toBe(400);
      expect((await request(supSocket, 'watchSession', {})).msg).toBe('Invalid payload: sessionId is required');
      expect(await request(supSocket, 'watchSession', { sessionId: 'nope' })).toMatchObject({ status: -1, msg: 'No such session' });
    });

    it('pushes a waiting visitor to supervisors over the socket, and not to agents', async () => {
      visitor = await newVisitor(t);
      const agentHeard = nextEvent(a1.socket, 'supervision', 1500).then(() => true, () => false);
      const pushed = nextEvent<SupervisionSnapshot>(supSocket, 'supervision', EVENT_WAIT_MS, (s) => s.queue.length > 0);
      sessionId = (await convert(visitor)).sessionId;
      const s = await pushed;
      expect(s.queueTotal).toBe(1);
      expect(s.queue[0]).toMatchObject({ sessionId, channel: 100, priority: false });
      expect(s.agents.map((a) => a.id)).toEqual(expect.arrayContaining([a1.id, a2.id]));
      expect(await agentHeard).toBe(false);
    });

    it('assigns the waiting visitor to the chosen agent (busy is fine), audited, and everyone is told', async () => {
      const full = await t.call('POST', `${SUP}/assign`, { token: supToken, body: { sessionId, agentId: 'no-such' } });
      expect(full.body).toMatchObject({ status: -1, msg: 'No such agent' });
      const told = nextEvent(a1.socket, 'newSession');
      const visitorTold = nextEvent(visitor.socket, 'assigned');
      const pushed = nextEvent<SupervisionSnapshot>(supSocket, 'supervision', EVENT_WAIT_MS, (s) => s.chats.some((c) => c.sessionId === sessionId));
      const r = await t.call('POST', `${SUP}/assign`, { token: supToken, body: { sessionId, agentId: a1.id } });
      expect(r.body).toMatchObject({ status: 0, data: { sessionId, agentId: a1.id } });
      expect(await told).toMatchObject({ sessionId });
      expect(await visitorTold).toMatchObject({ sessionId });
      const s = await pushed;
      expect(s.queueTotal).toBe(0);
      expect(s.chats.find((c) => c.sessionId === sessionId)).toMatchObject({ agentId: a1.id });
      expect(await sessionRow(t, sessionId)).toMatchObject({ status: 'active', agent_id: a1.id });
      expect(await loadOf(t, a1.id)).toBe(1);
      const entries = (await auditOf(t, 'supervisorAssign')).sort((x, y) => x.outcome.localeCompare(y.outcome));
      expect(entries).toEqual([
        { username: 'supervisor', action: 'supervisorAssign', target: expect.stringMatching(new RegExp(`^chat_sessions #${sessionId} · [^→]+$`)), outcome: 'failure' },
        { username: 'supervisor', action: 'supervisorAssign', target: expect.stringMatching(new RegExp(`^chat_sessions #${sessionId} · .+ → 李娜$`)), outcome: 'success' },
      ]);
      const again = await t.call('POST', `${SUP}/assign`, { token: supToken, body: { sessionId, agentId: a2.id } });
      expect(again.body).toMatchObject({ status: -1, msg: 'This visitor is no longer waiting' });
    });

    it('shows the watched chat live, and a whisper reaches the agent and the watcher but never the visitor', async () => {
      const history = await request(supSocket, 'watchSession', { sessionId });
      expect(history.status).toBe(0);
      expect(history.data.some((m: { extra?: { code?: string } }) => m.extra?.code === 'assigned')).toBe(true);
      const live = nextEvent(supSocket, 'watchedMessage', EVENT_WAIT_MS, (m: { content: string }) => m.content === 'where is my parcel');
      await request(visitor.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'where is my parcel' });
      expect(await live).toMatchObject({ sessionId, author: 2 });

      const visitorGot: unknown[] = [];
      visitor.socket.on('chatMessage', (m) => visitorGot.push(m));
      const agentGot = nextEvent(a1.socket, 'chatMessage', EVENT_WAIT_MS, (m: { type: string }) => m.type === 'note');
      const watcherGot = nextEvent(supSocket, 'watchedMessage', EVENT_WAIT_MS, (m: { type: string }) => m.type === 'note');
      const r = await t.call('POST', `${SUP}/whisper`, { token: supToken, body: { sessionId, content: 'offer the refund form' } });
      expect(r.body).toMatchObject({ status: 0, data: { type: 'note', content: 'offer the refund form' } });
      expect(await agentGot).toMatchObject({ sessionId, type: 'note', content: 'offer the refund form', extra: { whisper: true } });
      expect(await watcherGot).toMatchObject({ type: 'note' });
      // Something the visitor does receive, after the whisper: had the whisper reached them, it would be here first.
      const after = nextEvent(visitor.socket, 'chatMessage', EVENT_WAIT_MS, (m: { content: string }) => m.content === 'here is the form');
      await request(a1.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'here is the form' });
      await after;
      expect(JSON.stringify(visitorGot)).not.toContain('refund form');
      const visitorHistory = await visitor.call('GET', `${API}/openChannel/listCurrentSessionMsg?sessionId=${sessionId}`);
      expect(JSON.stringify(visitorHistory.body)).not.toContain('refund form');
      const agentHistory = await t.call('GET', `${API}/workbench/listMsg?sessionId=${sessionId}`, { token: a1.token });
      expect(JSON.stringify(agentHistory.body.data)).toContain('offer the refund form');
      expect((await auditOf(t, 'supervisorWhisper')).map((e) => e.outcome)).toEqual(['success']);
    });

    it('transfers the chat to another agent, who gets it; the first agent hears it left', async () => {
      const left = nextEvent(a1.socket, 'sessionUpdated', EVENT_WAIT_MS, (p: { status: string }) => p.status === 'transferred');
      const got = nextEvent(a2.socket, 'newSession');
      const r = await t.call('POST', `${SUP}/transfer`, { token: supToken, body: { sessionId, toAgentId: a2.id, note: 'VIP customer' } });
      expect(r.body).toMatchObject({ status: 0, data: { sessionId, toAgentId: a2.id } });
      expect(await left).toMatchObject({ sessionId, agentId: a2.id });
      expect(await got).toMatchObject({ sessionId });
      expect(await sessionRow(t, sessionId)).toMatchObject({ agent_id: a2.id, transfer_count: 1 });
      expect(await loadOf(t, a1.id)).toBe(0);
      expect((await auditOf(t, 'supervisorTransfer')).map((e) => e.outcome)).toEqual(['success']);
    });

    it('takes the chat over: the supervisor (their agent profile) becomes its agent', async () => {
      const noProfile = await t.call('POST', `${SUP}/takeOver`, { token: supToken, body: { sessionId } });
      expect(noProfile.body).toMatchObject({ status: -1, msg: 'You have no agent profile: transfer the chat to an agent instead' });
      const sup = await readyAgent(t, 'supervisor', { ready: false });
      const left = nextEvent(a2.socket, 'sessionUpdated', EVENT_WAIT_MS, (p: { status: string }) => p.status === 'transferred');
      const r = await t.call('POST', `${SUP}/takeOver`, { token: supToken, body: { sessionId } });
      expect(r.body).toMatchObject({ status: 0, data: { sessionId, toAgentId: sup.id } });
      await left;
      expect(await sessionRow(t, sessionId)).toMatchObject({ status: 'active', agent_id: sup.id });
      expect((await auditOf(t, 'supervisorTakeOver')).map((e) => e.outcome).sort()).toEqual(['failure', 'success']);
    });
  });
}
