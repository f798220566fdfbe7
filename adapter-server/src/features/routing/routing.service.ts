import { requeuedPriority } from '../../../../src/common/routingRules';
import type { DB, Executor } from '../../db/database';
import { systemLine, type Appended } from '../messages/message.service';
import { findLinkForChannel, listActiveSessionsOfAgent, updateSessionIf } from '../sessions/session.repository';
import { enqueueWebhook } from '../webhooks/webhook.outbox';
import { assignQueued, claimAgentSlot, lockGroup, nextPair, resetAgentLoad } from './routing.repository';

export interface Assignment {
  sessionId: string;
  agentId: string;
  visitorId: string;
  skillGroupId: string;
  message: Appended;
}

/**
 * Gives one queued session to one agent inside the caller's transaction: the agent's slot is claimed under its
 * capacity (and readiness, or with `busyToo` presence) and the session moves only if it is still queued; null when either did not happen.
 * The routing pump and a supervisor's assignment both come through here.
 */
export async function assignTo(
  trx: Executor,
  s: { id: string; visitor_id: string },
  agent: { id: string; nickname: string },
  groupId: string,
  at: number,
  opts: { busyToo?: boolean } = {},
): Promise<Assignment | null> {
  if (!(await claimAgentSlot(trx, agent.id, at, opts))) return null;
  if (!(await assignQueued(trx, s.id, agent.id, at))) return null;
  const message = await systemLine(trx, { id: s.id, status: 'active' }, 'assigned', { agent: agent.nickname }, at);
  await enqueueWebhook(trx, 'sessionAssigned', { sessionId: s.id, visitorId: s.visitor_id, agentId: agent.id, skillGroupId: groupId, assignedAt: at }, at);
  return { sessionId: s.id, agentId: agent.id, visitorId: s.visitor_id, skillGroupId: groupId, message };
}

/** Another instance won a race inside the transaction: roll back and decide again. */
class LostRace extends Error {}

/**
 * Assigns the head of one group's queue to the best agent, in one transaction: the session moves from queued
 * to active only if it is still queued, and the agent's load goes up only if a slot is still free. Either
 * condition failing means another instance got there first; the transaction rolls back and we look again.
 */
export async function assignNext(db: DB, isPostgres: boolean, groupId: string): Promise<Assignment | null> {
  for (let attempt = 0; attempt < 8; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        if (isPostgres) await lockGroup(trx, groupId);
        // The queue's head and the best agent in one statement (read after the group's lock, so fresh).
        const pair = await nextPair(trx, groupId);
        if (!pair) return null;
        const a = await assignTo(trx, { id: pair.id, visitor_id: pair.visitor_id }, { id: pair.agent_id, nickname: pair.nickname }, groupId, Date.now());
        if (!a) throw new LostRace();
        return a;
      });
    } catch (err) {
      if (!(err instanceof LostRace)) throw err;
    }
  }
  return null;
}

export interface Requeued {
  sessionId: string;
  visitorId: string;
  skillGroupId: string;
  message: Appended;
}

/**
 * An agent went offline or was forced offline: their open sessions go back to the head of the queue (priority
 * above everyone waiting, keeping their rule's priority among themselves) or, when configured, to the channel's fallback group. The wait starts again, and
 * is added to the session's queue-wait fact on the next assignment.
 */
export async function requeueAgentSessions(db: DB, agentId: string, target: 'head' | 'fallback', at = Date.now()): Promise<Requeued[]> {
  return db.transaction().execute(async (trx) => {
    const out: Requeued[] = [];
    for (const s of await listActiveSessionsOfAgent(trx, agentId)) {
      let groupId = s.skill_group_id;
      if (target === 'fallback') groupId = (await findLinkForChannel(trx, s.channel))?.fallback_group_id ?? groupId;
      if (!groupId) continue;
      const moved = await updateSessionIf(trx, s.id, ['active'], {
        status: 'queued',
        agent_id: null,
        skill_group_id: groupId,
        queue_priority: requeuedPriority(s.queue_priority),
        queued_at: at,
        transfer_count: s.transfer_count + 1,
      });
      if (!moved) continue;
      const message = await systemLine(trx, { id: s.id, status: 'queued' }, 'requeued', {}, at);
      out.push({ sessionId: s.id, visitorId: s.visitor_id, skillGroupId: groupId, message });
    }
    await resetAgentLoad(trx, agentId, at);
    return out;
  });
}
