import type { Executor } from '../../db/database';

export async function membersOf(db: Executor, groupIds: string[]) {
  if (!groupIds.length) return [];
  return db
    .selectFrom('skill_group_agents as m')
    .innerJoin('agents as a', 'a.id', 'm.agent_id')
    .select(['m.skill_group_id', 'a.id', 'a.nickname', 'a.username'])
    .where('m.skill_group_id', 'in', groupIds)
    .orderBy('a.username')
    .execute();
}

export async function replaceMembers(db: Executor, groupId: string, agentIds: string[], at: number): Promise<void> {
  await db.deleteFrom('skill_group_agents').where('skill_group_id', '=', groupId).execute();
  if (agentIds.length) {
    await db
      .insertInto('skill_group_agents')
      .values(agentIds.map((agent_id) => ({ skill_group_id: groupId, agent_id, created_at: at })))
      .execute();
  }
}

export const removeMember = (db: Executor, groupId: string, agentId: string) =>
  db.deleteFrom('skill_group_agents').where('skill_group_id', '=', groupId).where('agent_id', '=', agentId).executeTakeFirst();

export async function countAgents(db: Executor, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const r = await db.selectFrom('agents').select((eb) => eb.fn.countAll<number>().as('n')).where('id', 'in', ids).executeTakeFirstOrThrow();
  return Number(r.n);
}

export const listGroups = (db: Executor) => db.selectFrom('skill_groups').select(['id', 'name', 'enabled']).orderBy('name').execute();

export const findGroup = (db: Executor, id: string) => db.selectFrom('skill_groups').select(['id', 'name']).where('id', '=', id).executeTakeFirst();

/** Channels linked to any of the groups (as their group or their fallback). */
export const linksUsing = (db: Executor, ids: string[]) =>
  db
    .selectFrom('skill_group_links')
    .select(['channel'])
    .where((eb) => eb.or([eb('skill_group_id', 'in', ids), eb('fallback_group_id', 'in', ids)]))
    .execute();

export const listLinks = (db: Executor) =>
  db
    .selectFrom('skill_group_links as l')
    .leftJoin('skill_groups as g', 'g.id', 'l.skill_group_id')
    .leftJoin('skill_groups as f', 'f.id', 'l.fallback_group_id')
    .select(['l.channel', 'l.skill_group_id', 'l.fallback_group_id', 'l.updated_at', 'g.name as group_name', 'f.name as fallback_name'])
    .execute();

export async function upsertLink(
  db: Executor,
  row: { id: string; channel: number; skill_group_id: string; fallback_group_id: string | null; updated_at: number },
): Promise<void> {
  const existing = await db.selectFrom('skill_group_links').select('id').where('channel', '=', row.channel).executeTakeFirst();
  if (existing) {
    await db
      .updateTable('skill_group_links')
      .set({ skill_group_id: row.skill_group_id, fallback_group_id: row.fallback_group_id, updated_at: row.updated_at })
      .where('id', '=', existing.id)
      .execute();
  } else await db.insertInto('skill_group_links').values(row).execute();
}
