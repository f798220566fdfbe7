import { AUTHOR } from '../../../../src/common/events';
import { compiledQuery, later, pgStep, type Steps } from '../../db/compiled';
import type { Executor } from '../../db/database';
import type { ChatMessagesTable, ChatSessionsTable, SessionStatus } from '../../db/tables/conversations.table';
import { reportDb } from '../../db/report-db';
import { findSessionStep, type SessionRow } from '../sessions/session.repository';

export type MessageRow = ChatMessagesTable;

export const findMessage = (db: Executor, id: string) => db.selectFrom('chat_messages').selectAll().where('id', '=', id).executeTakeFirst();

const byClientMsgId = compiledQuery(['sessionId', 'clientMsgId'], (db, p: { sessionId: string; clientMsgId: string }) =>
  db.selectFrom('chat_messages').selectAll().where('session_id', '=', p.sessionId).where('client_msg_id', '=', p.clientMsgId),
);

/** On every resend check (compiled once, see `compiledQuery`). */
export const findByClientMsgIdStep = (sessionId: string, clientMsgId: string) => byClientMsgId.step('', { sessionId, clientMsgId });

/** The counters' author of an internal note: none of the reply facts, only the writer's read mark. */
export const NOTE_AUTHOR = 4;

export interface SessionGuard {
  statuses: SessionStatus[];
  visitorId?: string;
  agentId?: string;
}

interface BumpValues {
  sessionId: string;
  /** How many messages of one author this UPDATE numbers (a run of one batch). */
  n: number;
  preview: string;
  at: number;
  visitorId: string;
  agentId: string;
}

/**
 * One compiled UPDATE per shape: the author decides the counters set, the guard the WHERE. Numbering `n`
 * messages at once leaves the same facts as `n` single UPDATEs at one time: only the first agent reply finds
 * `awaiting_reply_since` set, only the first visitor message can set it.
 */
const bump = compiledQuery(['sessionId', 'n', 'preview', 'at', 'visitorId', 'agentId'], (db, p: BumpValues & { author: number; guard: SessionGuard }) => {
  let q = reportDb(db)
    .updateTable('chat_sessions')
    .set((eb) => ({
      last_seq: eb('last_seq', '+', p.n),
      last_message_at: p.at,
      last_message_preview: p.preview,
      ...(p.author === 2
        ? {
            visitor_msg_count: eb('visitor_msg_count', '+', p.n),
            visitor_read_seq: eb('last_seq', '+', p.n),
            // With an agent on the session, the first unanswered visitor message starts the reply clock.
            awaiting_reply_since: eb
              .case()
              .when(eb.and([eb('awaiting_reply_since', 'is', null), eb('agent_id', 'is not', null)]))
              .then(eb.val(p.at))
              .else(eb.ref('awaiting_reply_since'))
              .end(),
          }
        : {}),
      ...(p.author === 3 ? { robot_msg_count: eb('robot_msg_count', '+', p.n) } : {}),
      ...(p.author === NOTE_AUTHOR ? { agent_read_seq: eb('last_seq', '+', p.n) } : {}),
      ...(p.author === 1
        ? {
            agent_msg_count: eb('agent_msg_count', '+', p.n),
            agent_read_seq: eb('last_seq', '+', p.n),
            // The first agent reply after assignment is the report's first-response fact.
            first_response_ms: eb
              .case()
              .when(eb.and([eb('first_response_at', 'is', null), eb('assigned_at', 'is not', null)]))
              .then(eb(eb.val(p.at), '-', eb.ref('assigned_at')))
              .else(eb.ref('first_response_ms'))
              .end(),
            first_response_at: eb.case().when('first_response_at', 'is', null).then(p.at).else(eb.ref('first_response_at')).end(),
            // Every SET reads the row as it was, so the wait is measured from the old awaiting_reply_since.
            agent_response_total_ms: eb(
              'agent_response_total_ms',
              '+',
              eb.case().when('awaiting_reply_since', 'is not', null).then(eb(eb.val(p.at), '-', eb.ref('awaiting_reply_since'))).else(0).end(),
            ),
            agent_response_count: eb('agent_response_count', '+', eb.case().when('awaiting_reply_since', 'is not', null).then(1).else(0).end()),
            awaiting_reply_since: null,
          }
        : {}),
    }))
    .where('id', '=', p.sessionId)
    .where('status', 'in', p.guard.statuses);
  if (p.guard.visitorId) q = q.where('visitor_id', '=', p.visitorId);
  if (p.guard.agentId) q = q.where('agent_id', '=', p.agentId);
  return q.returning(['last_seq', 'visitor_id', 'agent_id', 'status', 'channel', 'org_type', 'converted']);
});

