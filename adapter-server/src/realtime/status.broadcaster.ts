import { rooms, type AllStatus } from '../../../src/common/events';
import type { AppContext } from '../context';
import { countStatus } from '../features/agents/agent.repository';
import type { Gateway } from './gateway';

/** At most this many `allStatus` pushes a second per instance, however many changes happen. */
const STATUS_INTERVAL_MS = 250;

/**
 * The one place that turns domain events into socket emits and decides who receives them (design.md). It
 * re-reads state from the database before emitting, so a late event never ships stale counts.
 */
export function startBroadcaster(ctx: AppContext, gw: Gateway): () => void {
  let timer: NodeJS.Timeout | null = null;
  let lastSent = 0;
  let stopped = false;

  const pushStatus = async () => {
    timer = null;
    lastSent = Date.now();
    const status: AllStatus = await countStatus(ctx.db.kysely);
    if (!stopped) gw.staff.to(rooms.staff).emit('allStatus', status);
  };
  const scheduleStatus = () => {
    if (timer || stopped) return;
    const wait = Math.max(0, lastSent + STATUS_INTERVAL_MS - Date.now());
    timer = setTimeout(() => pushStatus().catch((e) => ctx.log('allStatus push failed', e)), wait);
  };

  const offs = [
    ctx.events.on('status.changed', scheduleStatus),
    ctx.events.on('agent.status_changed', (p) => {
      gw.staff.to(rooms.agent(p.agentId)).emit('agentStatus', p);
      scheduleStatus();
    }),
    ctx.events.on('agent.forced_offline', (p) => {
      gw.staff.to(rooms.agent(p.agentId)).emit('forceOffline', { reason: p.reason });
      scheduleStatus();
    }),
    ctx.events.on('session.visitor_presence', (p) => {
      if (p.agentId) gw.staff.to(rooms.agent(p.agentId)).emit('visitorPresence', { sessionId: p.sessionId, present: p.present });
    }),
    ctx.events.on('staff.connected', async (p) => {
      const status = await countStatus(ctx.db.kysely);
      gw.staff.to(p.socketId).emit('allStatus', status);
    }),
  ];
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    offs.forEach((off) => off());
  };
}
