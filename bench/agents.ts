import type { Kysely } from 'kysely';
import type { Database } from '../adapter-server/src/db/database';
import { newId } from '../adapter-server/src/db/ids';
import { hashPassword } from '../adapter-server/src/sso/password';

/**
 * `count` bench agents in the online-service group (channel 100): sign-in names `bench<i>`, password
 * `bench1234`, agent codes `B<i>`, 20 chats each. For the servers the benchmarks start on a fresh database.
 */
export async function addBenchAgents(trx: Kysely<Database>, count: number): Promise<void> {
  const hash = await hashPassword('bench1234');
  const at = Date.now();
  const group = await trx.selectFrom('skill_group_links').select('skill_group_id').where('channel', '=', 100).executeTakeFirstOrThrow();
  for (let i = 0; i < count; i++) {
    const userId = newId();
    const agentId = newId();
    await trx.insertInto('users').values({ id: userId, username: `bench${i}`, password_hash: hash, name: `Bench ${i}`, code: `B${i}`, role: 'agent', auth_level: 1, org_name: 'bench', org_full_name: 'bench', org_type: 'kd', enabled: 1, created_at: at, updated_at: at }).execute();
    await trx.insertInto('agents').values({ id: agentId, user_id: userId, username: `B${i}`, nickname: `B${i}`, full_org_name: 'bench', status: 1, enabled: 1, max_users: 20, current_users: 0, ready_since: null, absent_since: null, last_login_at: null, created_at: at, updated_at: at }).execute();
    await trx.insertInto('skill_group_agents').values({ skill_group_id: group.skill_group_id, agent_id: agentId, created_at: at }).execute();
  }
}
