import type { DB, Executor } from '../../db/database';
import { forbidden, refused } from '../../http/envelope';
import { findAgentById, type AgentRow } from '../agents/agent.repository';
import { AUTHOR } from '../../../../src/common/events';
import { appendMessage, systemLine, type Appended } from '../messages/message.service';
import { claimAgentSlot, releaseAgentSlot } from '../routing/routing.repository';
import type { TransferAgent, TransferCandidates } from '../../../../src/common/transfer';
import { enqueueWebhook } from '../webhooks/webhook.outbox';
import * as repo from './transfer.repository';
import { agentSession } from './workbench.service';
import type { SessionRow } from '../sessions/session.repository';

/** `listTransferAgent`: ready agents of the session's group (or the chosen one) who could take it. */
export async function transferCandidates(db: Executor, me: AgentRow, sessionId: string, chosenGroupId?: string): Promise<TransferCandidates> {
  const s = await agentSession(db, me.id, sessionId);
  const groups = await repo.enabledGroups(db);
  const groupId = chosenGroupId ?? s.skill_group_id ?? (await repo.groupsOfAgent(db, me.id))[0]?.id ?? null;
  if (chosenGroupId && !groups.some((g) => g.id === chosenGroupId)) throw refused('No such skill group');
  const rows = groupId ? await repo.readyAgentsOfGroup(db, groupId) : [];
  const agents: TransferAgent[] = rows
    .filter((a) => a.id !== me.id)
    .map((a) => ({
      id: a.id,
      nickname: a.nickname,
      username: a.username,
      fullOrgName: a.full_org_name,
      currentUsers: a.current_users,
      maxUsers: a.max_users,
      full: a.current_users >= a.max_users,
    }));
  return { skillGroupId: groupId, groups, agents };
}

export interface Transferred {
  sessionId: string;
  visitorId: string;
  toAgentId: string;
  fromAgentId: string;
  groupId: string | null;
  line: Appended;
  /** The sender's note for the colleague: an internal note, staff only. */
  note: Appended | null;
}

/** Who hands a chat over, when it is not the serving agent: a supervisor (their agent profile, if any). */
export interface HandOverBy {
  agentId: string | null;
  name: string;
}

/**
 * Moves an active chat from its agent to another, inside the caller's transaction: the receiver's slot is
 * claimed under its capacity and readiness (`byName`: a supervisor's choice, which may be a busy agent, and
 * keeps the chat in its group),
 * the sender's released, the system line written ("transferred", who to whom), then the note for the colleague,
 * if any, as an internal note that never reaches the visitor. The workbench's transfer and a supervisor's
 * transfer or take-over all come through here.
 */
export async function handOver(
  trx: Executor,
  s: SessionRow,
  to: AgentRow,
  opts: { note: string; by: HandOverBy; byName?: boolean },
  at = Date.now(),
): Promise<Transferred> {
  if (s.status !== 'active' || !s.agent_id) throw refused('Only an active chat can be transferred');
  if (to.id === s.agent_id) throw refused('Choose another agent to transfer to');
  const from = await findAgentById(trx, s.agent_id);
  if (!from) throw refused('No such session');
  const inGroup = s.skill_group_id !== null && (await repo.isAgentInGroup(trx, to.id, s.skill_group_id));
  // A supervisor's choice keeps the chat in its group, whichever groups the receiver serves.
  const groupId = inGroup || opts.byName ? s.skill_group_id : ((await repo.groupsOfAgent(trx, to.id))[0]?.id ?? null);
  if (!groupId) throw forbidden('This agent serves no skill group');
  if (!(await claimAgentSlot(trx, to.id, at, { busyToo: opts.byName }))) throw refused(opts.byName ? `${to.nickname} is offline or has no free slot` : `${to.nickname} is not ready or has no free slot`);
  if (!(await repo.moveSession(trx, s.id, from.id, to.id, groupId, at))) throw refused('The chat changed meanwhile; try again');
  await releaseAgentSlot(trx, from.id, at);
  const line = await systemLine(trx, { id: s.id, status: 'active' }, 'transferred', { from: from.nickname, to: to.nickname }, at);
  const note = opts.note
    ? await appendMessage(trx, { sessionId: s.id, author: AUTHOR.agent, type: 'note', content: opts.note, agentId: opts.by.agentId, extra: { transfer: true }, guard: { statuses: ['active'] } }, at)
    : null;
  if (note) note.message.agentName = opts.by.name;
  await enqueueWebhook(trx, 'sessionTransferred', { sessionId: s.id, visitorId: s.visitor_id, fromAgentId: from.id, toAgentId: to.id, skillGroupId: groupId, note: opts.note }, at);
  return { sessionId: s.id, visitorId: s.visitor_id, toAgentId: to.id, fromAgentId: from.id, groupId, line, note };
}

/** `confirmTransfer`: the serving agent hands their chat to a colleague (`handOver`, in one transaction). */
export async function transferSession(db: DB, me: AgentRow, input: { sessionId: string; toAgentId: string; note: string }): Promise<Transferred> {
  if (input.toAgentId === me.id) throw refused('Choose another agent to transfer to');
  return db.transaction().execute(async (trx) => {
    const s = await agentSession(trx, me.id, input.sessionId);
    if (s.status !== 'active') throw refused('Only an active chat can be transferred');
    const to = await findAgentById(trx, input.toAgentId);
    if (!to) throw refused('No such agent');
    return handOver(trx, s, to, { note: input.note, by: { agentId: me.id, name: me.nickname } });
  });
}
