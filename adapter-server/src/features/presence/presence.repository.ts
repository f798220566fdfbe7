import type { Executor } from '../../db/database';
import { AGENT_STATUS } from '../agents/agent.repository';

/** Agents who count as online (busy or ready), with when they were first found without a socket. */
export const listOnlineAgents = (db: Executor) =>
  db.selectFrom('agents').select(['id', 'absent_since', 'last_login_at']).where('status', 'in', [AGENT_STATUS.busy, AGENT_STATUS.ready]).execute();

/** Notes online agents as without a socket from `at` (an earlier note stands: the grace runs from it). */
export async function markAgentsAbsent(db: Executor, ids: string[], at: number): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable('agents')
    .set({ absent_since: at })
    .where('id', 'in', ids)
    .where('status', 'in', [AGENT_STATUS.busy, AGENT_STATUS.ready])
    .where('absent_since', 'is', null)
    .execute();
}

/** Answers how many of the agents were noted absent and now are not. */
export async function clearAgentsAbsent(db: Executor, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const r = await db.updateTable('agents').set({ absent_since: null }).where('id', 'in', ids).where('absent_since', 'is not', null).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Sessions whose visitor's presence matters: waiting in the queue or chatting with an agent. */
export const listOpenSessions = (db: Executor, visitorId?: string) => {
  let q = db.selectFrom('chat_sessions').select(['id', 'visitor_id', 'agent_id', 'status', 'visitor_absent_since']).where('status', 'in', ['queued', 'active']);
  if (visitorId) q = q.where('visitor_id', '=', visitorId);
  return q.execute();
};

export type OpenSession = Awaited<ReturnType<typeof listOpenSessions>>[number];

/** Marks the sessions' visitors absent from `at`; answers the ids this call changed (another instance may have). */
export async function markVisitorsAbsent(db: Executor, sessionIds: string[], at: number): Promise<string[]> {
  if (!sessionIds.length) return [];
  const rows = await db
    .updateTable('chat_sessions')
    .set({ visitor_absent_since: at })
    .where('id', 'in', sessionIds)
    .where('visitor_absent_since', 'is', null)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function clearVisitorsAbsent(db: Executor, sessionIds: string[]): Promise<string[]> {
  if (!sessionIds.length) return [];
  const rows = await db
    .updateTable('chat_sessions')
    .set({ visitor_absent_since: null })
    .where('id', 'in', sessionIds)
    .where('visitor_absent_since', 'is not', null)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Takes offline the agents still absent since `cutoff` or before, as one conditional UPDATE, so of several
 * instances sweeping at once exactly one takes each agent; answers the ids this call took.
 */
export async function takeAbsentAgentsOffline(db: Executor, ids: string[], cutoff: number, at: number): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .updateTable('agents')
    .set({ status: AGENT_STATUS.offline, absent_since: null, updated_at: at })
    .where('id', 'in', ids)
    .where('status', 'in', [AGENT_STATUS.busy, AGENT_STATUS.ready])
    .where('absent_since', '<=', cutoff)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}
