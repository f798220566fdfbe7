import type { DB, Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { refused } from '../../http/envelope';
import type { StaffUser } from '../../sso/sso.service';
import { AGENT_STATUS, type AgentRow, countSkillGroupsOf, findAgentById, findAgentByUser, insertAgent, logAgentStatus, updateAgent } from './agent.repository';

export interface AgentView {
  id: string;
  status: number;
  nickname: string;
  username: string;
  fullOrgName: string;
  enabled: boolean;
  maxUsers: number;
  currentUsers: number;
}

const toAgentView = (a: AgentRow): AgentView => ({
  id: a.id,
  status: a.status,
  nickname: a.nickname,
  username: a.username,
  fullOrgName: a.full_org_name,
  enabled: a.enabled === 1,
  maxUsers: a.max_users,
  currentUsers: a.current_users,
});

/** The agent's own record, with how many skill groups they are in: in none, no visitor can reach them, ready or not. */
export const agentAnswer = async (db: Executor, a: AgentRow): Promise<AgentView & { skillGroups: number }> => ({ ...toAgentView(a), skillGroups: await countSkillGroupsOf(db, a.id) });

async function setStatus(db: Executor, agent: AgentRow, status: number, at: number): Promise<void> {
  if (agent.status === status) return;
  await updateAgent(db, agent.id, {
    status,
    updated_at: at,
    ...(status === AGENT_STATUS.ready ? { ready_since: at } : {}),
  });
  await logAgentStatus(db, { id: newId(), agent_id: agent.id, status, created_at: at });
}

/**
 * The workbench's agent login (product.md §4): the signed-in user becomes (or is again) an agent. A new login starts
 * busy, so nobody is handed visitors before they switch themselves on.
 */
export async function agentLogin(
  db: DB,
  user: StaffUser,
  input: { fullOrgName: string; nickname: string; username: string },
): Promise<AgentRow> {
  if (input.username !== user.code && input.username !== user.username) {
    throw refused('The agent user name must be your own employee code');
  }
  return db.transaction().execute(async (trx) => {
    const at = Date.now();
    let agent = await findAgentByUser(trx, user.id);
    if (agent && !agent.enabled) throw refused('Your agent account is disabled. Please contact your supervisor.');
    if (!agent) {
      agent = {
        id: newId(),
        user_id: user.id,
        username: user.code,
        nickname: input.nickname || user.name,
        full_org_name: input.fullOrgName || user.orgFullName,
        status: AGENT_STATUS.offline,
        enabled: 1,
        max_users: 5,
        current_users: 0,
        ready_since: null,
        absent_since: null,
        last_login_at: at,
        created_at: at,
        updated_at: at,
      };
      await insertAgent(trx, agent);
    } else {
      await updateAgent(trx, agent.id, {
        nickname: input.nickname || agent.nickname,
        full_org_name: input.fullOrgName || agent.full_org_name,
        last_login_at: at,
        updated_at: at,
      });
    }
    if (agent.status === AGENT_STATUS.offline) await setStatus(trx, agent, AGENT_STATUS.busy, at);
    return (await findAgentById(trx, agent.id))!;
  });
}

/** Loads the caller's own agent; an agent id that is not theirs is refused (403 semantics for the caller). */
export async function ownAgent(db: Executor, user: StaffUser, agentId: string): Promise<AgentRow> {
  const agent = await findAgentById(db, agentId);
  if (!agent || agent.user_id !== user.id) throw refused('This agent is not yours; please sign in again');
  return agent;
}

export async function changeStatus(db: DB, user: StaffUser, agentId: string, status: number): Promise<AgentRow> {
  return db.transaction().execute(async (trx) => {
    const agent = await ownAgent(trx, user, agentId);
    if (!agent.enabled) throw refused('Your agent account is disabled. Please contact your supervisor.');
    await setStatus(trx, agent, status, Date.now());
    return (await findAgentById(trx, agentId))!;
  });
}

export async function agentLogout(db: DB, user: StaffUser, agentId: string): Promise<AgentRow> {
  return db.transaction().execute(async (trx) => {
    const agent = await ownAgent(trx, user, agentId);
    await setStatus(trx, agent, AGENT_STATUS.offline, Date.now());
    return (await findAgentById(trx, agentId))!;
  });
}

/**
 * Signing out of the back office (or losing every session) signs the user's agent out too, so their sessions
 * follow the routing rules instead of waiting on an absent agent. Returns the agent when it was online.
 */
export async function signOutAgentOfUser(db: DB, userId: string): Promise<AgentRow | null> {
  return db.transaction().execute(async (trx) => {
    const agent = await findAgentByUser(trx, userId);
    if (!agent || agent.status === AGENT_STATUS.offline) return null;
    await setStatus(trx, agent, AGENT_STATUS.offline, Date.now());
    return (await findAgentById(trx, agent.id))!;
  });
}

export { setStatus as setAgentStatus };
