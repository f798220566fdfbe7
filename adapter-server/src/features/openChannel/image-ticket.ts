import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DB } from '../../db/database';
import { ensureSetting } from '../../sso/user.repository';

/** A ticket lives long enough for a chat; the page fetches a fresh one each time it loads the session. */
export const IMAGE_TICKET_TTL_MS = 12 * 3600_000;

/**
 * Short-lived, signed permission for a visitor's page to show the images of the visitor's own sessions, carried
 * in the image address (`?ticket=`). The visitor page may sit in a channel's frame, where the browser withholds
 * our cookies and an <img> cannot send a header; the ticket names only the visitor and an expiry, so a leaked
 * address opens nothing beyond that visitor's images and only until it expires.
 */
export class ImageTickets {
  private constructor(private readonly secret: string) {}

  static async create(db: DB): Promise<ImageTickets> {
    return new ImageTickets(await ensureSetting(db, 'image_ticket_secret', randomBytes(32).toString('base64url')));
  }

  private mac(visitorId: string, expiresAt: number): string {
    return createHmac('sha256', this.secret).update(`${visitorId}.${expiresAt}`).digest('base64url');
  }

  issue(visitorId: string, now = Date.now()): { ticket: string; expiresAt: number } {
    const expiresAt = now + IMAGE_TICKET_TTL_MS;
    return { ticket: `${visitorId}.${expiresAt}.${this.mac(visitorId, expiresAt)}`, expiresAt };
  }

  /** The visitor a valid, unexpired ticket names; null otherwise. */
  verify(ticket: string, now = Date.now()): string | null {
    const [visitorId, exp, mac, extra] = ticket.split('.');
    const expiresAt = Number(exp);
    if (extra !== undefined || !visitorId || !mac || !Number.isSafeInteger(expiresAt) || expiresAt < now) return null;
    const want = Buffer.from(this.mac(visitorId, expiresAt));
    const got = Buffer.from(mac);
    return got.length === want.length && timingSafeEqual(got, want) ? visitorId : null;
  }
}

const perDb = new WeakMap<DB, Promise<ImageTickets>>();

/** One ticket signer per database (every instance on it shares the secret). */
export function imageTicketsOf(db: DB): Promise<ImageTickets> {
  let t = perDb.get(db);
  if (!t) perDb.set(db, (t = ImageTickets.create(db)));
  return t;
}
