import { sql } from 'kysely';
import type { Executor } from '../../db/database';

/** The sessions an agent really serves now: the truth `current_users` is recalibrated from. */
export async function countActiveSessions(db: Executor, agentId: string): Promise<number> {
  const r = await db
    .selectFrom('chat_sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('agent_id', '=', agentId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export const listAllAgents = (db: Executor) =>
  db
    .selectFrom('agents')
    .select(['id', 'username', 'nickname', 'full_org_name', 'status', 'enabled'])
    .orderBy('username')
    .execute();

/** The skill groups of the given agents, by name. */
export async function groupsOfAgents(db: Executor, agentIds: string[]) {
  if (!agentIds.length) return [];
  return db
    .selectFrom('skill_group_agents as m')
    .innerJoin('skill_groups as g', 'g.id', 'm.skill_group_id')
    .select(['m.agent_id', 'g.id', 'g.name'])
    .where('m.agent_id', 'in', agentIds)
    .orderBy('g.name')
    .execute();
}

/** The agents in any of the given skill groups. */
export async function agentIdsInGroups(db: Executor, groupIds: string[]): Promise<string[]> {
  if (!groupIds.length) return [];
  const rows = await db.selectFrom('skill_group_agents').select('agent_id').distinct().where('skill_group_id', 'in', groupIds).execute();
  return rows.map((r) => r.agent_id);
}

/**
 * The agents whose sign-on user's name or employee code holds `text`, as the list's other `contains` filters
 * match: ASCII case ignored on both databases, `%` and `_` taken literally.
 */
export async function agentIdsOfUsersMatching(db: Executor, text: string): Promise<string[]> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const like = (column: 'u.name' | 'u.code') => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
  const rows = await db
    .selectFrom('agents as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select('a.id')
    .where((eb) => eb.or([like('u.name'), like('u.code')]))
    .execute();
  return rows.map((r) => r.id);
}
