import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMsgId, convert, newVisitor, readyAgent, request, type TestAgent, type TestVisitor } from '../../helpers/conversation';
import { createTestApp, DIALECTS, EVENT_WAIT_MS, nextEvent, type TestApp } from '../../helpers/test-app';
import { API } from './fixture';

/** Resolves true when the event arrives within `ms`, false otherwise. */
const heard = (socket: TestAgent['socket'], event: string, ms: number) => nextEvent(socket, event, ms).then(() => true, () => false);

for (const dialect of DIALECTS) {
  describe(`workbench revocation and images (${dialect})`, () => {
    let t: TestApp;
    let a1: TestAgent;
    let a2: TestAgent;
    let visitor: TestVisitor;
    let sessionId: string;
    let png: Buffer;
    const revoke = (token: string, body: unknown) => t.call('POST', `${API}/workbench/msg/revocation`, { token, body });
    const revokedAt = async (id: string) => (await t.db.kysely.selectFrom('chat_messages').select('revoked_at').where('id', '=', id).executeTakeFirstOrThrow()).revoked_at;
    const reply = async (content: string) => (await request(a1.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content })).data as { id: string };
    const upload = async (token: string, bytes: Buffer, type: string, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
      const res = await fetch(`${t.url}${API}/workbench/uploadImg`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      return { status: res.status, body: (await res.json()) as { status: number; msg: string; data: { url: string; errors?: { field: string }[] } } };
    };
    const messagesOfSession = async () => t.db.kysely.selectFrom('chat_messages').select(['id', 'type']).where('session_id', '=', sessionId).execute();

    beforeAll(async () => {
      t = await createTestApp(dialect);
      png = await sharp({ create: { width: 6, height: 4, channels: 3, background: '#964' } }).png().toBuffer();
      a1 = await readyAgent(t, 'agent1');
      a2 = await readyAgent(t, 'agent2', { ready: false });
      visitor = await newVisitor(t);
      const assigned = nextEvent(a1.socket, 'newSession');
      sessionId = (await convert(visitor)).sessionId;
      await assigned;
    });
    afterAll(() => t?.close());

    it("revokes the agent's own message; the visitor and the agent are told, another agent is not", async () => {
      const m = await reply('Delivered yesterday');
      const toVisitor = nextEvent(visitor.socket, 'messageRevoked');
      const toAgent = nextEvent(a1.socket, 'messageRevoked');
      const toOther = heard(a2.socket, 'messageRevoked', 800);
      expect((await revoke(a1.token, { sessionId, messageId: m.id })).body).toMatchObject({ status: 0 });
      expect(await toVisitor).toEqual({ sessionId, messageId: m.id });
      expect(await toAgent).toEqual({ sessionId, messageId: m.id });
      expect(await toOther).toBe(false);
      expect(await revokedAt(m.id)).not.toBeNull();
      // Both ends read it back without its text.
      const seen = (await t.call('GET', `${API}/workbench/listMsg?sessionId=${sessionId}`, { token: a1.token })).body.data.find((x: { id: string }) => x.id === m.id);
      expect(seen).toMatchObject({ revoked: true, content: '' });
      const visitorSees = (await visitor.call('GET', `${API}/openChannel/listCurrentSessionMsg?sessionId=${sessionId}`)).body.data.messages;
      expect(visitorSees.find((x: { id: string }) => x.id === m.id)).toMatchObject({ revoked: true, content: '', extra: null });
      expect((await revoke(a1.token, { sessionId, messageId: m.id })).body).toMatchObject({ status: -2, msg: 'The message was already revoked' });
    });

    it("refuses another agent, the visitor's messages, and messages past the two minutes", async () => {
      const m = await reply('Your parcel is at the outlet');
      expect(await revoke(a2.token, { sessionId, messageId: m.id })).toMatchObject({ status: 403, body: { status: -1, msg: 'No such session' } });
      const theirs = (await request(visitor.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'ok' })).data as { id: string };
      expect((await revoke(a1.token, { sessionId, messageId: theirs.id })).body).toMatchObject({ status: -1, msg: 'Only your own messages can be revoked' });
      expect((await revoke(a1.token, { sessionId, messageId: 'nope' })).body).toMatchObject({ status: -1, msg: 'Only your own messages can be revoked' });
      await t.db.kysely.updateTable('chat_messages').set({ created_at: Date.now() - 2 * 60_000 - 1000 }).where('id', '=', m.id).execute();
      expect((await revoke(a1.token, { sessionId, messageId: m.id })).body).toMatchObject({ status: -1, msg: 'Messages can only be revoked within 2 minutes' });
      for (const id of [m.id, theirs.id]) expect(await revokedAt(id)).toBeNull();
    });

    it('refuses bad revocation input with the fields at fault', async () => {
      const r = await revoke(a1.token, { sessionId });
      expect(r.status).toBe(400);
      expect(r.body.data.errors).toEqual([{ field: 'messageId', message: 'is required' }]);
      expect((await revoke(a1.token, { sessionId, messageId: 'x'.repeat(41) })).status).toBe(400);
    });

    it('uploads an image and sends it by its address; the visitor receives it', async () => {
      const up = await upload(a1.token, png, 'image/png', 'box.png');
      expect(up.body).toMatchObject({ status: 0, data: { width: 6, height: 4 } });
      const got = nextEvent(visitor.socket, 'chatMessage', EVENT_WAIT_MS, (m: { type?: string; content?: string }) => m.type === 'image');
      const sent = await t.call('POST', `${API}/workbench/sendImgUrlMsg`, { token: a1.token, body: { sessionId, url: up.body.data.url, clientMsgId: 'img-a' } });
      expect(sent.body).toMatchObject({ status: 0, data: { type: 'image', content: up.body.data.url, author: 1 } });
      expect((await got).content).toBe(up.body.data.url);
      // The same clientMsgId again is the same message, not a second one.
      const again = await t.call('POST', `${API}/workbench/sendImgUrlMsg`, { token: a1.token, body: { sessionId, url: up.body.data.url, clientMsgId: 'img-a' } });
      expect(again.body.data.id).toBe(sent.body.data.id);
      const served = await fetch(`${t.url}${up.body.data.url}`, { headers: { authorization: `Bearer ${a1.token}` } });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toMatch(/^image\//);
    });

    it("refuses a non-image, an address we did not store and another agent's session", async () => {
      const text = await upload(a1.token, Buffer.from('Delivery notes'), 'text/plain', 'notes.txt');
      expect(text.status).toBe(400);
      expect(text.body.data.errors).toEqual([{ field: 'file', message: 'is not an allowed image type' }]);
      const disguised = await upload(a1.token, Buffer.from('not really a png'), 'image/png', 'fake.png');
      expect(disguised.status).toBe(400);
      expect(disguised.body.data.errors).toEqual([{ field: 'file', message: 'is not an image' }]);

      const before = (await messagesOfSession()).length;
      const foreign = await t.call('POST', `${API}/workbench/sendImgUrlMsg`, { token: a1.token, body: { sessionId, url: 'https://evil.example/x.jpg' } });
      expect(foreign.status).toBe(400);
      expect(foreign.body.data.errors).toEqual([{ field: 'url', message: 'is not an uploaded image' }]);
      const missing = await t.call('POST', `${API}/workbench/sendImgUrlMsg`, { token: a1.token, body: { url: '/uploads/x.jpg' } });
      expect(missing.status).toBe(400);
      expect(missing.body.data.errors).toEqual([{ field: 'sessionId', message: 'is required' }]);

      const up = await upload(a2.token, png, 'image/png', 'box.png');
      const stray = heard(visitor.socket, 'chatMessage', 800);
      const other = await t.call('POST', `${API}/workbench/sendImgUrlMsg`, { token: a2.token, body: { sessionId, url: up.body.data.url } });
      expect(other.body.status).toBe(-1);
      expect(await stray).toBe(false);
      expect((await messagesOfSession()).length).toBe(before);
    });
  });
}
