import { newSessionRow } from '../../../adapter-server/src/features/sessions/session-row';
import type { TestApp } from '../../helpers/test-app';

export const API = '/ccim-main/api';

/** The agent id of a demo user (agents are keyed by the employee code). */
export async function agentIdOf(t: TestApp, username: string): Promise<string> {
  const row = await t.db.kysely
    .selectFrom('agents')
    .innerJoin('users', 'users.id', 'agents.user_id')
    .select('agents.id')
    .where('users.username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An active session served by the agent, written straight to the table (the loop is not under test here). */
export async function sessionOf(t: TestApp, agentId: string, id: string): Promise<string> {
  const at = Date.now();
  await t.db.kysely.insertInto('visitors').values({ id: `v-${id}`, open_id: null, channel: 100, nickname: 'Visitor', phone: null, created_at: at, last_seen_at: at }).execute();
  await t.db.kysely
    .insertInto('chat_sessions')
    .values({
      ...newSessionRow({ id, visitorId: `v-${id}`, channel: 100, source: 'test', at }),
      agent_id: agentId,
      status: 'active',
      queued_at: at,
      assigned_at: at,
      converted: 1,
      queue_wait_ms: 0,
    })
    .execute();
  return id;
}
