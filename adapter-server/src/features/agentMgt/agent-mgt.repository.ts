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
