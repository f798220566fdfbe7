import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import { createUserHashed, type NewUser } from '../sso/sso.service';
import { hashPassword } from '../sso/password';
import { AGENT_STATUS } from '../features/agents/agent.repository';

export const DEMO_USERS: Omit<NewUser, 'password'>[] = [
  { username: 'admin', name: '系统管理员 Admin', code: 'A0001', role: 'admin', orgName: '客服中心', orgFullName: '总部/客服中心', orgType: 'kd' },
  { username: 'supervisor', name: '王主管 Wang', code: 'S1001', role: 'supervisor', orgName: '在线客服部', orgFullName: '总部/客服中心/在线客服部', orgType: 'kd' },
  { username: 'agent1', name: '李娜 Li Na', code: 'E2001', role: 'agent', orgName: '快递客服组', orgFullName: '总部/客服中心/在线客服部/快递客服组', orgType: 'kd' },
  { username: 'agent2', name: '张伟 Zhang Wei', code: 'E2002', role: 'agent', orgName: '快递客服组', orgFullName: '总部/客服中心/在线客服部/快递客服组', orgType: 'kd' },
  { username: 'agent3', name: '刘洋 Liu Yang', code: 'E2003', role: 'agent', orgName: '快运客服组', orgFullName: '总部/客服中心/在线客服部/快运客服组', orgType: 'ky' },
  { username: 'agent4', name: '陈静 Chen Jing', code: 'E2004', role: 'agent', orgName: '快运客服组', orgFullName: '总部/客服中心/在线客服部/快运客服组', orgType: 'ky' },
  { username: 'agent5', name: '杨帆 Yang Fan', code: 'E2005', role: 'agent', orgName: '电商客服组', orgFullName: '总部/客服中心/在线客服部/电商客服组', orgType: 'kd' },
  { username: 'agent6', name: '赵敏 Zhao Min', code: 'E2006', role: 'agent', orgName: '热线客服组', orgFullName: '总部/客服中心/热线客服部/热线客服组', orgType: 'kd' },
];

export const DEMO_GROUPS = [
  { name: '在线客服 Online service', channel: 100, description: '官网与公众号在线咨询' },
  { name: '商城平台 Shopping platform', channel: 200, description: '商城平台订单咨询' },
  { name: '热线转在线 Hotline', channel: 300, description: '热线分流到在线' },
  { name: '店铺平台 Shop platform', channel: 400, description: '第三方店铺订单咨询' },
];

/**
 * The demo users share one password, so they share one hash of it, made once per process: a hash costs about
 * 150 ms of CPU here (scrypt), eight of them were most of seeding, and the test suites seed hundreds of databases.
 */
const demoHashes = new Map<string, Promise<string>>();
const demoHash = (password: string) => {
  let hash = demoHashes.get(password);
  if (!hash) demoHashes.set(password, (hash = hashPassword(password)));
  return hash;
};

/** Users, their agents (agent1…agent6 serve every channel), skill groups and channel links. */
export async function seedPlatform(db: Executor, password: string): Promise<void> {
  const at = Date.now();
  const groupIds: string[] = [];
  for (const g of DEMO_GROUPS) {
    const id = newId();
    groupIds.push(id);
    await db.insertInto('skill_groups').values({ id, name: g.name, description: g.description, enabled: 1, created_at: at, updated_at: at }).execute();
    await db.insertInto('skill_group_links').values({ id: newId(), channel: g.channel, skill_group_id: id, fallback_group_id: groupIds[0], updated_at: at }).execute();
  }
  for (const u of DEMO_USERS) {
    const user = await createUserHashed(db, u, await demoHash(password));
    if (u.role !== 'agent') continue;
    const agentId = newId();
    await db
      .insertInto('agents')
      .values({
        id: agentId,
        user_id: user.id,
        username: user.code,
        nickname: user.name.split(' ')[0],
        full_org_name: user.org_full_name,
        status: AGENT_STATUS.offline,
        enabled: 1,
        max_users: 5,
        current_users: 0,
        ready_since: null,
        last_login_at: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    for (const gid of groupIds) {
      await db.insertInto('skill_group_agents').values({ skill_group_id: gid, agent_id: agentId, created_at: at }).execute();
    }
  }
}
