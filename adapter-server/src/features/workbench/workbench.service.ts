import { AUTHOR, type ChatMessage } from '../../../../src/common/events';
import type { DB, Executor } from '../../db/database';
import { forbidden, refused, warning } from '../../http/envelope';
import type { StaffUser } from '../../sso/sso.service';
import { agentNicknames, findAgentByUser, type AgentRow } from '../agents/agent.repository';
import { findSession, updateSessionIf, type SessionRow } from '../sessions/session.repository';
import { systemLine, toChatMessage, type Appended } from '../messages/message.service';
import { blockVisitor, type BlockInput } from '../reports/history-session.service';
import { findMessage, markRevoked, type MessageRow } from '../messages/message.repository';

/**
 * A history as staff read it: every message, notes included, and each agent message with its author's name
 * (`agentName`), so a chat that passed between agents says who wrote what.
 */
export async function staffMessages(db: Executor, rows: MessageRow[]): Promise<ChatMessage[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.author === AUTHOR.agent && r.agent_id ? [r.agent_id] : [])))];
  const names = await agentNicknames(db, ids);
  return rows.map((r) => {
    const m = toChatMessage(r);
    const name = r.agent_id ? names.get(r.agent_id) : undefined;
    return name !== undefined && r.author === AUTHOR.agent ? { ...m, agentName: name } : m;
  });
}

/** An agent may take back their own message for this long after sending it. */
export const REVOKE_WINDOW_MS = 2 * 60_000;

export async function callerAgent(db: Executor, user: StaffUser): Promise<AgentRow> {
  const agent = await findAgentByUser(db, user.id);
  if (!agent) throw refused('Sign in to the workbench as an agent first');
  return agent;
}

/** A session the agent serves now (or served, for reading its history). */
export async function agentSession(db: Executor, agentId: string, sessionId: string): Promise<SessionRow> {
  const s = await findSession(db, sessionId);
  // Someone else's session is "no such session", 403, exactly as one that does not exist (never confirm it exists).
  if (!s || s.agent_id !== agentId) throw forbidden('No such session');
  return s;
}

/** `invitationSatisfaction`: invites the visitor to evaluate, once per session. */
export async function inviteEvaluation(db: DB, agentId: string, sessionId: string): Promise<Appended> {
  return db.transaction().execute(async (trx) => {
    const s = await agentSession(trx, agentId, sessionId);
    if (s.evaluated_at !== null) throw warning('The visitor has already evaluated this chat');
    if (s.evaluation_invited_at !== null) throw warning('The visitor has already been invited to evaluate');
    const at = Date.now();
    if (!(await updateSessionIf(trx, s.id, [s.status], { evaluation_invited_at: at }))) throw warning('The session changed; try again');
    // The line goes into the session while it can still take messages; a closed session only records the time.
    return systemLine(trx, { id: s.id, status: s.status }, 'evaluationInvited', { sessionId: s.id }, at);
  });
}

/** `msg/revocation`: an agent takes back their own message within the window. */
export async function revokeMessage(db: DB, agentId: string, sessionId: string, messageId: string): Promise<SessionRow> {
  return db.transaction().execute(async (trx) => {
    const s = await agentSession(trx, agentId, sessionId);
    const m = await findMessage(trx, messageId);
    if (!m || m.session_id !== s.id || m.author !== AUTHOR.agent || m.agent_id !== agentId) throw refused('Only your own messages can be revoked');
    if (Date.now() - m.created_at > REVOKE_WINDOW_MS) throw refused('Messages can only be revoked within 2 minutes');
    if (!(await markRevoked(trx, m.id, Date.now()))) throw warning('The message was already revoked');
    return s;
  });
}

/** `workbench/pullBlock`: the agent puts the visitor of one of their own sessions on the blacklist. */
export function blockSessionVisitor(db: DB, agentId: string, sessionId: string, input: BlockInput, by: string) {
  return db.transaction().execute(async (trx) => {
    const s = await agentSession(trx, agentId, sessionId);
    return blockVisitor(trx, s.visitor_id, input, by);
  });
}
