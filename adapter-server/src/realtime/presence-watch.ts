import { rooms } from '../../../src/common/events';
import type { AppContext } from '../context';
import type { ConversationLoop } from '../features/conversations/conversation-loop';
import { getServiceConfig } from '../features/serviceConfig/service-config.service';
import { agentConnectionChanged, sweepPresence, visitorConnectionChanged, type PresenceChanges } from '../features/presence/presence.service';
import type { OpenSession } from '../features/presence/presence.repository';
import type { Gateway } from './gateway';
import type { VisitorNamespace } from './visitor-gateway';

/** How often each instance looks for agents and visitors gone from every instance. */
const PRESENCE_EVERY_MS = 5000;

export interface Presence {
  /** One pass now (tests pass a later clock to step past the grace periods). */
  sweep(at?: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Presence from connections (design.md): an agent with no socket on any instance past the grace goes offline
 * (the conversation loop then requeues their sessions), a queued visitor gone past the grace leaves the queue,
 * and an agent is told at once when the visitor of an active chat leaves or comes back. `fetchSockets` sees
 * every instance's sockets through the Redis adapter, so a crashed instance's agents count as gone too.
 */
export function startPresence(ctx: AppContext, gateway: Gateway, loop: ConversationLoop): Presence {
  const db = ctx.db.kysely;
  const visitors = gateway.io.of('/visitor') as unknown as VisitorNamespace;
  const tell = (sessions: OpenSession[], present: boolean) => {
    for (const s of sessions) ctx.events.emit('session.visitor_presence', { sessionId: s.id, agentId: s.agent_id, visitorId: s.visitor_id, present });
  };
  const apply = async (c: PresenceChanges) => {
    for (const agentId of c.agentsOffline) ctx.events.emit('agent.status_changed', { agentId, status: 1 });
    if (c.agentsOffline.length) ctx.events.emit('status.changed', { reason: 'agent.absent' });
    tell(c.visitorsAway, false);
    tell(c.visitorsBack, true);
    for (const s of c.leftQueue) await loop.close(s.id, 'left');
  };

  let running: Promise<void> | null = null;
  const sweep = async (at = Date.now()) => {
    const listedAt = Date.now();
    const [staffSockets, visitorSockets] = await Promise.all([gateway.staff.fetchSockets(), visitors.fetchSockets()]);
    const agentSessions = new Map<string, string[]>();
    for (const s of staffSockets) {
      if (!s.data.agentId) continue;
      const list = agentSessions.get(s.data.agentId) ?? [];
      if (s.data.user.sessionId) list.push(s.data.user.sessionId);
      agentSessions.set(s.data.agentId, list);
    }
    const agentIds = new Set(agentSessions.keys());
    const visitorIds = new Set(visitorSockets.map((s) => s.data.visitorId));
    const cfg = await getServiceConfig(db);
    await apply(await sweepPresence(db, { agentIds, visitorIds, agentSessions, listedAt }, { agentSeconds: cfg.agentPresenceGraceSeconds, visitorSeconds: cfg.visitorPresenceGraceSeconds }, at));
  };
  const timer = setInterval(() => {
    running ??= sweep()
      .catch((err) => ctx.log('presence sweep failed', err))
      .finally(() => (running = null));
  }, PRESENCE_EVERY_MS);
  timer.unref();

  gateway.staff.on('connection', (socket) => {
    const agentId = socket.data.agentId;
    if (!agentId) return;
    agentConnectionChanged(db, agentId, true)
      .then((back) => back && loop.routing.kick())
      .catch((err) => ctx.log('agent presence failed', err));
    socket.on('disconnect', async (reason) => {
      if (reason === 'server shutting down') return;
      // Asked across instances: another tab or instance may still hold a socket of the agent.
      const still = await gateway.staff.in(rooms.agent(agentId)).fetchSockets().catch(() => [{}]);
      if (!still.length) await agentConnectionChanged(db, agentId, false).catch((err) => ctx.log('agent presence failed', err));
    });
  });

  visitors.on('connection', (socket) => {
    const visitorId = socket.data.visitorId;
    const changed = (present: boolean) =>
      visitorConnectionChanged(db, visitorId, present)
        .then(({ away, back }) => {
          tell(away, false);
          tell(back, true);
        })
        .catch((err) => ctx.log('visitor presence failed', err));
    void changed(true);
    socket.on('disconnect', async (reason) => {
      // A stopping instance closes every socket: its visitors reconnect elsewhere, they did not leave.
      if (reason === 'server shutting down') return;
      const still = await visitors.in(rooms.visitor(visitorId)).fetchSockets().catch(() => [{}]);
      if (!still.length) await changed(false);
    });
  });

  return {
    sweep,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
