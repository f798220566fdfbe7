import type { Executor } from '../../db/database';
import { AGENT_STATUS } from '../agents/agent.repository';

/**
 * The queue and agent-capacity queries. Every write here is conditional (on the session still being queued,
 * on the agent still having a free slot) and reports whether it happened, so two server instances deciding
 * at once can never both win.
 */

/**
 * PostgreSQL: takes the group's row lock for the rest of the transaction, so instances decide one group's queue
 * one at a time. Skipping a locked head instead would let a later visitor take the last free slot while an
 * earlier one waits, which breaks first come, first served. (SQLite transactions are serial already.)
 */
export const lockGroup = (db: Executor, groupId: string) =>
  db.selectFrom('skill_groups').select('id').where('id', '=', groupId).forUpdate().executeTakeFirst();

/**
 * The head of a group's queue: higher `queue_priority` first (requeued chats, then a routing rule's urgent and high
 * ones), then first come first served.
 */
const queueHead = (db: Executor, groupId: string) =>
  db
    .selectFrom('chat_sessions')
    .select(['id', 'visitor_id'])
    .where('status', '=', 'queued')
    .where('skill_group_id', '=', groupId)
    .orderBy('queue_priority', 'desc')
    .orderBy('queued_at')
    .orderBy('id')
    .limit(1);

/**
 * The least-loaded ready, enabled and connected agent of the group with a free slot; ties to whoever has waited
 * longest. An agent whose last socket closed (`absent_since` set) keeps their chats through the presence grace
 * but is handed no new visitor: nobody would read them.
 */
const bestAgent = (db: Executor, groupId: string) =>
  db
    .selectFrom('agents as a')
    .innerJoin('skill_group_agents as g', 'g.agent_id', 'a.id')
    .select(['a.id as agent_id', 'a.nickname'])
    .where('g.skill_group_id', '=', groupId)
    .where('a.status', '=', AGENT_STATUS.ready)
    .where('a.enabled', '=', 1)
    .where('a.absent_since', 'is', null)
    .whereRef('a.current_users', '<', 'a.max_users')
    .orderBy('a.current_users')
    .orderBy((eb) => eb.fn.coalesce('a.ready_since', eb.val(0)))
    .orderBy('a.id')
    .limit(1);

/** The queue's head and the agent to serve it, in one statement; none when either is missing. */
export const nextPair = (db: Executor, groupId: string) =>
  db
    .selectFrom(queueHead(db, groupId).as('h'))
    .innerJoin(bestAgent(db, groupId).as('a'), (join) => join.onTrue())
    .select(['h.id', 'h.visitor_id', 'a.agent_id', 'a.nickname'])
    .executeTakeFirst();

/**
 * One more chat for the agent, under its capacity: a ready agent, or with `busyToo` any agent at work (busy or
 * ready, never offline), for a supervisor who hands a chat to someone by name. Never an agent with no socket.
 */
export async function claimAgentSlot(db: Executor, agentId: string, at: number, opts: { busyToo?: boolean } = {}): Promise<boolean> {
  const r = await db
    .updateTable('agents')
    .set((eb) => ({ current_users: eb('current_users', '+', 1), updated_at: at }))
    .where('id', '=', agentId)
    .where('status', 'in', opts.busyToo ? [AGENT_STATUS.busy, AGENT_STATUS.ready] : [AGENT_STATUS.ready])
    .where('enabled', '=', 1)
    .where('absent_since', 'is', null)
    .whereRef('current_users', '<', 'max_users')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** A slot freed: the agent goes to the back of the ties (it just had a visitor). */
export const releaseAgentSlot = (db: Executor, agentId: string, at: number) =>
  db
    .updateTable('agents')
    .set((eb) => ({
      current_users: eb.case().when('current_users', '>', 0).then(eb('current_users', '-', 1)).else(0).end(),
      ready_since: at,
      updated_at: at,
    }))
    .where('id', '=', agentId)
    .execute();

export const resetAgentLoad = (db: Executor, agentId: string, at: number) =>
  db.updateTable('agents').set({ current_users: 0, updated_at: at }).where('id', '=', agentId).execute();

export async function assignQueued(db: Executor, sessionId: string, agentId: string, at: number): Promise<boolean> {
  const r = await db
    .updateTable('chat_sessions')
    .set((eb) => ({
      status: 'active',
      agent_id: agentId,
      assigned_at: at,
      // A requeued session adds its second wait to the first.
      queue_wait_ms: eb(eb.fn.coalesce('queue_wait_ms', eb.val(0)), '+', eb(eb.val(at), '-', eb.fn.coalesce('queued_at', eb.val(at)))),
    }))
    .where('id', '=', sessionId)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const groupsWithQueue = (db: Executor) =>
  db.selectFrom('chat_sessions').select('skill_group_id').distinct().where('status', '=', 'queued').where('skill_group_id', 'is not', null).execute();

/** The group's queue in order, for the live positions pushed to waiting visitors. */
export const queueOf = (db: Executor, groupId: string, limit = 2000) =>
  db
    .selectFrom('chat_sessions')
    .select(['id', 'visitor_id'])
    .where('status', '=', 'queued')
    .where('skill_group_id', '=', groupId)
    .orderBy('queue_priority', 'desc')
    .orderBy('queued_at')
    .orderBy('id')
    .limit(limit)
    .execute();

/** 1-based position of a queued session: everyone ahead of it by the same order as `queueHead`. */
export async function queuePosition(
  db: Executor,
  s: { id: string; skill_group_id: string | null; queue_priority: number; queued_at: number | null },
): Promise<number> {
  if (!s.skill_group_id || s.queued_at === null) return 0;
  const queuedAt = s.queued_at;
  const r = await db
    .selectFrom('chat_sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'queued')
    .where('skill_group_id', '=', s.skill_group_id)
    .where((eb) =>
      eb.or([
        eb('queue_priority', '>', s.queue_priority),
        eb.and([eb('queue_priority', '=', s.queue_priority), eb('queued_at', '<', queuedAt)]),
        eb.and([eb('queue_priority', '=', s.queue_priority), eb('queued_at', '=', queuedAt), eb('id', '<', s.id)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(r.n) + 1;
}

/** Waiting chats per skill group and the earliest `queued_at` of each (the metrics' queue gauges). */
export const queueByGroup = (db: Executor) =>
  db
    .selectFrom('chat_sessions')
    .select((eb) => ['skill_group_id', eb.fn.countAll<number>().as('waiting'), eb.fn.min('queued_at').as('oldest')])
    .where('status', '=', 'queued')
    .groupBy('skill_group_id')
    .execute();
