import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportDb } from '../../adapter-server/src/db/report-db';
import { MessageWriter } from '../../adapter-server/src/features/messages/message-writer';
import type { AppendInput, Appended } from '../../adapter-server/src/features/messages/message.service';
import { AppError } from '../../adapter-server/src/http/envelope';
import { clientMsgId } from '../helpers/conversation';
import { makeSession } from '../helpers/factories';
import { createTestApp, DIALECTS, type TestApp } from '../helpers/test-app';

const AGENT = 'agent-under-test';

const fromVisitor = (sessionId: string, visitorId: string, content: string, cid = clientMsgId()): AppendInput => ({
  sessionId,
  author: 2,
  type: 'text',
  content,
  clientMsgId: cid,
  guard: { statuses: ['queued', 'active'], visitorId },
});
const fromAgent = (sessionId: string, content: string): AppendInput => ({
  sessionId,
  author: 1,
  type: 'text',
  content,
  clientMsgId: clientMsgId(),
  agentId: AGENT,
  guard: { statuses: ['active'], agentId: AGENT },
});

interface Chat {
  sessionId: string;
  visitorId: string;
}

async function activeChats(t: TestApp, n: number, status: 'active' | 'closed' = 'active'): Promise<Chat[]> {
  const out: Chat[] = [];
  for (let i = 0; i < n; i++) {
    const sessionId = await makeSession(t.db.kysely, { status, agent_id: AGENT, assigned_at: Date.now() - 1000, closed_at: status === 'closed' ? Date.now() : null, close_reason: status === 'closed' ? 'agent' : null, converted: 1 });
    const s = await t.db.kysely.selectFrom('chat_sessions').select('visitor_id').where('id', '=', sessionId).executeTakeFirstOrThrow();
    out.push({ sessionId, visitorId: s.visitor_id });
  }
  return out;
}

/**
 * A batch of `n` sends of every kind the writer meets: first sends from visitors, an agent reply after one in
 * the same session (two runs there), resends of messages stored earlier, and sends refused (a closed session).
 */
async function mixedBatch(t: TestApp, writer: MessageWriter, n: number) {
  const chats = await activeChats(t, n);
  const closed = await activeChats(t, 2, 'closed');
  const earlier = await Promise.all(chats.slice(0, 3).map((c) => writer.append(fromVisitor(c.sessionId, c.visitorId, 'earlier'))));
  const inputs: AppendInput[] = [
    ...chats.map((c, i) => fromVisitor(c.sessionId, c.visitorId, `hello ${i}`)),
    fromAgent(chats[0].sessionId, 'reply'),
    ...earlier.map((e, i) => fromVisitor(chats[i].sessionId, chats[i].visitorId, 'earlier', e.message.clientMsgId ?? '')),
    ...closed.map((c) => fromVisitor(c.sessionId, c.visitorId, 'too late')),
  ];
  return { chats, closed, earlier, inputs };
}

/** Hands every input in within one turn, so the writer stores them as one batch; settles each. */
const oneBatch = (writer: MessageWriter, inputs: AppendInput[]) => Promise.allSettled(inputs.map((i) => writer.append(i)));

