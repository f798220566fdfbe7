import type { DB, Trx } from '../../db/database';
import { refused } from '../../http/envelope';
import { addTranslations } from '../../http/i18n';
import { AGENT_STATUS, findAgentById, updateAgent, type AgentRow } from '../agents/agent.repository';
import { setAgentStatus } from '../agents/agent.service';
import { countActiveSessions } from './agent-mgt.repository';

const NO_AGENT = 'No such agent';
addTranslations({ [NO_AGENT]: '坐席不存在' });

async function load(trx: Parameters<typeof findAgentById>[0], id: string): Promise<AgentRow> {
  const agent = await findAgentById(trx, id);
  if (!agent) throw refused(NO_AGENT);
  return agent;
}

/** Writes beside a change, in its transaction (the audit log). */
type AlsoWrite = (trx: Trx) => Promise<void>;

/** Sets the agent offline; reports whether they were online (so the caller tells their workbench). */
export async function forceOffline(db: DB, id: string, also?: AlsoWrite): Promise<{ agent: AgentRow; wasOnline: boolean }> {
  return db.transaction().execute(async (trx) => {
    const agent = await load(trx, id);
    const wasOnline = agent.status !== AGENT_STATUS.offline;
    await setAgentStatus(trx, agent, AGENT_STATUS.offline, Date.now());
    await also?.(trx);
    return { agent: await load(trx, id), wasOnline };
  });
}

/** A disabled agent cannot log in to the workbench (agent.service refuses them) and is sent offline now. */
export async function enableDisable(db: DB, id: string, enabled: boolean, also?: AlsoWrite): Promise<{ agent: AgentRow; wasOnline: boolean }> {
  return db.transaction().execute(async (trx) => {
    const agent = await load(trx, id);
    const at = Date.now();
    await updateAgent(trx, id, { enabled: enabled ? 1 : 0, updated_at: at });
    const wasOnline = !enabled && agent.status !== AGENT_STATUS.offline;
    if (wasOnline) await setAgentStatus(trx, agent, AGENT_STATUS.offline, at);
    await also?.(trx);
    return { agent: await load(trx, id), wasOnline };
  });
}

export async function updateMaxUsers(db: DB, id: string, maxUsers: number): Promise<AgentRow> {
  return db.transaction().execute(async (trx) => {
    await load(trx, id);
    await updateAgent(trx, id, { max_users: maxUsers, updated_at: Date.now() });
    return load(trx, id);
  });
}

/** `current_users` drifts if a server dies mid-update; this sets it back to the sessions really open. */
export async function calibrateUsersCount(db: DB, id: string): Promise<AgentRow> {
  return db.transaction().execute(async (trx) => {
    await load(trx, id);
    const current = await countActiveSessions(trx, id);
    await updateAgent(trx, id, { current_users: current, updated_at: Date.now() });
    return load(trx, id);
  });
}
