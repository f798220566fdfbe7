import { SKILL_ORGS } from '../../../../src/common/channels';
import { newId } from '../../db/ids';
import { badRequest, refused } from '../../http/envelope';
import { addTranslations } from '../../http/i18n';
import type { EndpointHandler, ResourceHooks } from '../../schema/hooks';
import { secretStates } from './channel-secret.hooks';
import type { Row } from '../../schema/records';
import { countAgents, findGroup, linksUsing, listGroups, listLinks, membersOf, removeMember, replaceMembers, upsertLink } from './skill-group.repository';

const LINKED = 'This skill group serves a channel; link the channel to another group first';
const UNKNOWN_AGENT = 'contains an unknown agent';
const UNKNOWN_GROUP = 'is not a known skill group';
addTranslations({ [LINKED]: '该技能组正在服务渠道，请先将渠道关联到其他技能组', [UNKNOWN_AGENT]: '包含不存在的坐席', [UNKNOWN_GROUP]: '不是已有的技能组' });

/** Skill groups and their members: `agentIds` lives in skill_group_agents, written in the same transaction. */
export const skillGroupHooks: ResourceHooks = {
  async beforeWrite(trx, _user, values) {
    const ids = values.agentIds as string[] | undefined;
    if (ids && (await countAgents(trx, ids)) !== ids.length) {
      throw badRequest(`Invalid request body: agentIds ${UNKNOWN_AGENT}`, [{ field: 'agentIds', message: UNKNOWN_AGENT }]);
    }
  },
  async afterWrite(trx, _user, id, values) {
    if (Array.isArray(values.agentIds)) await replaceMembers(trx, id, values.agentIds as string[], Date.now());
  },
  async beforeDelete(trx, _user, existing) {
    if ((await linksUsing(trx, existing.map((r) => String(r.id)))).length) throw refused(LINKED);
  },
  async decorate(db, records) {
    const members = await membersOf(db, records.map((r) => String(r.id)));
    return records.map((r) => {
      const mine = members.filter((m) => m.skill_group_id === r.id);
      return { ...r, agentIds: mine.map((m) => m.id), agentNames: mine.map((m) => `${m.nickname} (${m.username})`) };
    });
  },
};

const linkView = (l: Awaited<ReturnType<typeof listLinks>>[number] | undefined, channel: number, secretState: 0 | 1): Row => ({
  id: channel,
  secretState,
  skillGroupId: l?.skill_group_id ?? null,
  fallbackGroupId: l?.fallback_group_id ?? null,
  skillGroupName: l?.group_name ?? null,
  fallbackGroupName: l?.fallback_name ?? null,
  updatedAt: l?.updated_at ?? null,
});

async function requireGroup(db: Parameters<typeof findGroup>[0], field: string, id: unknown): Promise<void> {
  if (id === null || id === undefined) return;
  if (!(await findGroup(db, String(id)))) throw badRequest(`Invalid request body: ${field} ${UNKNOWN_GROUP}`, [{ field, message: UNKNOWN_GROUP }]);
}

/** `skillGroupAgentMgt/remove` and the whole of `skillGroupLinkMgt` (one row per channel of product.md §3). */
export const skillGroupHandlers: Record<string, EndpointHandler> = {
  'PUT skillGroupAgentMgt/remove': async ({ ctx, input }) => {
    const r = await removeMember(ctx.db.kysely, String(input.skillGroupId), String(input.agentId));
    if (!Number(r.numDeletedRows)) throw refused('The agent is not in this skill group');
    return null;
  },
  'GET skillGroupLinkMgt/listAll': async ({ ctx }) => {
    const [links, secrets] = await Promise.all([listLinks(ctx.db.kysely), secretStates(ctx.db.kysely)]);
    return SKILL_ORGS.map((ch) => linkView(links.find((l) => l.channel === ch), ch, secrets.get(ch) ?? 0));
  },
  'GET skillGroupLinkMgt/listSelector': async ({ ctx }) =>
    (await listGroups(ctx.db.kysely)).map((g) => ({ id: g.id, name: g.name, enabled: g.enabled === 1 })),
  'PUT skillGroupLinkMgt/edit': async ({ ctx, input }) => {
    const db = ctx.db.kysely;
    const channel = Number(input.id);
    await db.transaction().execute(async (trx) => {
      await requireGroup(trx, 'skillGroupId', input.skillGroupId);
      await requireGroup(trx, 'fallbackGroupId', input.fallbackGroupId);
      await upsertLink(trx, {
        id: newId(),
        channel,
        skill_group_id: String(input.skillGroupId),
        fallback_group_id: (input.fallbackGroupId as string | null | undefined) ?? null,
        updated_at: Date.now(),
      });
    });
    const [links, secrets] = await Promise.all([listLinks(db), secretStates(db)]);
    return linkView(links.find((l) => l.channel === channel), channel, secrets.get(channel) ?? 0);
  },
};
addTranslations({ 'The agent is not in this skill group': '该坐席不在此技能组中' });
