import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { clientMsgId, convert, newVisitor, readyAgent, request, visitorSocket, type TestAgent, type TestVisitor } from '../../helpers/conversation';
import { createTestApp, DIALECTS, nextEvent, type TestApp } from '../../helpers/test-app';
import { API } from './fixture';

interface Msg {
  id: string;
  seq: number;
  author: number;
  type: string;
  content: string;
  agentName?: string;
  extra?: Record<string, unknown> | null;
}

const NOTE = 'VIP: promised a call back at 5 pm';
const TRANSFER_NOTE = 'Freight quote to Chengdu, see the note above';

/** Everything the visitor socket receives while the test runs. */
function recorder(socket: Socket) {
  const got: Msg[] = [];
  socket.on('chatMessage', (m: Msg) => got.push(m));
  return got;
}

/** Waits until the visitor socket has received the message with this content (events, never a sleep). */
const arrived = (got: Msg[], content: string) => expect.poll(() => got.some((m) => m.content === content), { timeout: 5000 }).toBe(true);

const leaks = (list: Msg[]) => list.filter((m) => m.type === 'note' || JSON.stringify(m).includes('VIP') || JSON.stringify(m).includes('Chengdu'));

for (const dialect of DIALECTS) {
  describe(`internal notes (${dialect})`, () => {
    let t: TestApp;
    let a1: TestAgent;
    let a2: TestAgent;
    let visitor: TestVisitor;
    let sessionId: string;
    let received: Msg[];

    beforeAll(async () => {
      t = await createTestApp(dialect);
      a1 = await readyAgent(t, 'agent1');
      visitor = await newVisitor(t);
      received = recorder(visitor.socket);
      const assigned = nextEvent(a1.socket, 'newSession');
      sessionId = (await convert(visitor)).sessionId;
      await assigned;
    });
    afterAll(() => t?.close());

    it('stores a note for staff only: the agent has it, the visitor socket never gets it, and it is no reply', async () => {
      const reply = await request(a1.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'Hello, how can I help?' });
      expect(reply.status).toBe(0);
      await arrived(received, 'Hello, how can I help?');
      const before = await t.db.kysely.selectFrom('chat_sessions').select(['agent_msg_count', 'first_response_at']).where('id', '=', sessionId).executeTakeFirstOrThrow();
      const note = await request(a1.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: NOTE, note: true });
      expect(note).toMatchObject({ status: 0, data: { type: 'note', author: 1, content: NOTE, agentId: a1.id } });
      // A later message the visitor does get proves the note was not merely late.
      await request(a1.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'Let me check' });
      await arrived(received, 'Let me check');
      expect(leaks(received)).toEqual([]);
      const after = await t.db.kysely.selectFrom('chat_sessions').select(['agent_msg_count', 'first_response_at']).where('id', '=', sessionId).executeTakeFirstOrThrow();
      // Only the real reply counted.
      expect(after).toEqual({ agent_msg_count: before.agent_msg_count + 1, first_response_at: before.first_response_at });
    });

    it('refuses a note from a visitor', async () => {
      const r = await request(visitor.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'sneaky', note: true });
      expect(r).toMatchObject({ status: -1, msg: 'Only staff can write internal notes' });
    });

    it('carries notes and the transfer note to the colleague, never to the visitor', async () => {
      a2 = await readyAgent(t, 'agent2');
      const r = await t.call('PUT', `${API}/workbench/confirmTransfer`, { token: a1.token, body: { sessionId, toAgentId: a2.id, note: TRANSFER_NOTE } });
      expect(r.body.status).toBe(0);
      await request(a2.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'Zhang Wei here' });
      await arrived(received, 'Zhang Wei here');
      expect(leaks(received)).toEqual([]);

      const staff: Msg[] = (await t.call('GET', `${API}/workbench/listMsg?sessionId=${sessionId}`, { token: a2.token })).body.data;
      const notes = staff.filter((m) => m.type === 'note');
      expect(notes.map((m) => [m.content, m.agentName])).toEqual([
        [NOTE, '李娜'],
        [TRANSFER_NOTE, '李娜'],
      ]);
      // Every agent message names its author.
      expect(staff.filter((m) => m.author === 1).map((m) => m.agentName)).toEqual(['李娜', '李娜', '李娜', '李娜', '张伟']);
      // The staff socket's catch-up holds them too.
      const sync = await request(a2.socket, 'sync', { sessionId, afterSeq: 0 });
      expect(sync.data.filter((m: Msg) => m.type === 'note')).toHaveLength(2);
    });

    it('keeps notes out of every history the visitor can read', async () => {
      const current = (await visitor.call('GET', '/ccim-main/api/openChannel/listCurrentSessionMsg')).body.data;
      expect(current.messages.length).toBeGreaterThan(3);
      expect(leaks(current.messages)).toEqual([]);
      const last = current.messages.at(-1).seq + 1;
      const more = (await visitor.call('GET', `/ccim-main/api/openChannel/listMoreMsg?sessionId=${sessionId}&beforeSeq=${last}`)).body.data;
      expect(more.length).toBeGreaterThan(3);
      expect(leaks(more)).toEqual([]);
      const im = (await visitor.call('POST', '/ccim-robot/api/im/msg', { afterSeq: 0 })).body.data;
      expect(im.messages.length).toBeGreaterThan(3);
      expect(leaks(im.messages)).toEqual([]);
      const sync = await request(visitor.socket, 'sync', { sessionId, afterSeq: 0 });
      expect(sync.data.length).toBeGreaterThan(3);
      expect(leaks(sync.data)).toEqual([]);
      // A page that connects now gets the same.
      const again = await visitorSocket(t, visitor.token);
      const replay = await request(again, 'sync', { sessionId, afterSeq: 0 });
      expect(leaks(replay.data)).toEqual([]);
      again.close();
    });

    it('stores system lines as a code with parameters, not as text in one or two languages', async () => {
      const rows = await t.db.kysely.selectFrom('chat_messages').select(['content', 'extra']).where('session_id', '=', sessionId).where('author', '=', 0).orderBy('seq').execute();
      expect(rows.map((r) => r.content)).toEqual(['queued', 'assigned', 'transferred']);
      expect(JSON.parse(rows[2].extra!)).toEqual({ code: 'transferred', from: '李娜', to: '张伟' });
      for (const r of rows) expect(r.content).not.toMatch(/[\u4e00-\u9fff]| \/ /);
      const preview = await t.db.kysely.selectFrom('chat_sessions').select('last_message_preview').where('id', '=', sessionId).executeTakeFirstOrThrow();
      expect(preview.last_message_preview).toBe('Zhang Wei here');
    });

    it('shows an old bilingual transfer line to the visitor as its code, without the note', async () => {
      // A row as it was stored before codes were the content: the note sat in the bilingual text and the extra.
      const seq = (await t.db.kysely.selectFrom('chat_sessions').select('last_seq').where('id', '=', sessionId).executeTakeFirstOrThrow()).last_seq + 1;
      await t.db.kysely
        .insertInto('chat_messages')
        .values({ id: `old${seq}`, session_id: sessionId, seq, author: 0, type: 'system', content: '会话已转接 / Chat transferred (李娜 → 张伟: VIP old note)', content_raw: null, client_msg_id: null, agent_id: null, created_at: Date.now(), revoked_at: null, extra: JSON.stringify({ code: 'transferred', from: '李娜', to: '张伟', note: 'VIP old note' }) })
        .execute();
      await t.db.kysely.updateTable('chat_sessions').set({ last_seq: seq }).where('id', '=', sessionId).execute();
      const current = (await visitor.call('GET', '/ccim-main/api/openChannel/listCurrentSessionMsg')).body.data;
      const old = current.messages.find((m: Msg) => m.id === `old${seq}`);
      expect(old).toMatchObject({ content: 'transferred', extra: { code: 'transferred', from: '李娜', to: '张伟' } });
      expect(leaks(current.messages)).toEqual([]);
      // Staff still read it whole.
      const staff: Msg[] = (await t.call('GET', `${API}/workbench/listMsg?sessionId=${sessionId}`, { token: a2.token })).body.data;
      expect(staff.find((m) => m.id === `old${seq}`)?.extra).toMatchObject({ note: 'VIP old note' });
    });
  });
}
