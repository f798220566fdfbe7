import { resolveResource, resourcesSchema } from '../../../../src/common/resources';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import type { Cond } from '../../schema/crud.repository';
import type { EndpointHandler, ResourceHooks } from '../../schema/hooks';
import { auditInTrx } from '../../audit/audit-log.calls';
import { toRecord } from '../../schema/records';
import type { AgentRow } from '../agents/agent.repository';
import { agentIdsInGroups, agentIdsOfUsersMatching, groupsOfAgents, listAllAgents } from './agent-mgt.repository';
import { calibrateUsersCount, enableDisable, forceOffline, updateMaxUsers } from './agent-mgt.service';

const resource = resolveResource(resourcesSchema, 'agentMgt');
const view = (a: AgentRow) => toRecord(resource, { ...a });

function tellOffline(ctx: AppContext, a: AgentRow, reason: string) {
  // The conversation loop puts the agent's sessions back in the queue; the broadcaster signs the workbench out.
  ctx.events.emit('agent.forced_offline', { agentId: a.id, userId: a.user_id, reason });
  ctx.events.emit('status.changed', { reason: 'agent.forced_offline' });
}

/** The list's search box: a nickname, an employee code, or the name the agent signs on with. */
async function searched(db: Executor, q: unknown): Promise<Cond[]> {
  const text = typeof q === 'string' ? q.trim() : '';
  if (!text) return [];
  const contains = (column: string): Cond[] => [{ column, op: 'contains', value: text }];
  return [{ op: 'or', any: [contains('nickname'), contains('username'), [{ column: 'id', op: 'in', value: await agentIdsOfUsersMatching(db, text) }]] }];
}

/**
 * Agents with their skill groups: a column of group names, a filter by group (members of any chosen group), and
 * the search box.
 */
export const agentMgtHooks: ResourceHooks = {
  async listFilters(db, _user, input) {
    const { skillGroupIds, q, ...rest } = input;
    const wanted = (Array.isArray(skillGroupIds) ? skillGroupIds : [skillGroupIds]).filter((g): g is string => typeof g === 'string' && g !== '');
    const where = await searched(db, q);
    if (!wanted.length) return { input: rest, where };
    return { input: rest, where: [...where, { column: 'id', op: 'in', value: await agentIdsInGroups(db, wanted) }] };
  },
  async decorate(db, records) {
    const groups = await groupsOfAgents(db, records.map((r) => String(r.id)));
    return records.map((r) => {
      const mine = groups.filter((g) => g.agent_id === r.id);
      return { ...r, skillGroupIds: mine.map((g) => g.id), skillGroupNames: mine.map((g) => g.name) };
    });
  },
};

/** `agentMgt/*` actions and `agent/listAll` (api-contract.md). */
export const agentMgtHandlers: Record<string, EndpointHandler> = {
  'PUT agentMgt/forceOffline': async ({ ctx, user, input, req }) => {
    const { agent, wasOnline } = await forceOffline(ctx.db.kysely, String(input.id), (trx) => auditInTrx(trx, req));
    if (wasOnline) tellOffline(ctx, agent, `Forced offline by ${user.name}`);
    return view(agent);
  },
  'PUT agentMgt/enableDisable': async ({ ctx, user, input, req }) => {
    const { agent, wasOnline } = await enableDisable(ctx.db.kysely, String(input.id), input.enabled === true, (trx) => auditInTrx(trx, req));
    if (wasOnline) tellOffline(ctx, agent, `Disabled by ${user.name}`);
    if (!agent.enabled) ctx.events.emit('agent.disabled', { agentId: agent.id, userId: agent.user_id });
    return view(agent);
  },
  'PUT agentMgt/updateMaxUsers': async ({ ctx, input }) => {
    const agent = await updateMaxUsers(ctx.db.kysely, String(input.id), Number(input.maxUsers));
    // More room may let the routing hand this agent a queued visitor at once.
    ctx.events.emit('agent.status_changed', { agentId: agent.id, status: agent.status });
    return view(agent);
  },
  'PUT agentMgt/calibrationUsersCount': async ({ ctx, input }) => view(await calibrateUsersCount(ctx.db.kysely, String(input.id))),
  'GET agent/listAll': async ({ ctx }) =>
    (await listAllAgents(ctx.db.kysely)).map((a) => ({
      id: a.id,
      username: a.username,
      nickname: a.nickname,
      fullOrgName: a.full_org_name,
      status: a.status,
      enabled: a.enabled === 1,
    })),
};