function checkMixed(m: Awaited<ReturnType<typeof mixedBatch>>, results: PromiseSettledResult<Appended>[]) {
  const n = m.chats.length;
  const ok = results.slice(0, n + 1 + m.earlier.length).map((r) => (r.status === 'fulfilled' ? r.value : undefined));
  // Every first send stored after the message sent earlier in its session (if any), the reply after it.
  ok.slice(0, n).forEach((a, i) => expect(a).toMatchObject({ duplicate: false, message: { seq: i < 3 ? 2 : 1, content: `hello ${i}` } }));
  expect(ok[n]).toMatchObject({ duplicate: false, message: { seq: 3, content: 'reply', author: 1 } });
  // The resends answer the stored messages.
  m.earlier.forEach((e, i) => expect(ok[n + 1 + i]).toMatchObject({ duplicate: true, message: { id: e.message.id, seq: 1 } }));
  // The closed sessions refuse.
  for (const r of results.slice(n + 1 + m.earlier.length)) {
    expect(r.status).toBe('rejected');
    expect((r as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
    expect(((r as PromiseRejectedResult).reason as AppError).message).toBe('The session has ended');
  }
}

for (const dialect of DIALECTS) {
  describe(`a batch of every kind of send (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { seed: false });
    });
    afterAll(() => t?.close());

    it('numbers, answers resends and refuses as sends one by one would, and counts the session facts', async () => {
      const writer = new MessageWriter(t.db.kysely);
      const m = await mixedBatch(t, writer, 12);
      const results = await oneBatch(writer, m.inputs);
      checkMixed(m, results);
      const first = await reportDb(t.db.kysely).selectFrom('chat_sessions').selectAll().where('id', '=', m.chats[0].sessionId).executeTakeFirstOrThrow();
      expect(first).toMatchObject({ last_seq: 3, visitor_msg_count: 2, agent_msg_count: 1, visitor_read_seq: 2, agent_read_seq: 3, last_message_preview: 'reply', agent_response_count: 1 });
      expect(first.awaiting_reply_since).toBeNull();
      expect(first.first_response_at).not.toBeNull();
      const other = await reportDb(t.db.kysely).selectFrom('chat_sessions').selectAll().where('id', '=', m.chats[5].sessionId).executeTakeFirstOrThrow();
      expect(other).toMatchObject({ last_seq: 1, visitor_msg_count: 1, visitor_read_seq: 1, last_message_preview: 'hello 5', agent_response_count: 0 });
      expect(other.awaiting_reply_since).not.toBeNull();
      const closedRows = await t.db.kysely.selectFrom('chat_messages').select('id').where('session_id', 'in', m.closed.map((c) => c.sessionId)).execute();
      expect(closedRows).toEqual([]);
    });

    it('counts a robot session’s question and answer, in either order, as sent one by one', async () => {
      const writer = new MessageWriter(t.db.kysely);
      const [x, y] = await activeChats(t, 2);
      await t.db.kysely.updateTable('chat_sessions').set({ status: 'robot', agent_id: null, assigned_at: null }).where('id', 'in', [x.sessionId, y.sessionId]).execute();
      const robotSay = (c: Chat, content: string): AppendInput => ({ sessionId: c.sessionId, author: 3, type: 'text', content, guard: { statuses: ['robot'], visitorId: c.visitorId } });
      const ask = (c: Chat, content: string): AppendInput => ({ ...fromVisitor(c.sessionId, c.visitorId, content), guard: { statuses: ['robot'], visitorId: c.visitorId } });
      const results = await oneBatch(writer, [ask(x, 'q1'), robotSay(x, 'a1'), ask(x, 'q2'), robotSay(y, 'hello'), ask(y, 'q')]);
      expect(results.map((r) => (r.status === 'fulfilled' ? r.value.message.seq : r.reason))).toEqual([1, 2, 3, 1, 2]);
      const sx = await reportDb(t.db.kysely).selectFrom('chat_sessions').selectAll().where('id', '=', x.sessionId).executeTakeFirstOrThrow();
      expect(sx).toMatchObject({ last_seq: 3, visitor_msg_count: 2, robot_msg_count: 1, visitor_read_seq: 3, last_message_preview: 'q2', awaiting_reply_since: null });
      const sy = await reportDb(t.db.kysely).selectFrom('chat_sessions').selectAll().where('id', '=', y.sessionId).executeTakeFirstOrThrow();
      expect(sy).toMatchObject({ last_seq: 2, visitor_msg_count: 1, robot_msg_count: 1, visitor_read_seq: 2, last_message_preview: 'q' });
      // And a question answered: the visitor's mark stays on the question.
      const [q, a] = await oneBatch(writer, [ask(y, 'again'), robotSay(y, 'answer')]);
      expect([q, a].map((r) => r.status === 'fulfilled' && r.value.message.seq)).toEqual([3, 4]);
      expect(await reportDb(t.db.kysely).selectFrom('chat_sessions').select(['visitor_read_seq', 'robot_msg_count', 'last_seq']).where('id', '=', y.sessionId).executeTakeFirstOrThrow()).toEqual({ visitor_read_seq: 3, robot_msg_count: 2, last_seq: 4 });
    });
  });
}

describe('the message writer on PostgreSQL', () => {
  let t: TestApp;
  let roundTrips = 0;
  // Only the statements of the calls under `counted`: the app's own timers (presence, sweeps) query the same pool.
  const measured = new AsyncLocalStorage<true>();
  const counted = <T>(fn: () => Promise<T>): Promise<T> => measured.run(true, fn);
  const query = pg.Client.prototype.query;
  beforeAll(async () => {
    t = await createTestApp('postgres', { seed: false });
    // Every statement node-postgres sends (BEGIN, the transaction's plan mode and COMMIT too). Statements sent
    // behind an unanswered one share its round trip (`pg-pipeline.test.ts` counts those waits).
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      if (measured.getStore()) roundTrips++;
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
  });
  afterAll(async () => {
    pg.Client.prototype.query = query;
    await t?.close();
  });

  async function tripsFor(n: number): Promise<number> {
    const writer = new MessageWriter(t.db.kysely);
    const m = await mixedBatch(t, writer, n);
    roundTrips = 0;
    const results = await counted(() => oneBatch(writer, m.inputs));
    checkMixed(m, results);
    return roundTrips;
  }

  it('stores a batch in as many statements whatever its size', async () => {
    const small = await tripsFor(5);
    const large = await tripsFor(300);
    // BEGIN and the plan mode, the resend lookup, two session UPDATEs (one session has two runs), the refused
    // sessions, the INSERT, COMMIT.
    expect(small).toBe(8);
    expect(large).toBe(small);
  });

  it('stores a robot session’s question and answer in one session UPDATE', async () => {
    const writer = new MessageWriter(t.db.kysely);
    const [c] = await activeChats(t, 1);
    await t.db.kysely.updateTable('chat_sessions').set({ status: 'robot', agent_id: null }).where('id', '=', c.sessionId).execute();
    const guard = { statuses: ['robot' as const], visitorId: c.visitorId };
    roundTrips = 0;
    const [q, a] = await counted(() =>
      Promise.all([
        writer.append({ sessionId: c.sessionId, author: 2, type: 'text', content: 'where is my parcel', guard }),
        writer.append({ sessionId: c.sessionId, author: 3, type: 'text', content: 'here', guard }),
      ]),
    );
    expect([q.message.seq, a.message.seq]).toEqual([1, 2]);
    // BEGIN and the plan mode, the UPDATE, the INSERT, COMMIT: no look-up without clientMsgIds, no second UPDATE
    // for the robot.
    expect(roundTrips).toBe(5);
  });

  it('stores batches of other sessions while one waits for its commit, and keeps each session in order', async () => {
    const writer = new MessageWriter(t.db.kysely);
    const [a, b] = await activeChats(t, 2);
    // Another transaction holds session a's row: the batch holding a's first message waits for it.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const holding = new Promise<void>((r) => (locked = r));
    const holder = t.db.kysely.transaction().execute(async (trx) => {
      await sql`select id from chat_sessions where id = ${a.sessionId} for update`.execute(trx);
      locked();
      await gate;
    });
    await holding;
    const a1 = writer.append(fromVisitor(a.sessionId, a.visitorId, 'a1'));
    // Until the writer's UPDATE is queued behind the lock.
    const waiting = async () =>
      Number((await sql<{ n: number }>`select count(*) as n from pg_locks where not granted and relation = 'chat_sessions'::regclass`.execute(t.db.kysely)).rows[0].n) > 0;
    while (!(await waiting())) await new Promise((r) => setImmediate(r));
    let aDone = false;
    const a2 = writer.append(fromVisitor(a.sessionId, a.visitorId, 'a2')).then((r) => ((aDone = true), r));
    const b1 = await writer.append(fromVisitor(b.sessionId, b.visitorId, 'b1'));
    expect(b1.message.seq).toBe(1);
    expect(aDone).toBe(false);
    release();
    await holder;
    expect([(await a1).message.seq, (await a2).message.seq]).toEqual([1, 2]);
  });
});
