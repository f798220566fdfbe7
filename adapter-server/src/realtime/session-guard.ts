import type { AppContext } from '../context';
import { socketLang, translate } from '../http/i18n';
import { rooms } from '../../../src/common/events';
import { clock, idleDeadline, liveSession, TOUCH_EVERY_MS } from '../sso/staff-session';
import { touchSession } from '../sso/user.repository';
import type { StaffNamespace, StaffSocket } from './gateway';

/** Rooms of the staff namespace that revocations target: every socket of a user, of one sign-in, of an agent. */
export const userRoom = (userId: string) => `user:${userId}`;
export const loginRoom = (sessionId: string) => `login:${sessionId}`;

const EXPIRED = 'Not signed in or the sign-in has expired';
/** setTimeout's ceiling (about 24.8 days); a later deadline is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Binds a staff socket to its sign-on session: it joins its user's and its session's rooms (so a revocation on
 * any instance disconnects it through the adapter), it closes at the session's deadline (12 hours, or idle), and
 * every packet is checked against that deadline in memory, so a dead session's emit is refused without a query.
 * Only a packet past the deadline asks the database, because use elsewhere (REST) may have moved it.
 */
export function guardStaffSocket(ctx: AppContext, socket: StaffSocket): void {
  const user = socket.data.user;
  if (user.guest || !user.sessionId) return;
  const db = ctx.db.kysely;
  const idleMs = ctx.config.sessionIdleMs;
  void socket.join([userRoom(user.id), loginRoom(user.sessionId)]);
  let lastSeen = user.sessionLastSeenAt ?? clock.now();
  const deadline = () => Math.min(user.sessionExpiresAt ?? 0, idleDeadline(lastSeen, idleMs));
  let timer: NodeJS.Timeout | null = null;

  const end = () => {
    if (timer) clearTimeout(timer);
    socket.disconnect(true);
  };
  /** Asks the database whether the session still lives; moves the deadline when it was used elsewhere. */
  const recheck = async (): Promise<boolean> => {
    const live = await liveSession(db, user.sessionId!, idleMs);
    if (!live) return false;
    lastSeen = Math.max(lastSeen, live.sessionLastSeenAt ?? 0);
    return deadline() > clock.now();
  };
  const schedule = (delay = deadline() - clock.now()) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      recheck().then(
        (alive) => (alive ? schedule() : end()),
        (err) => {
          // The database did not answer: ask again in a minute (every emit meanwhile asks too).
          ctx.log('socket session check failed', err);
          schedule(TOUCH_EVERY_MS);
        },
      );
    }, Math.min(MAX_TIMER_MS, Math.max(0, delay)));
    timer.unref();
  };

  const lang = socketLang(socket.handshake);
  const refuse = (packet: unknown[]) => {
    const ack = packet[packet.length - 1];
    if (typeof ack === 'function') (ack as (r: unknown) => void)({ status: -1, msg: translate(EXPIRED, lang), data: null });
    end();
  };
  socket.use((packet, next) => {
    const at = clock.now();
    if (at < deadline()) {
      // An emit is a use: mark it at most once a minute, and push this socket's idle deadline along.
      if (at - lastSeen >= TOUCH_EVERY_MS) {
        lastSeen = at;
        touchSession(db, user.sessionId!, at).catch((err) => ctx.log('session touch failed', err));
        schedule();
      }
      return next();
    }
    recheck().then(
      (alive) => (alive ? next() : refuse(packet)),
      (err) => {
        ctx.log('socket session check failed', err);
        refuse(packet);
      },
    );
  });
  socket.on('disconnect', () => {
    if (timer) clearTimeout(timer);
  });
  schedule();
}

/** Revocations, wherever they were decided, disconnect the sockets on every instance (Redis adapter). */
export function startRevocations(ctx: AppContext, staff: StaffNamespace): () => void {
  const offs = [
    ctx.events.on('staff_session.revoked', (p) => {
      staff.in(p.sessionId ? loginRoom(p.sessionId) : userRoom(p.userId)).disconnectSockets(true);
    }),
    ctx.events.on('agent.disabled', (p) => {
      staff.in(rooms.agent(p.agentId)).disconnectSockets(true);
    }),
  ];
  return () => offs.forEach((off) => off());
}
