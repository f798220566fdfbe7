import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Executor } from '../../db/database';
import { onPostgres } from '../../db/compiled';
import { reportDb } from '../../db/report-db';
import type { ReportFilter } from './report-filter';
import { sessionFilterSql, sumSessions } from './session-metrics.repository';

/** Sortable columns of the session lists (the schema enum lists the same names). */
export const SESSION_SORT = {
  createdAt: 's.created_at',
  queueWaitMs: 's.queue_wait_ms',
  firstResponseMs: 's.first_response_ms',
  durationMs: 's.duration_ms',
  satisfaction: 's.satisfaction',
  transferCount: 's.transfer_count',
} as const;
export type SessionSort = keyof typeof SESSION_SORT;

export interface SessionQuery {
  /** 1 human sessions, 0 robot-only, undefined both. */
  converted?: 0 | 1;
  /** A session id, or part of the visitor's name. */
  keyword?: string;
  satisfaction?: number;
  /** A contact reason (a top-level one matches its sub-reasons too), or `NO_REASON`: chats without one. */
  reasonId?: string;
  /** A free label's key (lower case): chats carrying that label. */
  labelKey?: string;
}

/** The `reasonId` filter value for chats with no contact reason set. */
export const NO_REASON = 'none';

function where(f: ReportFilter, q: SessionQuery): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [sessionFilterSql(f, 's')];
  if (q.converted !== undefined) parts.push(sql`s.converted = ${q.converted}`);
  if (q.satisfaction !== undefined) parts.push(sql`s.satisfaction = ${q.satisfaction}`);
  if (q.reasonId === NO_REASON) parts.push(sql`not exists (select 1 from session_reason sr where sr.session_id = s.id)`);
  else if (q.reasonId) {
    parts.push(sql`exists (select 1 from session_reason sr inner join contact_reasons r on r.id = sr.reason_id where sr.session_id = s.id and (r.id = ${q.reasonId} or r.parent_id = ${q.reasonId}))`);
  }
  if (q.labelKey) parts.push(sql`exists (select 1 from session_labels sl where sl.session_id = s.id and sl.label_key = ${q.labelKey})`);
  if (q.keyword) parts.push(sql`(s.id = ${q.keyword} or v.nickname like ${`%${q.keyword.replace(/[%_\\]/g, '')}%`})`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/**
 * On SQLite the chats drive the join (`+s.visitor_id` keeps the visitor index of `chat_sessions` out of it): with
 * the range statistics of ANALYZE, SQLite took a range of some weeks as cheaper read visitor by visitor, then sorted
 * (500 ms a page of an export on 1,000,000 chats, against 16 ms in order of start).
 */
const visitorOfChat = (db: Executor) => (onPostgres(db) ? sql<SqlBool>`v.id = s.visitor_id` : sql<SqlBool>`v.id = +s.visitor_id`);

function base(db: Executor, cond: RawBuilder<SqlBool>) {
  return reportDb(db)
    .selectFrom('chat_sessions as s')
    .innerJoin('visitors as v', (j) => j.on(visitorOfChat(db)))
    .leftJoin('agents as a', 'a.id', 's.agent_id')
    .leftJoin('skill_groups as g', 'g.id', 's.skill_group_id')
    .where(cond);
}

function selectRow(db: Executor, cond: RawBuilder<SqlBool>) {
  return base(db, cond).select([
    's.id',
    's.visitor_id as visitorId',
    'v.nickname as visitorName',
    's.channel',
    's.source',
    's.org_type as orgType',
    's.skill_group_id as skillGroupId',
    'g.name as skillGroupName',
    's.agent_id as agentId',
    'a.nickname as agentName',
    's.status',
    's.created_at as createdAt',
    's.queued_at as queuedAt',
    's.assigned_at as assignedAt',
    's.first_response_at as firstResponseAt',
    's.closed_at as closedAt',
    's.close_reason as closeReason',
    's.converted',
    's.queue_wait_ms as queueWaitMs',
    's.first_response_ms as firstResponseMs',
    's.duration_ms as durationMs',
    's.transfer_count as transferCount',
    's.visitor_msg_count as visitorMsgCount',
    's.agent_msg_count as agentMsgCount',
    's.robot_msg_count as robotMsgCount',
    's.evaluation_invited_at as evaluationInvitedAt',
    's.evaluated_at as evaluatedAt',
    's.satisfaction',
    's.evaluation',
  ]);
}
export type SessionListRow = Awaited<ReturnType<ReturnType<typeof selectRow>['execute']>>[number];

export async function listSessions(
  db: Executor,
  f: ReportFilter,
  q: SessionQuery,
  page: { limit: number; offset: number; sort?: SessionSort; order: 'asc' | 'desc' },
): Promise<{ rows: SessionListRow[]; total: number }> {
  const column = SESSION_SORT[page.sort ?? 'createdAt'];
  const [rows, count] = await Promise.all([
    selectRow(db, where(f, q))
      .orderBy(sql.ref(column), page.order)
      .orderBy('s.id', page.order)
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    countSessions(db, f, q),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * The count needs the visitor only to match a keyword: without one it reads the sessions alone. Filtered by the
 * report filter and at most human-or-robot, it is the report sums' own count (`sumSessions`: over days, from the
 * rollups), not a count of every chat of the range (150 ms over 90 days of 1,000,000 chats on PostgreSQL).
 */
export async function countSessions(db: Executor, f: ReportFilter, q: SessionQuery): Promise<{ n: number | string | bigint }> {
  // Any field of the query but `converted` (a field added later included) narrows past what the sums count.
  if (Object.entries(q).every(([k, v]) => k === 'converted' || v === undefined || v === '')) {
    const [total] = await sumSessions(db, f);
    const s = total?.sums;
    return { n: !s ? 0 : q.converted === undefined ? s.offered : q.converted === 1 ? s.converted : s.robotOnly };
  }
  if (q.keyword) return base(db, where(f, q)).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return reportDb(db)
    .selectFrom('chat_sessions as s')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(where(f, q))
    .executeTakeFirstOrThrow();
}

/**
 * Every matching session, newest first, in batches by keyset (created_at, id): an export of 100,000 rows never
 * holds more than one batch, and no OFFSET rescans what was already sent. Each page reads the index on
 * (created_at, id) in order (migration 0039), its range ending at the last row sent.
 */
export async function* iterateSessions(db: Executor, f: ReportFilter, q: SessionQuery, batch = 1000): AsyncGenerator<SessionListRow[]> {
  let after: { createdAt: number; id: string } | undefined;
  for (;;) {
    const page = after ? { ...f, to: Math.min(f.to, after.createdAt + 1) } : f;
    // The batch size is written into the SQL, not bound: with `limit ?` SQLite read each page 1.4 times as slowly
    // (4.2 against 2.9 ms a page of 1,000 on bench:seed's data; the export's reads 730 → 380 ms in all).
    let query = selectRow(db, where(page, q)).orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').limit(sql.lit(batch));
    if (after) {
      const a = after;
      query = query.where(sql<SqlBool>`(s.created_at < ${a.createdAt} or (s.created_at = ${a.createdAt} and s.id < ${a.id}))`);
    }
    const rows = await query.execute();
    if (rows.length) yield rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1];
    after = { createdAt: Number(last.createdAt), id: last.id };
  }
}

/** One session's row, whatever its date (for the transcript). */
export async function findSessionRow(db: Executor, id: string): Promise<SessionListRow | undefined> {
  return selectRow(db, sql<SqlBool>`s.id = ${id}`).executeTakeFirst();
}

/** The transcript of one session, in order (a bounded read of one session's messages, not a report scan). */
export function listMessages(db: Executor, sessionIds: string[]) {
  return db
    .selectFrom('chat_messages')
    .select(['id', 'session_id as sessionId', 'seq', 'author', 'type', 'content', 'extra', 'agent_id as agentId', 'created_at as createdAt', 'revoked_at as revokedAt'])
    .where('session_id', 'in', sessionIds)
    .orderBy('session_id')
    .orderBy('seq')
    .execute();
}
export type MessageRow = Awaited<ReturnType<typeof listMessages>>[number];
