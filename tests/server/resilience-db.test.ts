import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../src/common/events';
import { clientMsgId, request, chatting } from '../helpers/conversation';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { createTestApp, DIALECTS, EVENT_WAIT_MS, nextEvent, openTestDb, PG_URL, type TestApp } from '../helpers/test-app';


/** Calls until the answer has the wanted HTTP status (the pool reconnecting), at most `tries` times. */
async function until(t: TestApp, status: number, path: string, token?: string, tries = 50) {
  for (let i = 0; i < tries; i++) {
    const r = await t.call('GET', path, { token });
    if (r.status === status) return r;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} never answered ${status}`);
}

for (const dialect of DIALECTS) {
  describe(`health and redelivery (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t?.close());

    it('answers /healthz alive and /readyz with the database reachable and the writer queue empty', async () => {
      const live = await t.call('GET', '/healthz');
      expect(live.status).toBe(200);
      expect(live.body.status).toBe(0);
      const ready = await t.call('GET', '/readyz');
      expect(ready.status).toBe(200);
      expect(ready.body).toMatchObject({ status: 0, data: { database: 'up', redis: 'off', writerQueue: 0 } });
    });

    it('delivers a resend live when the first send was stored but never broadcast', async () => {
      const { agent, v, sessionId } = await chatting(t, 'agent1');
      const cid = clientMsgId();
      // Stored by an instance that died before it broadcast: through the writer, with no domain event.
      const stored = await t.app.loop.writer.append({ sessionId, author: 2, type: 'text', content: 'lost broadcast', clientMsgId: cid, guard: { statuses: ['active'], visitorId: v.id } });
      const seen = nextEvent(agent.socket, 'chatMessage', EVENT_WAIT_MS, (m: ChatMessage) => m.clientMsgId === cid);
      const resent = await request(v.socket, 'chatMessage', { sessionId, clientMsgId: cid, content: 'lost broadcast' });
      expect(resent.data.id).toBe(stored.message.id);
      expect((await seen).id).toBe(stored.message.id);
    });
  });
}

describe('a PostgreSQL outage (postgres, through a proxy that drops connections)', () => {
  let proxy: TcpProxy;
  let opened: Awaited<ReturnType<typeof openTestDb>>;
  let t: TestApp;
  beforeAll(async () => {
    const target = new URL(PG_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    target.port = String(proxy.port);
    opened = await openTestDb('postgres', target.toString());
    t = await createTestApp('postgres', { db: opened.db });
  });
  afterAll(async () => {
    await t?.close();
    await opened?.drop();
    await proxy?.close();
  });

  it('keeps serving: 503 with a clear message while the database is gone, /readyz says so, and all is well after', async () => {
    const token = await t.login('supervisor');
    expect((await t.call('POST', '/ccim-main/api/agentMgt/list', { token, body: { pageNum: 1, pageSize: 10 } })).status).toBe(200);
    proxy.down(); // every pooled connection dies at once and new ones are refused, as in a database restart
    const during = await t.call('POST', '/ccim-main/api/agentMgt/list', { token, body: { pageNum: 1, pageSize: 10 } });
    expect(during.status).toBe(503);
    expect(during.body).toMatchObject({ status: -1, msg: 'The service is briefly unavailable (database). Please try again in a moment.' });
    expect(during.headers.get('retry-after')).toBe('5');
    const zh = await t.call('POST', '/ccim-main/api/agentMgt/list', { token, body: { pageNum: 1, pageSize: 10 }, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.body.msg).toBe('服务暂时不可用（数据库），请稍后再试。');
    const notReady = await t.call('GET', '/readyz');
    expect(notReady.status).toBe(503);
    expect(notReady.body).toMatchObject({ status: -1, data: { database: 'down' } });
    expect((await t.call('GET', '/healthz')).status).toBe(200);
    proxy.up();
    await until(t, 200, '/readyz');
    expect((await t.call('POST', '/ccim-main/api/agentMgt/list', { token, body: { pageNum: 1, pageSize: 10 } })).status).toBe(200);
  });

  it('leaves a send during the outage unacknowledged; its resend afterwards is stored once and delivered live', async () => {
    const { agent, v, sessionId } = await chatting(t, 'agent2');
    const cid = clientMsgId();
    let firstAcked = false;
    const appended = new Promise<void>((resolve) => {
      const append = t.app.loop.writer.append.bind(t.app.loop.writer);
      t.app.loop.writer.append = (input) => {
        const p = append(input);
        if (input.clientMsgId === cid) p.catch(() => resolve());
        return p;
      };
    });
    await t.app.robot.words.ready(); // the word list stays loaded for seconds: the send reaches the writer
    proxy.down();
    v.socket.emit('chatMessage', { sessionId, clientMsgId: cid, content: 'sent in the outage' }, () => {
      firstAcked = true;
    });
    await appended; // the writer failed it; a reply, had there been one, would have been written by now
    proxy.up();
    await until(t, 200, '/readyz');
    const seen = nextEvent(agent.socket, 'chatMessage', EVENT_WAIT_MS, (m: ChatMessage) => m.clientMsgId === cid);
    const resent = await request(v.socket, 'chatMessage', { sessionId, clientMsgId: cid, content: 'sent in the outage' });
    expect(resent.status).toBe(0);
    // Acknowledgements on one socket arrive in order: one for the first send would have come before this one.
    expect(firstAcked).toBe(false);
    expect((await seen).id).toBe(resent.data.id);
    const rows = await t.db.kysely.selectFrom('chat_messages').select('id').where('client_msg_id', '=', cid).execute();
    expect(rows).toHaveLength(1);
  });
});