/**
 * Takes the next `n` sequence numbers of the session (it returns the last) and records the messages' facts
 * on it in one UPDATE whose WHERE is also the permission check (the sender's session, in a status that
 * accepts the message). On PostgreSQL the row lock it takes orders concurrent sends to one session.
 */
export function bumpSessionStep(sessionId: string, guard: SessionGuard, author: number, preview: string, at: number, n = 1) {
  const shape = `${author}|${guard.statuses.join(',')}|${guard.visitorId ? 'v' : ''}|${guard.agentId ? 'a' : ''}`;
  return bump.step(shape, { sessionId, n, preview, at, visitorId: guard.visitorId ?? '', agentId: guard.agentId ?? '', author, guard });
}

/** The chat as its UPDATE left it: the writer's answer, and the facts its message's listeners need without a read. */
export type BumpedSession = Pick<ChatSessionsTable, 'last_seq' | 'visitor_id' | 'agent_id' | 'status' | 'channel' | 'org_type' | 'converted'>;

const COLUMNS = ['id', 'session_id', 'seq', 'author', 'type', 'content', 'content_raw', 'client_msg_id', 'agent_id', 'created_at', 'revoked_at', 'extra'] as const;

const insert = compiledQuery(COLUMNS, (db, row: MessageRow) => db.insertInto('chat_messages').values(row));

export const insertMessageStep = (row: MessageRow) => insert.step('', row);

const insertFirst = compiledQuery(COLUMNS, (db, row: MessageRow) =>
  db
    .insertInto('chat_messages')
    .values(row)
    .onConflict((oc) => oc.columns(['session_id', 'client_msg_id']).doNothing()),
);

/**
 * Inserts a message unless its clientMsgId is already stored in the session; answers whether it was stored.
 * One row per statement on purpose: SQLite keeps a statement journal for a multi-row INSERT (it may fail
 * half-way), which cost more per row than the statements it saved.
 */
export const insertIfNewStep = (row: MessageRow) => insertFirst.step('', row);

/** Who reads a history: staff see every message, a visitor never an internal note. */
export type Reader = 'staff' | 'visitor';

export const listAfter = (db: Executor, sessionId: string, afterSeq: number, limit: number, reader: Reader) =>
  db
    .selectFrom('chat_messages')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('seq', '>', afterSeq)
    .$if(reader === 'visitor', (q) => q.where('type', '<>', 'note'))
    .orderBy('seq')
    .limit(limit)
    .execute();

