import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, later, step } from '../../adapter-server/src/db/compiled';
import { refused } from '../../adapter-server/src/http/envelope';
import { newVisitor } from '../helpers/conversation';
import { createTestApp, DIALECTS, type TestApp } from '../helpers/test-app';

const ask = async (v: Awaited<ReturnType<typeof newVisitor>>, question: string) => {
  const r = await v.call('POST', '/ccim-robot/api/im/answer', { question, channel: 100 });
  expect(r.body.status).toBe(0);
  return r.body.data;
};

for (const dialect of DIALECTS) {
  describe(`a batch's transaction (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { seed: false });
    });
    afterAll(() => t?.close());

    const put = (key: string) => step((db) => db.insertInto('app_settings').values({ key, value: 'v' }));
    const stored = async (...keys: string[]) => (await t.db.kysely.selectFrom('app_settings').select('key').where('key', 'in', keys).execute()).map((r) => r.key).sort();

    it('commits every statement, the unwaited ones too, and answers what the batch returns', async () => {
      const value = await inTransaction(t.db.kysely, function* () {
        yield put('ok-1');
        yield later(put('ok-2'));
        return 'done';
      });
      expect(value).toBe('done');
      expect(await stored('ok-1', 'ok-2')).toEqual(['ok-1', 'ok-2']);
    });

    it('writes nothing when an unwaited statement fails, and says why it failed', async () => {
      await t.db.kysely.insertInto('app_settings').values({ key: 'taken', value: 'v' }).execute();
      const run = inTransaction(t.db.kysely, function* () {
        yield put('lost-1');
        yield later(put('taken'));
        yield put('lost-2');
      });
      await expect(run).rejects.toThrow(/unique|UNIQUE|duplicate/);
      expect(await stored('lost-1', 'lost-2')).toEqual([]);
    });

    it('writes nothing when the batch refuses half-way, and the connection serves the next batch', async () => {
      const run = inTransaction(t.db.kysely, function* () {
        yield put('half-1');
        yield later(put('half-2'));
        throw refused('No, after all');
      });
      await expect(run).rejects.toThrow('No, after all');
      expect(await stored('half-1', 'half-2')).toEqual([]);
      await inTransaction(t.db.kysely, function* () {
        yield put('after');
      });
      expect(await stored('after')).toEqual(['after']);
    });

    it('refuses im/answer from a token whose visitor is not on file', async () => {
      const token = await t.app.loop.visitorTokens.sign('visitor-of-another-database');
      const r = await t.call('POST', '/ccim-robot/api/im/answer', { body: { question: 'hello', channel: 100 }, headers: { 'x-visitor-token': token } });
      expect(r.status).toBe(401);
      expect(r.body.msg).toBe('The visitor identity has expired: open the chat page again');
      expect(await t.db.kysely.selectFrom('chat_sessions').select('id').where('visitor_id', '=', 'visitor-of-another-database').execute()).toEqual([]);
    });
  });
}

describe('im/answer on PostgreSQL', () => {
  let t: TestApp;
  let counting = false;
  /** Each connection's statements (their first words) and waits while counting: the app's timers use the pool too. */
  let wire = new Map<pg.Client, { sent: string[]; waits: number; writes: number }>();
  const inFlight = new WeakMap<pg.Client, number>();
  /** Counts the writes to each connection's socket while counting (one system call each, and a wake-up of its backend). */
  const watched = new WeakSet<object>();
  const watchWrites = (client: pg.Client) => {
    const stream = (client as unknown as { connection: { stream: Record<'_write' | '_writev', (...a: unknown[]) => unknown> } }).connection.stream;
    if (watched.has(stream)) return;
    watched.add(stream);
    for (const method of ['_write', '_writev'] as const) {
      const write = stream[method];
      stream[method] = function (this: unknown, ...a: unknown[]) {
        const c = counting ? wire.get(client) : undefined;
        if (c) c.writes++;
        return write.apply(this, a);
      };
    }
  };
  const query = pg.Client.prototype.query;
  /** The connection that ran a statement starting as `first` (the measured call's), and what it sent. */
  const connectionOf = (first: RegExp) => {
    const found = [...wire.values()].filter((c) => c.sent.some((s) => first.test(s)));
    expect(found).toHaveLength(1);
    return found[0];
  };
  beforeAll(async () => {
    t = await createTestApp('postgres');
    // A statement sent while none of its connection's is unanswered starts a wait for the database; one sent
    // behind another travels with it (pipelined).
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const before = inFlight.get(this) ?? 0;
      watchWrites(this);
      if (counting) {
        const c = wire.get(this) ?? wire.set(this, { sent: [], waits: 0, writes: 0 }).get(this)!;
        c.sent.push(String(typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text).split(/\s+/).slice(0, 3).join(' '));
        if (before === 0) c.waits++;
      }
      inFlight.set(this, before + 1);
      const answer = (query as (...a: unknown[]) => unknown).apply(this, args);
      const done = () => inFlight.set(this, (inFlight.get(this) ?? 1) - 1);
      if (answer instanceof Promise) answer.then(done, done);
      else done();
      return answer;
    } as typeof query;
  });
  afterAll(async () => {
    pg.Client.prototype.query = query;
    await t?.close();
  });

  it('sends a transaction’s BEGIN with its first statement, and still rolls back a failed one', async () => {
    wire = new Map();
    counting = true;
    await t.db.kysely.transaction().execute(async (trx) => {
      await trx.insertInto('app_settings').values({ key: 'pipelined-1', value: 'v' }).execute();
      await trx.insertInto('app_settings').values({ key: 'pipelined-2', value: 'v' }).execute();
    });
    counting = false;
    const trx = connectionOf(/^insert into "?app_settings/i);
    expect(trx.sent).toHaveLength(4);
    expect(trx.waits).toBe(3);
    const failing = t.db.kysely.transaction().execute(async (trx) => {
      await trx.insertInto('app_settings').values({ key: 'pipelined-3', value: 'v' }).execute();
      await trx.insertInto('app_settings').values({ key: 'pipelined-1', value: 'again' }).execute();
    });
    await expect(failing).rejects.toThrow(/duplicate/);
    const keys = await t.db.kysely.selectFrom('app_settings').select(['key', 'value']).where('key', 'like', 'pipelined-%').orderBy('key').execute();
    expect(keys).toEqual([
      { key: 'pipelined-1', value: 'v' },
      { key: 'pipelined-2', value: 'v' },
    ]);
  });

  /** Asks with the wire counted: the answer, and what the connection that stored its messages sent. */
  const askCounted = async (v: Awaited<ReturnType<typeof newVisitor>>, question: string) => {
    wire = new Map();
    counting = true;
    const reply = await ask(v, question);
    counting = false;
    return { reply, answer: connectionOf(/^insert into "?chat_messages/i) };
  };

  it('answers a visitor’s first question from a read of the open session, which asks for what the call needs', async () => {
    const v = await newVisitor(t);
    const { reply, answer } = await askCounted(v, '运费怎么计算');
    expect(reply.kind).toBe('answer');
    // BEGIN (and the transaction's plan mode) with the open-session read: its id and status, not the row's 34
    // columns. It finds none, so the robot session is made in the same transaction.
    // (The app's timers may have used the connection before.)
    const begin = answer.sent.lastIndexOf('begin');
    expect(answer.sent.slice(begin, begin + 3)).toEqual(['begin', expect.stringMatching(/^set local plan_cache_mode/i), 'select "id", "status"']);
    expect(answer.sent.slice(begin).filter((s) => /^insert into "?chat_sessions/i.test(s))).toHaveLength(1);
  });

  it('answers the next questions in two waits: the session this instance stored the last one in is not read again', async () => {
    const v = await newVisitor(t);
    await ask(v, 'hello');
    const { reply, answer } = await askCounted(v, '运费怎么计算');
    expect(reply.kind).toBe('answer');
    // BEGIN (and the plan mode) with the session UPDATE; the message INSERT and the hit count with COMMIT.
    expect(answer.sent).toHaveLength(6);
    expect(answer.sent.some((s) => s.startsWith('select'))).toBe(false);
    expect(answer.waits).toBe(2);
    // And in two writes: BEGIN in the UPDATE's, the INSERT and the hit count in COMMIT's (`inOneWrite`).
    expect(answer.writes).toBe(2);
    const hits = await t.db.kysely.selectFrom('robot_qa').select('hits').where('id', '=', reply.answer.extra.qaId).executeTakeFirstOrThrow();
    expect(hits.hits).toBeGreaterThan(0);
  });
});

describe('chat_sessions on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres', { seed: false });
  });
  afterAll(() => t?.close());

  it('leaves room in each page, so a message’s session update is heap-only (no index entries)', async () => {
    const { rows } = await sql<{ options: string[] | null }>`select reloptions as options from pg_class where oid = 'chat_sessions'::regclass`.execute(t.db.kysely);
    expect(rows[0].options).toContain('fillfactor=80');
  });
});
