import { rooms } from '../../../src/common/events';
import type { AppContext } from '../context';
import { recordBreaches, type SlaBreach } from '../features/sla/sla.service';
import type { Gateway } from './gateway';

/** The SLA sweep of one instance: `sweep` records the clocks missed since the last one and tells supervisors. */
export interface SlaWatch {
  sweep(): Promise<SlaBreach[]>;
  stop(): void;
}

/**
 * Every `slaSweepMs` each instance records the SLA clocks chats have missed (features/sla) and pushes each breach it
 * recorded to the supervisors' room (`slaBreach`; through the Redis adapter to every instance's supervisors). The
 * record's key makes one instance the recorder of each breach, so a breach is told once however many instances
 * sweep. The screens say it in the supervisor's language from the payload's facts.
 */
export function startSlaWatch(ctx: AppContext, gw: Gateway): SlaWatch {
  let running: Promise<SlaBreach[]> | null = null;
  const sweep = (): Promise<SlaBreach[]> =>
    (running ??= recordBreaches(ctx.db.kysely, Date.now())
      .then((breaches) => {
        for (const b of breaches) gw.staff.to(rooms.supervisors).emit('slaBreach', b);
        if (breaches.length) ctx.events.emit('status.changed', { reason: 'sla.breached' });
        return breaches;
      })
      .finally(() => {
        running = null;
      }));
  const timer = setInterval(() => sweep().catch((e) => ctx.log('SLA sweep failed', e)), ctx.config.slaSweepMs);
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
