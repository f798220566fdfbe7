import { compiledQuery, step } from '../../db/compiled';
import type { Executor } from '../../db/database';
import { AUTHOR } from '../../../../src/common/events';
import type { ChatSessionsTable, SessionStatus } from '../../db/tables/conversations.table';

export type SessionRow = ChatSessionsTable;
export const OPEN_STATUSES: SessionStatus[] = ['robot', 'queued', 'active'];

const byId = compiledQuery(['id'], (db, p: { id: string }) => db.selectFrom('chat_sessions').selectAll().where('id', '=', p.id));

/** On every chat command (compiled once, see `compiledQuery`). */
export const findSession = async (db: Executor, id: string): Promise<SessionRow | undefined> => (await byId(db, '', { id })).rows[0];
export const findSessionStep = (id: string) => byId.step('', { id });

/** PostgreSQL locks the row until the transaction ends; SQLite's transactions are serialized anyway. */
export const findSessionForUpdate = (db: Executor, id: string, lock: boolean) => {
  const q = db.selectFrom('chat_sessions').selectAll().where('id', '=', id);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
};

const openOfVisitor = compiledQuery(['visitorId'], (db, p: { visitorId: string }) =>
  db.selectFrom('chat_sessions').selectAll().where('visitor_id', '=', p.visitorId).where('status', 'in', OPEN_STATUSES).orderBy('created_at', 'desc').limit(1),
);

/** On every robot question (compiled once). */
export const findOpenSessionOfVisitor = async (db: Executor, visitorId: string): Promise<SessionRow | undefined> => (await openOfVisitor(db, '', { visitorId })).rows[0];

const openIdOfVisitor = compiledQuery(['visitorId'], (db, p: { visitorId: string }) =>
  db.selectFrom('chat_sessions').select(['id', 'status']).where('visitor_id', '=', p.visitorId).where('status', 'in', OPEN_STATUSES).orderBy('created_at', 'desc').limit(1),
);

/** On every robot question, which needs the session's id and status only (not its 34 columns to parse). */
export const findOpenSessionOfVisitorStep = (visitorId: string) => openIdOfVisitor.step('', { visitorId });

export const findLatestSessionOfVisitor = (db: Executor, visitorId: string) =>
  db.selectFrom('chat_sessions').selectAll().where('visitor_id', '=', visitorId).orderBy('created_at', 'desc').limit(1).executeTakeFirst();

export const insertSession = (db: Executor, row: SessionRow) => db.insertInto('chat_sessions').values(row).execute();
export const insertSessionStep = (row: SessionRow) => step((db) => db.insertInto('chat_sessions').values(row));

/** Updates only while the session is in one of `from`; the affected row count says whether it was. */
export async function updateSessionIf(db: Executor, id: string, from: SessionStatus[], patch: Partial<SessionRow>): Promise<boolean> {
  const r = await db.updateTable('chat_sessions').set(patch).where('id', '=', id).where('status', 'in', from).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export const findLinkForChannel = (db: Executor, channel: number) =>
  db.selectFrom('skill_group_links').selectAll().where('channel', '=', channel).executeTakeFirst();

/** Whether the group has at least one enabled agent at all (ready or not). */
export async function groupHasAgents(db: Executor, groupId: string): Promise<boolean> {
  const r = await db
    .selectFrom('skill_group_agents as g')
    .innerJoin('agents as a', 'a.id', 'g.agent_id')
    .innerJoin('skill_groups as s', 's.id', 'g.skill_group_id')
    .select('a.id')
    .where('g.skill_group_id', '=', groupId)
    .where('a.enabled', '=', 1)
    .where('s.enabled', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return !!r;
}

export const listAgentSessions = (db: Executor, agentId: string, closedSince: number) =>
  db
    .selectFrom('chat_sessions as s')
    .innerJoin('visitors as v', 'v.id', 's.visitor_id')
    .selectAll('s')
    .select(['v.nickname as visitor_nickname', 'v.phone as visitor_phone'])
    .where('s.agent_id', '=', agentId)
    .where((eb) => eb.or([eb('s.status', '=', 'active'), eb.and([eb('s.status', '=', 'closed'), eb('s.closed_at', '>=', closedSince)])]))
    .orderBy('s.last_message_at', 'desc')
    .limit(200)
    .execute();

export const listActiveSessionsOfAgent = (db: Executor, agentId: string) =>
  db.selectFrom('chat_sessions').selectAll().where('agent_id', '=', agentId).where('status', '=', 'active').execute();

/**
 * Sessions left without a message for too long (idle close), oldest first, a bounded batch per sweep. With
 * `skipUnanswered`, a session whose last message (system lines aside) is the visitor's is not idle: the visitor
 * is waiting for an answer, not gone.
 */
export const findIdleSessions = (db: Executor, status: SessionStatus, before: number, opts: { skipUnanswered?: boolean; limit?: number } = {}) => {
  let q = db
    .selectFrom('chat_sessions')
    .select(['id'])
    .where('status', '=', status)
    .where((eb) => eb(eb.fn.coalesce('last_message_at', 'assigned_at', 'created_at'), '<', before));
  if (opts.skipUnanswered) {
    q = q.where((eb) =>
      eb(
        eb.fn.coalesce(
          eb
            .selectFrom('chat_messages as m')
            .select('m.author')
            .whereRef('m.session_id', '=', 'chat_sessions.id')
            .where('m.author', '<>', AUTHOR.system)
            .orderBy('m.seq', 'desc')
            .limit(1),
          eb.val(-1),
        ),
        '<>',
        AUTHOR.customer,
      ),
    );
  }
  return q.orderBy('created_at').limit(opts.limit ?? 200).execute();
};

/** Whose read mark moves: the visitor's, an agent's (by agent id), or the agent of a signed-in user. */
type Reader = { visitorId: string } | { agentId: string } | { agentOfUser: string };

/**
 * Raises the reader's mark, never lowers it (read events may arrive out of order), in one statement whose WHERE
 * is also the check that the session is the reader's. Answers the session's parties and last sequence number,
 * or undefined when it is not the reader's session (or there is none).
 */
export async function markRead(db: Executor, sessionId: string, reader: Reader, seq: number) {
  const col = 'visitorId' in reader ? 'visitor_read_seq' : 'agent_read_seq';
  let q = db
    .updateTable('chat_sessions')
    // Capped at last_seq with CASE: a two-argument min() is scalar in SQLite only (an aggregate in PostgreSQL).
    .set((eb) => ({ [col]: eb.case().when(col, '<', seq).then(eb.case().when('last_seq', '<', seq).then(eb.ref('last_seq')).else(eb.val(seq)).end()).else(eb.ref(col)).end() }))
    .where('id', '=', sessionId);
  if ('visitorId' in reader) q = q.where('visitor_id', '=', reader.visitorId);
  else if ('agentId' in reader) q = q.where('agent_id', '=', reader.agentId);
  else q = q.where('agent_id', '=', (eb) => eb.selectFrom('agents').select('agents.id').where('agents.user_id', '=', reader.agentOfUser));
  return q.returning(['id', 'visitor_id', 'agent_id', 'last_seq']).executeTakeFirst();
}
