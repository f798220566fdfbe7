import type { Kysely } from 'kysely';
import type { Database } from '../../adapter-server/src/db/database';
import { newId } from '../../adapter-server/src/db/ids';
import type { ChatSessionsTable } from '../../adapter-server/src/db/tables/conversations.table';
import { newSessionRow } from '../../adapter-server/src/features/sessions/session-row';
import { reportDb } from '../../adapter-server/src/db/report-db';
import type { SessionResponseFacts } from '../../adapter-server/src/db/tables/reports.table';

type DB = Kysely<Database>;
export type SessionRow = ChatSessionsTable & SessionResponseFacts;

export async function makeVisitor(db: DB, over: Partial<Database['visitors']> = {}): Promise<string> {
  const id = over.id ?? newId();
  const at = over.created_at ?? Date.now();
  await db
    .insertInto('visitors')
    .values({ id, open_id: null, channel: 100, nickname: `Visitor ${id.slice(-4)}`, phone: null, created_at: at, last_seen_at: at, ...over })
    .execute();
  return id;
}

/**
 * A session with its report facts. Give `created_at` and the facts a test is about; the rest defaults to a
 * closed human session on channel 100 with no waits, responses or evaluation.
 */
export async function makeSession(db: DB, over: Partial<SessionRow> = {}): Promise<string> {
  const id = over.id ?? newId();
  const visitorId = over.visitor_id ?? (await makeVisitor(db, { channel: over.channel ?? 100 }));
  const created = over.created_at ?? Date.now();
  const row: SessionRow = {
    ...newSessionRow({ id, visitorId, channel: 100, source: 'newhuang', at: created }),
    status: 'closed',
    closed_at: created + 60_000,
    close_reason: 'agent',
    converted: 1,
    agent_response_total_ms: 0,
    agent_response_count: 0,
    ...over,
  };
  if (row.first_response_ms !== null && row.first_response_at === null) row.first_response_at = created + row.first_response_ms;
  await reportDb(db).insertInto('chat_sessions').values(row).execute();
  return id;
}

export async function makeMessage(db: DB, sessionId: string, seq: number, author: number, content: string, at: number): Promise<void> {
  await db
    .insertInto('chat_messages')
    .values({ id: newId(), session_id: sessionId, seq, author, type: 'text', content, content_raw: null, client_msg_id: null, agent_id: null, created_at: at, revoked_at: null, extra: null })
    .execute();
}

/** The demo agent of a sign-on user name (agent1 … agent6). */
export async function agentIdOf(db: DB, username: string): Promise<string> {
  const row = await db
    .selectFrom('agents')
    .innerJoin('users', 'users.id', 'agents.user_id')
    .select('agents.id')
    .where('users.username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The demo skill group linked to a channel. */
export async function groupIdOf(db: DB, channel: number): Promise<string> {
  const row = await db.selectFrom('skill_group_links').select('skill_group_id').where('channel', '=', channel).executeTakeFirstOrThrow();
  return row.skill_group_id;
}

export async function logStatus(db: DB, agentId: string, status: number, at: number): Promise<void> {
  await db.insertInto('agent_status_log').values({ id: newId(), agent_id: agentId, status, created_at: at }).execute();
}
