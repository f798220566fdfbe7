import { AUTHOR } from '../../../../src/common/events';
import { levelOf, REQUEUED } from '../../../../src/common/routingRules';
import type { SupervisionSnapshot } from '../../../../src/common/supervision';
import type { DB, Executor, Trx } from '../../db/database';
import { refused } from '../../http/envelope';
import type { StaffUser } from '../../sso/sso.service';
import { findAgentById, findAgentByUser } from '../agents/agent.repository';
import { findSession } from '../sessions/session.repository';
import { chatSla, slaContext } from '../sla/sla.service';
import { appendMessage, type Appended } from '../messages/message.service';
import { lockGroup } from '../routing/routing.repository';
import { assignTo, type Assignment } from '../routing/routing.service';
import { handOver, type HandOverBy, type Transferred } from '../workbench/transfer.service';
import * as repo from './supervision.repository';

/** The longest whisper, as long as a chat message. */
export const MAX_WHISPER = 2000;

/** The live picture: who waits, who serves whom, and every agent at work with their load. */
export async function snapshot(db: Executor): Promise<SupervisionSnapshot> {
  const [queue, queueTotal, chats, agents, sla] = await Promise.all([repo.queuedSessions(db), repo.countQueued(db), repo.activeSessions(db), repo.agentsAtWork(db), slaContext(db)]);
  return {
    queue: queue.map((s) => ({
      sessionId: s.id,
      visitorNickname: s.nickname ?? '',
      channel: s.channel,
      skillGroupId: s.skill_group_id,
      skillGroupName: s.group_name ?? '',
      queuedAt: s.queued_at,
      priority: s.queue_priority >= REQUEUED,
      level: levelOf(s.queue_priority),
      ruleName: s.rule_name ?? null,
      preview: s.last_message_preview,
      sla: chatSla(sla, s),
    })),
    queueTotal,
    chats: chats.map((s) => ({
      sessionId: s.id,
      visitorNickname: s.nickname ?? '',
      channel: s.channel,
      skillGroupName: s.group_name ?? '',
      agentId: s.agent_id!,
      assignedAt: s.assigned_at,
      lastMessageAt: s.last_message_at,
      preview: s.last_message_preview,
      sla: chatSla(sla, s),
    })),
    agents: agents.map((a) => ({ id: a.id, nickname: a.nickname, username: a.username, status: a.status, currentUsers: a.current_users, maxUsers: a.max_users })),
    at: Date.now(),
  };
}

/** Writes beside an act, in its transaction (the audit log). */
type AlsoWrite = (trx: Trx) => Promise<void>;

/** Each act is one transaction with what is written beside it: a refused act leaves nothing behind. */
const act = <T>(db: DB, also: AlsoWrite, run: (trx: Trx) => Promise<T>): Promise<T> =>
  db.transaction().execute(async (trx) => {
    const out = await run(trx);
    await also(trx);
    return out;
  });

/** The supervisor as the author of a note or a hand-over: their agent profile when they have one. */
async function byOf(db: Executor, user: StaffUser): Promise<HandOverBy> {
  const me = await findAgentByUser(db, user.id);
  return { agentId: me?.id ?? null, name: me?.nickname ?? user.name };
}

/**
 * A supervisor gives a waiting visitor to a chosen agent: the routing's own assignment (`assignTo`: the agent's
 * capacity, the session still queued), in the session's skill group, under the group's lock. The agent may be
 * busy (the supervisor chose them by name), never offline.
 */
export const assignWaiting = (db: DB, isPostgres: boolean, input: { sessionId: string; agentId: string }, also: AlsoWrite): Promise<Assignment> =>
  act(db, also, (trx) => assign(trx, isPostgres, input));

async function assign(trx: Trx, isPostgres: boolean, input: { sessionId: string; agentId: string }): Promise<Assignment> {
  const s = await findSession(trx, input.sessionId);
  if (!s || s.status !== 'queued' || !s.skill_group_id) throw refused('This visitor is no longer waiting');
  const agent = await findAgentById(trx, input.agentId);
  if (!agent || !agent.enabled) throw refused('No such agent');
  if (isPostgres) await lockGroup(trx, s.skill_group_id);
  const a = await assignTo(trx, s, agent, s.skill_group_id, Date.now(), { busyToo: true });
  // Re-read: the visitor may have been served or left meanwhile, or the agent's slot taken.
  if (!a) throw refused((await findSession(trx, s.id))?.status === 'queued' ? `${agent.nickname} is offline or has no free slot` : 'This visitor is no longer waiting');
  return a;
}

async function activeSession(db: Executor, sessionId: string) {
  const s = await findSession(db, sessionId);
  if (!s || s.status !== 'active') throw refused('This chat is no longer being served');
  return s;
}

/** A supervisor moves a chat from its agent to another (busy or ready), with an optional note for the receiver. */
export const transferChat = (db: DB, user: StaffUser, input: { sessionId: string; toAgentId: string; note: string }, also: AlsoWrite): Promise<Transferred> =>
  act(db, also, async (trx) => {
    const s = await activeSession(trx, input.sessionId);
    const to = await findAgentById(trx, input.toAgentId);
    if (!to || !to.enabled) throw refused('No such agent');
    return handOver(trx, s, to, { note: input.note, by: await byOf(trx, user), byName: true });
  });

/** A supervisor takes a chat over: they become its agent (their agent profile, busy or ready, under its capacity). */
export const takeOverChat = (db: DB, user: StaffUser, sessionId: string, also: AlsoWrite): Promise<Transferred> =>
  act(db, also, async (trx) => {
    const me = await findAgentByUser(trx, user.id);
    if (!me || !me.enabled) throw refused('You have no agent profile: transfer the chat to an agent instead');
    const s = await activeSession(trx, sessionId);
    return handOver(trx, s, me, { note: '', by: { agentId: me.id, name: me.nickname }, byName: true });
  });

/** A whisper: an internal note to the chat's agent, staff only (the visitor never receives a note). */
export const whisper = (db: DB, user: StaffUser, input: { sessionId: string; content: string }, also: AlsoWrite): Promise<Appended> =>
  act(db, also, async (trx) => {
    await activeSession(trx, input.sessionId);
    const by = await byOf(trx, user);
    const a = await appendMessage(trx, {
      sessionId: input.sessionId,
      author: AUTHOR.agent,
      type: 'note',
      content: input.content,
      agentId: by.agentId,
      extra: { whisper: true, by: by.name },
      guard: { statuses: ['active'] },
    });
    a.message.agentName = by.name;
    return a;
  });
