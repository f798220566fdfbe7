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
      id,
      visitor_id: `v-${id}`,
      channel: 100,
      source: 'test',
      org_type: 'kd',
      skill_group_id: null,
      agent_id: agentId,
      status: 'active',
      queue_priority: 0,
      created_at: at,
      queued_at: at,
      assigned_at: at,
      first_response_at: null,
      closed_at: null,
      close_reason: null,
      last_seq: 0,
      last_message_at: null,
      last_message_preview: '',
      agent_read_seq: 0,
      visitor_read_seq: 0,
      converted: 1,
      queue_wait_ms: 0,
      first_response_ms: null,
      duration_ms: null,
      transfer_count: 0,
      visitor_msg_count: 0,
      agent_msg_count: 0,
      robot_msg_count: 0,
      evaluation_invited_at: null,
      evaluated_at: null,
      satisfaction: null,
      evaluation: null,
    })
    .execute();
  return id;
}
