import { AUTHOR } from '../../../../src/common/events';
import type { SupervisionSnapshot } from '../../../../src/common/supervision';
import type { Executor } from '../../db/database';
import { refused } from '../../http/envelope';
import type { StaffUser } from '../../sso/sso.service';
import { findAgentById, findAgentByUser } from '../agents/agent.repository';
import { findSession } from '../sessions/session.repository';
import { appendMessage, type Appended } from '../messages/message.service';
import { lockGroup } from '../routing/routing.repository';
import { assignTo, type Assignment } from '../routing/routing.service';
import { handOver, type HandOverBy, type Transferred } from '../workbench/transfer.service';
import * as repo from './supervision.repository';

/** The longest whisper, as long as a chat message. */
export const MAX_WHISPER = 2000;

/** The live picture: who waits, who serves whom, and every agent at work with their load. */
export async function snapshot(db: Executor): Promise<SupervisionSnapshot> {
  const [queue, queueTotal, chats, agents] = await Promise.all([repo.queuedSessions(db), repo.countQueued(db), repo.activeSessions(db), repo.agentsAtWork(db)]);
  return {
    queue: queue.map((s) => ({
      sessionId: s.id,
      visitorNickname: s.nickname ?? '',
      channel: s.channel,
      skillGroupId: s.skill_group_id,
      skillGroupName: s.group_name ?? '',
      queuedAt: s.queued_at,
      priority: s.queue_priority > 0,
      preview: s.last_message_preview,
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
    })),
    agents: agents.map((a) => ({ id: a.id, nickname: a.nickname, username: a.username, status: a.status, currentUsers: a.current_users, maxUsers: a.max_users })),
    at: Date.now(),
  };
}

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
export async function assignWaiting(trx: Executor, isPostgres: boolean, input: { sessionId: string; agentId: string }): Promise<Assignment> {
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
export async function transferChat(trx: Executor, user: StaffUser, input: { sessionId: string; toAgentId: string; note: string }): Promise<Transferred> {
  const s = await activeSession(trx, input.sessionId);
  const to = await findAgentById(trx, input.toAgentId);
  if (!to || !to.enabled) throw refused('No such agent');
  return handOver(trx, s, to, { note: input.note, by: await byOf(trx, user), byName: true });
}

/** A supervisor takes a chat over: they become its agent (their agent profile, busy or ready, under its capacity). */
export async function takeOverChat(trx: Executor, user: StaffUser, sessionId: string): Promise<Transferred> {
  const me = await findAgentByUser(trx, user.id);
  if (!me || !me.enabled) throw refused('You have no agent profile: transfer the chat to an agent instead');
  const s = await activeSession(trx, sessionId);
  return handOver(trx, s, me, { note: '', by: { agentId: me.id, name: me.nickname }, byName: true });
}

/** A whisper: an internal note to the chat's agent, staff only (the visitor never receives a note). */
export async function whisper(trx: Executor, user: StaffUser, input: { sessionId: string; content: string }): Promise<Appended> {
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
}
