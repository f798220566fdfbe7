import type { Executor } from '../../db/database';
import type { AgentsTable } from '../../db/tables/platform.table';
import { REQUEUED } from '../../../../src/common/routingRules';

export type AgentRow = AgentsTable;

export const AGENT_STATUS = { offline: 1, busy: 2, ready: 3 } as const;

export const findAgentById = (db: Executor, id: string) =>
  db.selectFrom('agents').selectAll().where('id', '=', id).executeTakeFirst();

/** The nicknames of the given agents, by id (one query, whatever the number). */
export async function agentNicknames(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('agents').select(['id', 'nickname']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.nickname]));
}

export const findAgentByUser = (db: Executor, userId: string) =>
  db.selectFrom('agents').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** How many enabled skill groups the agent is in: an agent in none can be ready and still receive no visitor. */
export async function countSkillGroupsOf(db: Executor, agentId: string): Promise<number> {
  const row = await db
    .selectFrom('skill_group_agents as m')
    .innerJoin('skill_groups as g', 'g.id', 'm.skill_group_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('m.agent_id', '=', agentId)
    .where('g.enabled', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const insertAgent = (db: Executor, row: AgentRow) => db.insertInto('agents').values(row).execute();

export const updateAgent = (db: Executor, id: string, patch: Partial<AgentRow>) =>
  db.updateTable('agents').set(patch).where('id', '=', id).execute();

export const logAgentStatus = (db: Executor, row: { id: string; agent_id: string; status: number; created_at: number }) =>
  db.insertInto('agent_status_log').values(row).execute();

/** `queue_priority` of a waiting chat a routing rule made high or urgent (also when put back by an agent going offline). */
const PRIORITY_LEVELS = [1, 2].flatMap((level) => [level, REQUEUED + level]);

/** The header counts (product.md §3 "live status payload", and the high or urgent waiting chats) in one round trip per table. */
export async function countStatus(db: Executor) {
  const agents = await db
    .selectFrom('agents')
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when('status', '=', AGENT_STATUS.ready).then(1).else(0).end()).as('ready'),
      eb.fn.sum<number>(eb.case().when('status', '=', AGENT_STATUS.busy).then(1).else(0).end()).as('busy'),
    ])
    .where('enabled', '=', 1)
    .executeTakeFirstOrThrow();
  const sessions = await db
    .selectFrom('chat_sessions')
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when('status', '=', 'queued').then(1).else(0).end()).as('queued'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'active').then(1).else(0).end()).as('active'),
      eb.fn.sum<number>(eb.case().when(eb.and([eb('status', '=', 'queued'), eb('queue_priority', 'in', PRIORITY_LEVELS)])).then(1).else(0).end()).as('priority'),
    ])
    .where('status', 'in', ['queued', 'active'])
    .executeTakeFirstOrThrow();
  return {
    queueCount: Number(sessions.queued ?? 0),
    priorityQueueCount: Number(sessions.priority ?? 0),
    readyCount: Number(agents.ready ?? 0),
    inSessionCount: Number(sessions.active ?? 0),
    busyCount: Number(agents.busy ?? 0),
  };
}
