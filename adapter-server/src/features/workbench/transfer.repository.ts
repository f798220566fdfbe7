import type { Executor } from '../../db/database';
import { AGENT_STATUS } from '../agents/agent.repository';

/** Ready, enabled, connected agents of a skill group with their load, the least loaded first. */
export const readyAgentsOfGroup = (db: Executor, groupId: string) =>
  db
    .selectFrom('agents as a')
    .innerJoin('skill_group_agents as g', 'g.agent_id', 'a.id')
    .select(['a.id', 'a.nickname', 'a.username', 'a.full_org_name', 'a.current_users', 'a.max_users'])
    .where('g.skill_group_id', '=', groupId)
    .where('a.status', '=', AGENT_STATUS.ready)
    .where('a.enabled', '=', 1)
    .where('a.absent_since', 'is', null)
    .orderBy('a.current_users')
    .orderBy('a.nickname')
    .execute();

export const groupsOfAgent = (db: Executor, agentId: string) =>
  db
    .selectFrom('skill_groups as s')
    .innerJoin('skill_group_agents as g', 'g.skill_group_id', 's.id')
    .select(['s.id', 's.name'])
    .where('g.agent_id', '=', agentId)
    .where('s.enabled', '=', 1)
    .orderBy('s.name')
    .execute();

export const enabledGroups = (db: Executor) => db.selectFrom('skill_groups').select(['id', 'name']).where('enabled', '=', 1).orderBy('name').execute();

export const isAgentInGroup = async (db: Executor, agentId: string, groupId: string) =>
  (await db.selectFrom('skill_group_agents').select('agent_id').where('agent_id', '=', agentId).where('skill_group_id', '=', groupId).executeTakeFirst()) !== undefined;

/** Hands an active session from one agent to another; false when it moved meanwhile. */
export async function moveSession(db: Executor, sessionId: string, fromAgentId: string, toAgentId: string, groupId: string | null, at: number): Promise<boolean> {
  const r = await db
    .updateTable('chat_sessions')
    .set((eb) => ({ agent_id: toAgentId, skill_group_id: groupId, assigned_at: at, transfer_count: eb('transfer_count', '+', 1) }))
    .where('id', '=', sessionId)
    .where('agent_id', '=', fromAgentId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