export async function listBefore(db: Executor, sessionId: string, beforeSeq: number, limit: number, reader: Reader): Promise<MessageRow[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('seq', '<', beforeSeq)
    .$if(reader === 'visitor', (q) => q.where('type', '<>', 'note'))
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

export const markRevoked = async (db: Executor, id: string, at: number) =>
  Number((await db.updateTable('chat_messages').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst()).numUpdatedRows) > 0;

/** One run of a batch: consecutive messages of one sender to one session, numbered by one session UPDATE. */
export interface BumpRun {
  sessionId: string;
  guard: SessionGuard;
  author: number;
  /** How many messages the run holds. */
  n: number;
  /** The preview of its last message. */
  preview: string;
}

/** A message already stored under a clientMsgId of the batch, with its session's visitor and agent. */
type StoredResend = MessageRow & { session_visitor_id: string; session_agent_id: string | null };

export const resendKey = (sessionId: string, clientMsgId: string) => `${sessionId}\u0000${clientMsgId}`;

/**
 * The statements of a batch of sends, one set per database. The rules (what is refused, the numbers each message
 * gets, what a resend answers) are the batch's (`appendBatch` in the service); these only say how many
 * statements they take.
 */
export interface BatchStatements {
  /** The messages already stored under these clientMsgIds, keyed by `resendKey`; `undefined`: not looked up (a resend then fails the batch's INSERT). */
  stored(keys: { sessionId: string; clientMsgId: string }[]): Steps<Map<string, StoredResend> | undefined>;
  /** Numbers every run (in order within each session) and answers each run's session after it, or undefined when its guard refused it. */
  bump(runs: BumpRun[], at: number): Steps<(BumpedSession | undefined)[]>;
  /** The sessions as they are, to explain refusals. */
  sessions(ids: string[]): Steps<Map<string, SessionRow>>;
  /** Inserts the rows; a clientMsgId already stored in the session answers false (SQLite) or fails the transaction (PostgreSQL). */
  insert(rows: MessageRow[]): Steps<boolean>;
}

/**
 * SQLite: a statement per run and per row, run synchronously on the connection (`inTransaction`), where a
 * statement costs microseconds and no round trip. No lookups: the unique index finds resends.
 */
export const sqliteBatch: BatchStatements = {
  // eslint-disable-next-line require-yield
  *stored() {
    return undefined;
  },
  *bump(runs, at) {
    const out: (BumpedSession | undefined)[] = [];
    for (const r of runs) out.push((yield bumpSessionStep(r.sessionId, r.guard, r.author, r.preview, at, r.n)).rows[0] as BumpedSession | undefined);
    return out;
  },
  *sessions(ids) {
    const out = new Map<string, SessionRow>();
    for (const id of ids) {
      const s = (yield findSessionStep(id)).rows[0] as SessionRow | undefined;
      if (s) out.set(id, s);
    }
    return out;
  },
  *insert(rows) {
    for (const row of rows) if ((yield insertIfNewStep(row)).numAffectedRows !== 1n) return false;
    return true;
  },
};

const STORED_SQL = `select m.*, s.visitor_id as session_visitor_id, s.agent_id as session_agent_id
from unnest($1::text[], $2::text[]) as k(session_id, client_msg_id)
join chat_messages m on m.session_id = k.session_id and m.client_msg_id = k.client_msg_id
join chat_sessions s on s.id = m.session_id`;

/**
 * Numbers one row per session (a layer of the batch) in one UPDATE: the same facts as `bumpSessionStep`, with the
 * counts, guard and preview of each row as data. A row is one run, or consecutive runs of one session under one
 * guard none of which is an agent's (visitor, robot and system messages: `im/answer`'s question and answer), whose
 * facts add up: `nv` visitor messages the last of which is `v_upto`-th of the row, `nr` robot ones, `na` agent
 * ones (a row with agent messages is one run). The rows are first locked in id order (the `locked` CTE, forced
 * before any row is updated by the one-time filter on its count), as the one-by-one UPDATEs of a sorted batch
 * did, so two instances' batches cannot deadlock. Every SET reads the row as it was.
 */
const BUMP_SQL = `with v as (
  select * from unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::text[], $8::text[], $9::text[], $10::text[], $12::int[])
    as v(id, n, nv, v_upto, nr, na, preview, statuses, visitor_id, agent_id, nn)
), locked as (
  select s.id from chat_sessions s where s.id in (select v.id from v) order by s.id for update
)
update chat_sessions s set
  last_seq = s.last_seq + v.n,
  last_message_at = $11::bigint,
  last_message_preview = v.preview,
  visitor_msg_count = s.visitor_msg_count + v.nv,
  visitor_read_seq = case when v.nv > 0 then s.last_seq + v.v_upto else s.visitor_read_seq end,
  robot_msg_count = s.robot_msg_count + v.nr,
  agent_msg_count = s.agent_msg_count + v.na,
  agent_read_seq = case when v.na > 0 or v.nn > 0 then s.last_seq + v.n else s.agent_read_seq end,
  awaiting_reply_since = case
    when v.na > 0 then null
    when v.nv > 0 and s.awaiting_reply_since is null and s.agent_id is not null then $11::bigint
    else s.awaiting_reply_since end,
  first_response_ms = case when v.na > 0 and s.first_response_at is null and s.assigned_at is not null then $11::bigint - s.assigned_at else s.first_response_ms end,
  first_response_at = case when v.na > 0 and s.first_response_at is null then $11::bigint else s.first_response_at end,
  agent_response_total_ms = s.agent_response_total_ms + case when v.na > 0 and s.awaiting_reply_since is not null then $11::bigint - s.awaiting_reply_since else 0 end,
  agent_response_count = s.agent_response_count + case when v.na > 0 and s.awaiting_reply_since is not null then 1 else 0 end
from v
where s.id = v.id
  and (select count(*) from locked) >= 0
  and s.status = any(string_to_array(v.statuses, ','))
  and (v.visitor_id = '' or s.visitor_id = v.visitor_id)
  and (v.agent_id = '' or s.agent_id = v.agent_id)
returning s.id, s.last_seq, s.visitor_id, s.agent_id, s.status, s.channel, s.org_type, s.converted`;

const guardKey = (g: SessionGuard) => `${g.statuses.join(',')}|${g.visitorId ?? ''}|${g.agentId ?? ''}`;

/** Consecutive runs that one UPDATE row numbers (see `BUMP_SQL`), with the counts it needs. */
interface BumpRow {
  runs: number[];
  sessionId: string;
  guard: SessionGuard;
  n: number;
  nv: number;
  vUpto: number;
  nr: number;
  na: number;
  /** Internal notes (a row of notes is one run): they count as read by staff, and as no reply. */
  nn: number;
  preview: string;
}

function bumpRows(runs: BumpRun[]): BumpRow[] {
  const rows: BumpRow[] = [];
  let prev: BumpRow | undefined;
  runs.forEach((r, i) => {
    const joins = prev && prev.sessionId === r.sessionId && prev.na === 0 && prev.nn === 0 && r.author !== AUTHOR.agent && r.author !== NOTE_AUTHOR && guardKey(prev.guard) === guardKey(r.guard);
    const row: BumpRow = joins && prev ? prev : { runs: [], sessionId: r.sessionId, guard: r.guard, n: 0, nv: 0, vUpto: 0, nr: 0, na: 0, nn: 0, preview: '' };
    row.runs.push(i);
    row.n += r.n;
    if (r.author === AUTHOR.customer) {
      row.nv += r.n;
      row.vUpto = row.n;
    }
    if (r.author === AUTHOR.robot) row.nr += r.n;
    if (r.author === AUTHOR.agent) row.na += r.n;
    if (r.author === NOTE_AUTHOR) row.nn += r.n;
    row.preview = r.preview;
    if (row !== prev) rows.push(row);
    prev = row;
  });
  return rows;
}

// No ON CONFLICT: a resend the lookup missed (stored since by a concurrent transaction) fails the INSERT with a
// unique violation, and so the whole transaction, as `ResentInBatch` does on SQLite. The batch need not read the
// INSERT's answer, so it travels with the COMMIT.
const INSERT_SQL = `insert into chat_messages (${COLUMNS.join(', ')})
select * from unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::bigint[], $11::bigint[], $12::text[])`;

/**
 * PostgreSQL: a constant number of round trips whatever the batch's size: one lookup of the batch's clientMsgIds,
 * one UPDATE per layer of rows (a layer holds at most one row of each session, so one layer unless an agent and
 * the visitor both write to one session within the batch), one look at refused sessions if any, and one multi-row
 * INSERT sent with the COMMIT.
 */
export const postgresBatch: BatchStatements = {
  *stored(keys) {
    const out = new Map<string, StoredResend>();
    if (!keys.length) return out;
    const { rows } = yield pgStep(STORED_SQL, [keys.map((k) => k.sessionId), keys.map((k) => k.clientMsgId)]);
    for (const r of rows as StoredResend[]) out.set(resendKey(r.session_id, r.client_msg_id ?? ''), r);
    return out;
  },
  *bump(runs, at) {
    const out = new Array<BumpedSession | undefined>(runs.length);
    // The k-th row of each session goes into the k-th UPDATE, so each session's runs are numbered in order.
    const layers: BumpRow[][] = [];
    const seen = new Map<string, number>();
    for (const row of bumpRows(runs)) {
      const k = seen.get(row.sessionId) ?? 0;
      seen.set(row.sessionId, k + 1);
      (layers[k] ??= []).push(row);
    }
    for (const layer of layers) {
      const { rows } = yield pgStep(BUMP_SQL, [
        layer.map((r) => r.sessionId),
        layer.map((r) => r.n),
        layer.map((r) => r.nv),
        layer.map((r) => r.vUpto),
        layer.map((r) => r.nr),
        layer.map((r) => r.na),
        layer.map((r) => r.preview),
        layer.map((r) => r.guard.statuses.join(',')),
        layer.map((r) => r.guard.visitorId ?? ''),
        layer.map((r) => r.guard.agentId ?? ''),
        at,
        layer.map((r) => r.nn),
      ]);
      const byId = new Map((rows as (BumpedSession & { id: string })[]).map((r) => [r.id, r]));
      for (const row of layer) {
        const bumped = byId.get(row.sessionId);
        // Each run of the row answers its own last number: the row's, less the messages of the runs after it.
        let after = 0;
        for (let j = row.runs.length - 1; j >= 0; j--) {
          out[row.runs[j]] = bumped && { ...bumped, last_seq: bumped.last_seq - after };
          after += runs[row.runs[j]].n;
        }
      }
    }
    return out;
  },
  *sessions(ids) {
    const { rows } = yield pgStep(`select * from chat_sessions where id = any($1::text[])`, [ids]);
    return new Map((rows as SessionRow[]).map((s) => [s.id, s]));
  },
  *insert(rows) {
    if (!rows.length) return true;
    const columns = COLUMNS.map((c) => rows.map((r) => r[c]));
    yield later(pgStep(INSERT_SQL, columns));
    return true;
  },
};
