import { resolveResource, resourcesSchema } from '../../../../src/common/resources';
import type { AppContext } from '../../context';
import type { EndpointHandler } from '../../schema/hooks';
import { auditInTrx } from '../../audit/audit-log.calls';
import { toRecord } from '../../schema/records';
import type { AgentRow } from '../agents/agent.repository';
import { listAllAgents } from './agent-mgt.repository';
import { calibrateUsersCount, enableDisable, forceOffline, updateMaxUsers } from './agent-mgt.service';

const resource = resolveResource(resourcesSchema, 'agentMgt');
const view = (a: AgentRow) => toRecord(resource, { ...a });

function tellOffline(ctx: AppContext, a: AgentRow, reason: string) {
  // The conversation loop puts the agent's sessions back in the queue; the broadcaster signs the workbench out.
  ctx.events.emit('agent.forced_offline', { agentId: a.id, userId: a.user_id, reason });
  ctx.events.emit('status.changed', { reason: 'agent.forced_offline' });
}

/** `agentMgt/*` actions and `agent/listAll` (API.md). */
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
