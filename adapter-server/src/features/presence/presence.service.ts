import type { DB } from '../../db/database';
import { newId } from '../../db/ids';
import { AGENT_STATUS, logAgentStatus } from '../agents/agent.repository';
import { TOUCH_EVERY_MS } from '../../sso/staff-session';
import { touchSessions } from '../../sso/user.repository';
import * as repo from './presence.repository';

/** Who has at least one socket open on some instance, as the gateways see it across instances. */
export interface Connected {
  agentIds: ReadonlySet<string>;
  visitorIds: ReadonlySet<string>;
  /** The sign-on sessions of each connected agent's sockets. */
  agentSessions: ReadonlyMap<string, readonly string[]>;
  /** When the sockets were listed: an agent who signed in since may have connected after it. */
  listedAt?: number;
}

export interface PresenceChanges {
  /** Agents taken offline: their sessions follow the routing rules. */
  agentsOffline: string[];
  /** Active sessions whose visitor went away, or came back: their agent is told. */
  visitorsAway: repo.OpenSession[];
  visitorsBack: repo.OpenSession[];
  /** Queued sessions whose visitor stayed away past the grace: they leave the queue. */
  leftQueue: repo.OpenSession[];
}

export interface Graces {
  agentSeconds: number;
  visitorSeconds: number;
}

/**
 * One presence pass: notes who was first found without a socket, clears who is back, and takes the
 * consequences of an absence past its grace. Every step is a conditional UPDATE, so instances may sweep at the
 * same time: each change happens once.
 */
export async function sweepPresence(db: DB, connected: Connected, graces: Graces, at = Date.now()): Promise<PresenceChanges> {
  const agents = await repo.listOnlineAgents(db);
  const absentAgents = agents.filter((a) => !connected.agentIds.has(a.id));
  await repo.clearAgentsAbsent(db, agents.filter((a) => connected.agentIds.has(a.id) && a.absent_since !== null).map((a) => a.id));
  // An agent who signed in after the sockets were listed is not noted: their socket may simply be newer than the list.
  const listedAt = connected.listedAt ?? Infinity;
  await repo.markAgentsAbsent(db, absentAgents.filter((a) => a.absent_since === null && (a.last_login_at ?? 0) < listedAt).map((a) => a.id), at);
  // An agent on duty with the workbench open is using it even while no visitor writes: their sign-on session
  // does not idle out (its 12-hour limit still ends it). Someone not on duty idles as usual.
  const onDuty = agents.filter((a) => connected.agentIds.has(a.id)).flatMap((a) => connected.agentSessions.get(a.id) ?? []);
  await touchSessions(db, onDuty, at, TOUCH_EVERY_MS);
  const overdue = absentAgents.filter((a) => a.absent_since !== null && a.absent_since <= at - graces.agentSeconds * 1000).map((a) => a.id);
  const agentsOffline = await db.transaction().execute(async (trx) => {
    const taken = await repo.takeAbsentAgentsOffline(trx, overdue, at - graces.agentSeconds * 1000, at);
    for (const id of taken) await logAgentStatus(trx, { id: newId(), agent_id: id, status: AGENT_STATUS.offline, created_at: at });
    return taken;
  });

  const sessions = await repo.listOpenSessions(db);
  const { away, back } = await noteVisitors(db, sessions, connected.visitorIds, at);
  const cutoff = at - graces.visitorSeconds * 1000;
  const leftQueue = sessions.filter((s) => s.status === 'queued' && !connected.visitorIds.has(s.visitor_id) && s.visitor_absent_since !== null && s.visitor_absent_since <= cutoff);
  return { agentsOffline, visitorsAway: away.filter((s) => s.status === 'active'), visitorsBack: back.filter((s) => s.status === 'active'), leftQueue };
}

/** Notes the open sessions of visitors with no socket as away and those with one as back; answers what changed. */
export async function noteVisitors(db: DB, sessions: repo.OpenSession[], connected: ReadonlySet<string>, at: number) {
  const awayIds = new Set(await repo.markVisitorsAbsent(db, sessions.filter((s) => !connected.has(s.visitor_id)).map((s) => s.id), at));
  const backIds = new Set(await repo.clearVisitorsAbsent(db, sessions.filter((s) => connected.has(s.visitor_id)).map((s) => s.id)));
  return { away: sessions.filter((s) => awayIds.has(s.id)), back: sessions.filter((s) => backIds.has(s.id)) };
}

/** A visitor's sockets changed (one connected, or the last one closed): their open sessions are noted at once. */
export async function visitorConnectionChanged(db: DB, visitorId: string, present: boolean, at = Date.now()) {
  const sessions = await repo.listOpenSessions(db, visitorId);
  const { away, back } = await noteVisitors(db, sessions, present ? new Set([visitorId]) : new Set(), at);
  return { away: away.filter((s) => s.status === 'active'), back: back.filter((s) => s.status === 'active') };
}

/**
 * An agent's sockets changed: their last one closed (no new visitor is routed to them from now on; their chats
 * stay through the grace) or one opened (routable again). Answers whether they became routable again.
 */
export async function agentConnectionChanged(db: DB, agentId: string, present: boolean, at = Date.now()): Promise<boolean> {
  if (present) return (await repo.clearAgentsAbsent(db, [agentId])) > 0;
  await repo.markAgentsAbsent(db, [agentId], at);
  return false;
}
