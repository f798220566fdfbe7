import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMsgId, convert, newVisitor, readyAgent, request, type TestAgent, type TestVisitor } from '../../helpers/conversation';
import { createTestApp, DIALECTS, EVENT_WAIT_MS, nextEvent, type TestApp } from '../../helpers/test-app';
import { API } from './fixture';

/** Resolves true when the event arrives within `ms`, false otherwise. */
const heard = (socket: TestAgent['socket'], event: string, ms: number) => nextEvent(socket, event, ms).then(() => true, () => false);
const ids = (list: { sessionId: string }[]) => list.map((s) => s.sessionId);

for (const dialect of DIALECTS) {
  describe(`workbench session calls (${dialect})`, () => {
    let t: TestApp;
    let a1: TestAgent;
    let a2: TestAgent;
    let v1: TestVisitor;
    let mine: string;
    let theirs: string;
    const session = async (id: string) => t.db.kysely.selectFrom('chat_sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const get = (path: string, token: string) => t.call('GET', `${API}/workbench/${path}`, { token });
    const put = (path: string, token: string, body: unknown) => t.call('PUT', `${API}/workbench/${path}`, { token, body });
    const post = (path: string, token: string, body: unknown) => t.call('POST', `${API}/workbench/${path}`, { token, body });

    beforeAll(async () => {
      t = await createTestApp(dialect);
      // agent1 alone is ready for the first visitor; agent2, ready next with no load, takes the second.
      a1 = await readyAgent(t, 'agent1');
      v1 = await newVisitor(t);
      const toA1 = nextEvent(a1.socket, 'newSession');
      mine = (await convert(v1)).sessionId;
      await toA1;
      a2 = await readyAgent(t, 'agent2');
      const v2 = await newVisitor(t);
      const toA2 = nextEvent(a2.socket, 'newSession');
      theirs = (await convert(v2)).sessionId;
      await toA2;
      for (const content of ['one', 'two', 'three']) await request(v1.socket, 'chatMessage', { sessionId: mine, clientMsgId: clientMsgId(), content });
    });
    afterAll(() => t?.close());

    it("lists only the caller's own sessions, with the unread count", async () => {
      const r1 = await get('listSession', a1.token);
      expect(r1.body.status).toBe(0);
      expect(ids(r1.body.data)).toContain(mine);
      expect(ids(r1.body.data)).not.toContain(theirs);
      // Unread counts every line since the agent last read, the queue and assignment lines too.
      const { last_seq: last } = await session(mine);
      expect(r1.body.data.find((s: { sessionId: string }) => s.sessionId === mine)).toMatchObject({ status: 'active', unread: last, lastMessagePreview: 'three' });
      expect(ids((await get('listSession', a2.token)).body.data)).toEqual([theirs]);
      expect((await t.call('GET', `${API}/workbench/listSession`)).status).toBe(401);
    });

    it('reads the newest messages, those after a sequence, and older pages', async () => {
      const all = (await get(`listMsg?sessionId=${mine}`, a1.token)).body.data as { seq: number; content: string }[];
      const texts = all.map((m) => m.content);
      expect(texts.slice(-3)).toEqual(['one', 'two', 'three']);
      const seqs = all.map((m) => m.seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      const last = seqs[seqs.length - 1];
      expect((await get(`listMsg?sessionId=${mine}&afterSeq=${last - 1}`, a1.token)).body.data.map((m: { content: string }) => m.content)).toEqual(['three']);
      const older = (await get(`listMoreMsg?sessionId=${mine}&beforeSeq=${last}&pageSize=2`, a1.token)).body.data;
      expect(older.map((m: { content: string }) => m.content)).toEqual(['one', 'two']);
    });

    it('refuses bad paging input with the fields at fault', async () => {
      const missing = await get('listMsg', a1.token);
      expect(missing.status).toBe(400);
      expect(missing.body.data.errors).toEqual([{ field: 'sessionId', message: 'is required' }]);
      const paging = await get(`listMoreMsg?sessionId=${mine}&beforeSeq=0&pageSize=101`, a1.token);
      expect(paging.status).toBe(400);
      expect(paging.body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['beforeSeq', 'pageSize']);
      expect((await get(`listMsg?sessionId=${mine}&afterSeq=-1`, a1.token)).status).toBe(400);
    });

    it("keeps another agent out of the session's messages", async () => {
      expect(await get(`listMsg?sessionId=${mine}`, a2.token)).toMatchObject({ status: 403, body: { status: -1, msg: 'No such session', data: null } });
      expect(await get(`listMoreMsg?sessionId=${mine}&beforeSeq=10`, a2.token)).toMatchObject({ status: 403, body: { status: -1, msg: 'No such session', data: null } });
      expect(await get(`listMsg?sessionId=nope`, a1.token)).toMatchObject({ status: 403, body: { status: -1, msg: 'No such session' } });
      // Staff without an agent of their own (a supervisor) read chats in the reports, not here.
      const sup = await t.login('supervisor');
      expect((await get(`listMsg?sessionId=${mine}`, sup)).body).toMatchObject({ status: -1, msg: 'Sign in to the workbench as an agent first', data: null });
    });

    it("marks the agent's reading and tells the visitor; never for another agent, never past the last message", async () => {
      const { last_seq: last } = await session(mine);
      expect(await put('readMsg', a2.token, { sessionId: mine, seq: last })).toMatchObject({ status: 403, body: { status: -1, msg: 'No such session' } });
      expect((await session(mine)).agent_read_seq).toBe(0);
      const bad = await put('readMsg', a1.token, { sessionId: mine, seq: -1 });
      expect(bad.status).toBe(400);
      expect(bad.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['seq']);

      const told = nextEvent(v1.socket, 'read', EVENT_WAIT_MS, (p: { sessionId: string }) => p.sessionId === mine);
      expect((await put('readMsg', a1.token, { sessionId: mine, seq: last + 50 })).body.status).toBe(0);
      expect(await told).toEqual({ sessionId: mine, author: 1, seq: last });
      expect((await session(mine)).agent_read_seq).toBe(last);
      expect((await get('listSession', a1.token)).body.data.find((s: { sessionId: string }) => s.sessionId === mine).unread).toBe(0);
      // The visitor's page reloads with the agent's read position, so its read marks stay.
      const current = await v1.call('GET', `${API}/openChannel/listCurrentSessionMsg?sessionId=${mine}`);
      expect(current.body.data.session).toMatchObject({ sessionId: mine, agentReadSeq: last });
    });

    it('invites the visitor to evaluate once; another agent cannot', async () => {
      const strayInvite = heard(v1.socket, 'evaluationInvited', 800);
      expect(await post('invitationSatisfaction', a2.token, { sessionId: mine })).toMatchObject({ status: 403, body: { status: -1, msg: 'No such session' } });
      expect(await strayInvite).toBe(false);
      expect((await session(mine)).evaluation_invited_at).toBeNull();
      expect((await post('invitationSatisfaction', a1.token, {})).status).toBe(400);

      const invited = nextEvent(v1.socket, 'evaluationInvited');
      const r = await post('invitationSatisfaction', a1.token, { sessionId: mine });
      expect(r.body).toMatchObject({ status: 0, data: { sessionId: mine, author: 0 } });
      expect(await invited).toEqual({ sessionId: mine, evaluateUrl: `/evaluate/${mine}` });
      expect((await session(mine)).evaluation_invited_at).not.toBeNull();
      expect((await post('invitationSatisfaction', a1.token, { sessionId: mine })).body).toMatchObject({ status: -2, msg: 'The visitor has already been invited to evaluate' });
    });

    it("lists since when the visitor waits and when the first response is due (the first-response setting), both gone once the agent answers", async () => {
      const row = async () => ((await get('listSession', a1.token)).body.data as { sessionId: string; awaitingReplySince: number | null; firstResponseDueAt: number | null }[]).find((s) => s.sessionId === mine)!;
      const s = await session(mine);
      const first = await t.db.kysely.selectFrom('chat_messages').select('created_at').where('session_id', '=', mine).where('content', '=', 'one').executeTakeFirstOrThrow();
      // The default: two minutes after the agent took the chat (not the idle timeout's 15 minutes).
      expect(await row()).toMatchObject({ awaitingReplySince: first.created_at, firstResponseDueAt: s.assigned_at! + 120_000 });
      // The service settings screen changes it; the list follows at once.
      const token = await t.login('supervisor');
      const settings = (await t.call('POST', `${API}/sessionServiceConfig/get`, { token, body: {} })).body.data;
      expect(settings.firstResponseSeconds).toBe(120);
      expect((await t.call('PUT', `${API}/sessionServiceConfig/edit`, { token, body: { ...settings, firstResponseSeconds: 45 } })).body.status).toBe(0);
      expect(await row()).toMatchObject({ firstResponseDueAt: s.assigned_at! + 45_000 });
      // A note answers nobody.
      await request(a1.socket, 'chatMessage', { sessionId: mine, clientMsgId: clientMsgId(), content: 'for staff', note: true });
      expect(await row()).toMatchObject({ awaitingReplySince: first.created_at, firstResponseDueAt: s.assigned_at! + 45_000 });
      await request(a1.socket, 'chatMessage', { sessionId: mine, clientMsgId: clientMsgId(), content: 'Hello' });
      expect(await row()).toMatchObject({ awaitingReplySince: null, firstResponseDueAt: null });
    });

    it("ends only the caller's own session", async () => {
      expect(await put('clear', a2.token, { sessionId: mine })).toMatchObject({ status: 403, body: { status: -1, msg: 'No such session' } });
      expect((await session(mine)).status).toBe('active');
      const bad = await put('clear', a1.token, { sessionId: mine, extra: 1 });
      expect(bad.status).toBe(400);
      expect((await put('clear', a1.token, {})).body.data.errors).toEqual([{ field: 'sessionId', message: 'is required' }]);

      const closed = nextEvent(v1.socket, 'sessionClosed');
      expect((await put('clear', a1.token, { sessionId: mine })).body).toMatchObject({ status: 0, data: { closed: true } });
      expect(await closed).toEqual({ sessionId: mine, reason: 'agent' });
      expect(await session(mine)).toMatchObject({ status: 'closed', close_reason: 'agent' });
      expect((await session(theirs)).status).toBe('active');
      // Ending it again changes nothing and says so.
      expect((await put('clear', a1.token, { sessionId: mine })).body).toMatchObject({ status: 0, data: { closed: false } });
    });
  });
}
