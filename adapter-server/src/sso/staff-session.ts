import type { Executor } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import { toStaffUser, type StaffUser } from './sso.service';
import type { TokenService } from './tokens';
import * as users from './user.repository';

/**
 * A staff session is the token's `jti` row in `user_sessions`: revocable (logout, password, role, disabled user),
 * ended at its 12 hours, and ended when nobody used it for the idle timeout. "Used" is a request or a socket
 * emit; it is written at most once a minute per session, so reading a page never writes on every call.
 */
export const TOUCH_EVERY_MS = 60_000;

/**
 * When a session last marked at `lastSeen` becomes idle. The mark lags the last real use by up to a touch
 * interval (uses in between are not written), so the limit counts from the mark plus that interval: a session
 * used within the last `idleMs` is never ended, whatever the limit (even 1 minute); an unused one ends between
 * `idleMs` and `idleMs` + 1 minute after its last use.
 */
export const idleDeadline = (lastSeen: number, idleMs: number) => lastSeen + idleMs + TOUCH_EVERY_MS;

/** The time sessions are judged by; tests move it forward without touching the sockets' own clocks. */
export const clock = { now: (): number => Date.now() };

type LiveRow = NonNullable<Awaited<ReturnType<typeof users.findLiveSession>>>;

const lastSeenOf = (row: LiveRow) => Number(row.session_last_seen_at ?? row.session_created_at);

/** The live session `jti`, or null when it is revoked, expired or idle past `idleMs`. */
export async function liveSession(db: Executor, jti: string, idleMs: number, at = clock.now()): Promise<StaffUser | null> {
  const row = await users.findLiveSession(db, jti, at);
  if (!row || idleDeadline(lastSeenOf(row), idleMs) <= at) return null;
  return { ...toStaffUser(row, jti), sessionExpiresAt: Number(row.session_expires_at), sessionLastSeenAt: lastSeenOf(row) };
}

/** Marks the session used when its last mark is a minute old or more; returns the new last-seen time. */
export async function touch(db: Executor, user: StaffUser, at = clock.now()): Promise<number> {
  const last = user.sessionLastSeenAt ?? 0;
  if (!user.sessionId || at - last < TOUCH_EVERY_MS) return last;
  await users.touchSession(db, user.sessionId, at);
  return at;
}

/** Verifies the token (signature, HS256 only, expiry) and its session; a good one counts as a use. */
export async function authenticate(db: Executor, tokens: TokenService, token: string, idleMs: number): Promise<StaffUser | null> {
  const claims = await tokens.verify(token);
  if (!claims) return null;
  const at = clock.now();
  const user = await liveSession(db, claims.jti, idleMs, at);
  if (!user || user.id !== claims.sub) return null;
  return { ...user, sessionLastSeenAt: await touch(db, user, at) };
}

/** Ends one session (logout) and tells every instance, after the write. */
export async function endSession(db: Executor, events: DomainEvents, user: StaffUser, reason: string): Promise<void> {
  if (!user.sessionId) return;
  await users.revokeSession(db, user.sessionId, clock.now());
  events.emit('staff_session.revoked', { userId: user.id, sessionId: user.sessionId, reason });
}
