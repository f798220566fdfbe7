import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../adapter-server/src/sso/staff-session';
import { chatting, clientMsgId, request } from '../../helpers/conversation';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';

const API = '/ccim-main/api';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** Issue 33, item 10 (the server's part): small ones, each with its own check. */
for (const dialect of DIALECTS) {
  describe(`small trust fixes (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    beforeAll(async () => {
      t = await createTestApp(dialect, { env: { SESSION_IDLE_MINUTES: '1', UPLOAD_DIR: `data/test-uploads/small-${dialect}-${Date.now()}` } });
      admin = await t.login('admin');
    });
    afterAll(() => t?.close());
    afterEach(() => void vi.restoreAllMocks());

    it('answers a malformed /sso/api/users filter, sort or range with 400 naming the field, never 500', async () => {
      const list = (query: string) => t.call('GET', `/sso/api/users?${query}`, { token: admin });
      const cases: [string, string][] = [
        [`filter=${encodeURIComponent('{"q":5}')}`, 'filter.q'],
        [`filter=${encodeURIComponent('null')}`, 'filter'],
        [`filter=${encodeURIComponent('{"id":"x"}')}`, 'filter.id'],
        [`filter=${encodeURIComponent('{"role":"owner"}')}`, 'filter.role'],
        [`sort=${encodeURIComponent('"username"')}`, 'sort'],
        [`range=${encodeURIComponent('{"from":0}')}`, 'range'],
        [`range=${encodeURIComponent('[0,"9"]')}`, 'range.1'],
        ['filter=%7Bnot-json', 'filter'],
      ];
      for (const [query, field] of cases) {
        const r = await list(query);
        expect(r.status, `${query}: ${JSON.stringify(r.body)}`).toBe(400);
        expect(r.body.data.errors[0].field, query).toBe(field);
      }
      const good = await list(`filter=${encodeURIComponent('{"q":"agent","role":"agent"}')}&sort=${encodeURIComponent('["username","DESC"]')}&range=${encodeURIComponent('[0,2]')}`);
      expect(good.status).toBe(200);
      expect(good.body.map((u: { username: string }) => u.username)).toEqual(['agent6', 'agent5', 'agent4']);
    });

    it('never ends a session in use with a 1-minute idle limit, over REST and the socket, and ends an unused one', async () => {
      const token = await t.login('supervisor');
      const socket = await t.staffSocket(token);
      const start = Date.now();
      const lastSeen = async () =>
        Number(
          (
            await t.db.kysely
              .selectFrom('user_sessions as s')
              .innerJoin('users as u', 'u.id', 's.user_id')
              .select((eb) => eb.fn.max('s.last_seen_at').as('at'))
              .where('u.username', '=', 'supervisor')
              .executeTakeFirstOrThrow()
          ).at,
        );
      // Used every 40 seconds for 4 minutes: uses inside a minute of the last mark are not written.
      for (let s = 40; s <= 240; s += 40) {
        vi.spyOn(clock, 'now').mockReturnValue(start + s * 1000);
        if (s % 80 === 0) {
          const ack = await request(socket, 'chatMessage', { sessionId: 'x', clientMsgId: clientMsgId(), content: 'hi' });
          expect(ack.msg, `at ${s} s`).toBe('Sign in as an agent to chat');
          // The socket marks its use after answering: wait for the mark, as the next use (40 s on) would find it.
          const marked = start + s * 1000;
          await vi.waitFor(async () => expect(await lastSeen()).toBe(marked));
        } else {
          expect((await t.call('GET', '/sso/api/profile', { token })).status, `at ${s} s`).toBe(200);
        }
      }
      // Unused for two minutes: ended.
      vi.spyOn(clock, 'now').mockReturnValue(start + 360_000 + 1000);
      expect((await t.call('GET', '/sso/api/profile', { token })).status).toBe(401);
    });

    it('invites to evaluate only by POST, so a cross-site page cannot make an agent invite with its cookie', async () => {
      const { agent, sessionId } = await chatting(t, 'agent1');
      const cookie = { cookie: `ccim_token=${agent.token}`, origin: 'https://evil.example' };
      const viaGet = await fetch(`${t.url}${API}/workbench/invitationSatisfaction?sessionId=${sessionId}`, { headers: cookie });
      expect(viaGet.status).toBe(404);
      const crossSite = await t.call('POST', `${API}/workbench/invitationSatisfaction`, { headers: cookie, body: { sessionId } });
      expect(crossSite.status).toBe(403);
      const invitedAt = async () => (await t.db.kysely.selectFrom('chat_sessions').select('evaluation_invited_at').where('id', '=', sessionId).executeTakeFirstOrThrow()).evaluation_invited_at;
      expect(await invitedAt()).toBeNull();
      const own = await t.call('POST', `${API}/workbench/invitationSatisfaction`, { headers: { cookie: cookie.cookie, origin: t.url }, body: { sessionId } });
      expect(own.body.status, JSON.stringify(own.body)).toBe(0);
      expect(await invitedAt()).not.toBeNull();
    });

    it('strips right-to-left overrides and other invisible direction marks from attachment names', async () => {
      const token = await t.login('agent2');
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'invoice\u202Egnp.exe\u2066\u200F\u2069.png');
      const res = await fetch(`${t.url}${API}/baseoss/filesystem/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      const body = (await res.json()) as { status: number; data: { name: string } };
      expect(body.status).toBe(0);
      expect(body.data.name).toBe('invoicegnp.exe.png');
    });
  });
}
