import type { ChatMessage } from '../../../src/common/events';
import { rooms } from '../../../src/common/events';
import { SUPERVISION_ROUTE } from '../../../src/common/supervision';
import type { AppContext } from '../context';
import { findSession } from '../features/sessions/session.repository';
import { listBefore } from '../features/messages/message.repository';
import { snapshot } from '../features/supervision/supervision.service';
import { staffMessages } from '../features/workbench/workbench.service';
import { forbidden, refused } from '../http/envelope';
import { mayOpen, type StaffUser } from '../sso/sso.service';
import type { Gateway, StaffSocket } from './gateway';
import { onCommand, payloadChecker } from './socket-command';

/** The live picture is pushed at most this often per instance, however fast things change. */
const PUSH_MS = 300;
/** How much of a chat's history a watcher gets when it starts watching. */
const WATCH_HISTORY = 200;

const checkWatch = payloadChecker({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId'],
  properties: { sessionId: { type: 'string', minLength: 1, maxLength: 40 } },
});
const checkUnwatch = payloadChecker({ type: 'object', additionalProperties: false, properties: {} });

/** Who may supervise: a supervisor or admin whose menu holds live supervision (the same rule as its HTTP calls). */
const maySupervise = (u: StaffUser) => (u.role === 'admin' || u.role === 'supervisor') && mayOpen(u, [SUPERVISION_ROUTE]);

/**
 * Live supervision over the staff socket. A supervisor's or admin's socket joins `supervisors` and receives the
 * whole picture (`supervision`) after each change of the queue, the chats or the agents; `watchSession` puts it
 * in one chat's `watch:<id>` room, which receives that chat's messages (`watchedMessage`, internal notes
 * included) as they are stored. Any other socket's `watchSession` is refused.
 */
export function startSupervision(ctx: AppContext, gw: Gateway): () => void {
  const db = ctx.db.kysely;
  const staff = gw.staff;
  // Without the Redis adapter every socket of a room is in this process, so an empty room needs no work.
  const allLocal = !ctx.config.redisUrl;
  const anyone = (room: string) => !allLocal || (staff.adapter.rooms.get(room)?.size ?? 0) > 0;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const push = async () => {
    timer = null;
    if (!anyone(rooms.supervisors)) return;
    const s = await snapshot(db);
    if (!stopped) staff.to(rooms.supervisors).emit('supervision', s);
  };
  const schedule = () => {
    if (timer || stopped) return;
    timer = setTimeout(() => push().catch((e) => ctx.log('supervision push failed', e)), PUSH_MS);
  };

  const onConnection = (socket: StaffSocket) => {
    const may = maySupervise(socket.data.user);
    if (may) void socket.join(rooms.supervisors);
    const leaveWatched = async () => {
      for (const r of socket.rooms) if (r.startsWith('watch:')) await socket.leave(r);
    };
    onCommand<{ sessionId: string }, ChatMessage[]>(socket, 'watchSession', checkWatch, async (p) => {
      if (!may) throw forbidden('Live supervision is for supervisors and administrators');
      const s = await findSession(db, p.sessionId);
      if (!s) throw refused('No such session');
      await leaveWatched();
      // Joined before the history is read: a message stored meanwhile arrives twice at worst (clients keep one by id).
      await socket.join(rooms.watch(s.id));
      return staffMessages(db, await listBefore(db, s.id, s.last_seq + 1, WATCH_HISTORY, 'staff'));
    }, ctx.log);
    onCommand<Record<string, never>, null>(socket, 'unwatchSession', checkUnwatch, async () => {
      if (!may) throw forbidden('Live supervision is for supervisors and administrators');
      await leaveWatched();
      return null;
    }, ctx.log);
  };
  staff.on('connection', onConnection);

  const offs = [
    ctx.events.on('message.created', ({ message }) => {
      const room = rooms.watch(message.sessionId);
      if (anyone(room)) staff.to(room).emit('watchedMessage', message);
      schedule();
    }),
    ...(['status.changed', 'queue.changed', 'agent.status_changed', 'session.assigned', 'session.transferred', 'session.requeued', 'session.closed'] as const).map((name) =>
      ctx.events.on(name, schedule),
    ),
  ];
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    staff.off('connection', onConnection);
    offs.forEach((off) => off());
  };
}
