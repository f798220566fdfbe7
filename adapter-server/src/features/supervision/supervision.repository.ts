import type { Executor } from '../../db/database';
import { AGENT_STATUS } from '../agents/agent.repository';

/** The most waiting visitors and open chats one snapshot lists (the totals still count everyone). */
export const QUEUE_LIMIT = 200;
export const CHAT_LIMIT = 500;

const sessions = (db: Executor) =>
  db
    .selectFrom('chat_sessions as s')
    .leftJoin('visitors as v', 'v.id', 's.visitor_id')
    .leftJoin('skill_groups as g', 'g.id', 's.skill_group_id')
    .select(['s.id', 's.channel', 's.skill_group_id', 's.agent_id', 's.queued_at', 's.first_queued_at', 's.queue_priority', 's.created_at', 's.assigned_at', 's.first_response_at', 's.closed_at', 's.last_message_at', 's.last_message_preview', 'v.nickname', 'g.name as group_name']);

/** Everyone waiting for an agent, in the order routing serves them (requeued, then by priority, then first come), with the rule that set it. */
export const queuedSessions = (db: Executor) =>
  sessions(db)
    .leftJoin('session_routing as r', 'r.session_id', 's.id')
    .select('r.rule_name')
    .where('s.status', '=', 'queued').orderBy('s.queue_priority', 'desc').orderBy('s.queued_at').orderBy('s.id').limit(QUEUE_LIMIT).execute();

export const countQueued = async (db: Executor) =>
  Number((await db.selectFrom('chat_sessions').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'queued').executeTakeFirstOrThrow()).n);

/** Every chat an agent serves now, the longest-served first. */
export const activeSessions = (db: Executor) =>
  sessions(db).where('s.status', '=', 'active').where('s.agent_id', 'is not', null).orderBy('s.assigned_at').orderBy('s.id').limit(CHAT_LIMIT).execute();

/** The agents at work (not offline) and any other still holding a chat, by name. */
export const agentsAtWork = (db: Executor) =>
  db
    .selectFrom('agents')
    .select(['id', 'nickname', 'username', 'status', 'current_users', 'max_users'])
    .where('enabled', '=', 1)
    .where((eb) => eb.or([eb('status', '!=', AGENT_STATUS.offline), eb('current_users', '>', 0)]))
    .orderBy('nickname')
    .orderBy('id')
    .execute();

/** The names an audit entry gives a chat (its visitor's) and an agent, where they exist. */
export async function auditNames(db: Executor, sessionId: string, agentId?: string): Promise<{ visitor: string; agent: string }> {
  const visitor = await db
    .selectFrom('chat_sessions as s')
    .innerJoin('visitors as v', 'v.id', 's.visitor_id')
    .select('v.nickname')
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
  const agent = agentId ? await db.selectFrom('agents').select('nickname').where('id', '=', agentId).executeTakeFirst() : undefined;
  return { visitor: visitor?.nickname ?? '', agent: agent?.nickname ?? '' };
}
