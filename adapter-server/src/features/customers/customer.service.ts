import type { DB, Executor, Trx } from '../../db/database';
import { newId } from '../../db/ids';
import type { VisitorsTable as VisitorRow } from '../../db/tables/conversations.table';
import { customerOfIdentity, findCustomer, insertCustomer, insertVisitorRow, linkVisitor, updateCustomer, visitorForCustomer, visitorOfIdentity, type CustomerRow } from './customer.repository';

/** The longest staff note kept on a customer. */
export const CUSTOMER_NOTES_MAX = 2000;

/** A new customer row for a visitor (its name and phone), first seen at `at`. */
export const newCustomer = (v: Pick<VisitorRow, 'nickname' | 'phone'>, at: number): CustomerRow => ({
  id: newId(),
  name: v.nickname,
  phone: v.phone,
  vip: 0,
  notes: '',
  first_contact_at: at,
  last_contact_at: at,
  created_at: at,
  updated_at: at,
});

/**
 * The visitor's customer, made now when it has none yet (a visitor written before customers existed, or by the
 * seed): the customer of the same signed channel identity, else a new one. Runs inside the caller's transaction.
 */
export async function ensureCustomer(trx: Executor, visitorId: string, at: number): Promise<CustomerRow | null> {
  const v = await visitorForCustomer(trx, visitorId);
  if (!v) return null;
  if (v.customer_id) {
    const c = await findCustomer(trx, v.customer_id);
    if (c) return c;
  }
  const shared = v.open_id ? await customerOfIdentity(trx, v.channel, v.open_id) : null;
  const existing = shared ? await findCustomer(trx, shared) : undefined;
  const c = existing ?? newCustomer(v, Math.min(v.created_at, at));
  if (!existing) await insertCustomer(trx, c);
  await linkVisitor(trx, v.id, c.id);
  return c;
}

/** The identity was written by another request meanwhile: this one's customer is rolled back. */
class IdentityTaken extends Error {}

/**
 * Writes a new visitor with its customer in one transaction: a visitor with a signed channel identity joins the
 * customer of that identity when there is one; any other visitor gets a new customer. One visitor per identity
 * (migration 0047): when another request wrote this identity's visitor first (two tabs, two instances at the
 * same moment), that visitor is the answer and nothing of this one is kept.
 */
export async function createVisitor(db: DB, row: Omit<VisitorRow, 'customer_id'>): Promise<VisitorRow> {
  try {
    return await db.transaction().execute(async (trx) => {
      const shared = row.open_id ? await customerOfIdentity(trx, row.channel, row.open_id) : null;
      let customerId = shared;
      if (!customerId) {
        const c = newCustomer(row, row.created_at);
        await insertCustomer(trx, c);
        customerId = c.id;
      }
      const v: VisitorRow = { ...row, customer_id: customerId };
      if (!(await insertVisitorRow(trx, v))) throw new IdentityTaken();
      return v;
    });
  } catch (err) {
    if (!(err instanceof IdentityTaken) || !row.open_id) throw err;
    const first = await visitorOfIdentity(db, row.channel, row.open_id);
    if (!first) throw err;
    return first;
  }
}

/** What a channel's signed identity vouched for (name, phone, VIP) becomes the customer's, in one transaction. */
export async function applySignedAttributes(db: DB, visitorId: string, attrs: { nickname?: string; phone?: string; vip?: boolean }, at: number): Promise<void> {
  const patch = { ...(attrs.nickname ? { name: attrs.nickname } : {}), ...(attrs.phone ? { phone: attrs.phone } : {}), ...(attrs.vip !== undefined ? { vip: attrs.vip ? 1 : 0 } : {}) };
  if (!Object.keys(patch).length) return;
  await db.transaction().execute(async (trx) => {
    const c = await ensureCustomer(trx, visitorId, at);
    if (c) await updateCustomer(trx, c.id, { ...patch, updated_at: at });
  });
}

/** A chat of the visitor starts: its customer's last contact is now (the customer is made when missing). */
export async function touchCustomer(trx: Trx, visitorId: string, at: number): Promise<void> {
  const c = await ensureCustomer(trx, visitorId, at);
  if (c && c.last_contact_at < at) await updateCustomer(trx, c.id, { last_contact_at: at });
}

/** The customer of a visitor: read as is, or made when missing (then in a transaction of its own). */
export async function customerOfVisitor(db: DB, visitorId: string, at = Date.now()): Promise<CustomerRow | null> {
  const linked = (await visitorForCustomer(db, visitorId))?.customer_id;
  const found = linked ? await findCustomer(db, linked) : undefined;
  return found ?? db.transaction().execute((trx) => ensureCustomer(trx, visitorId, at));
}

/** Replaces the customer's staff notes; `also` runs in the same transaction (the audit entry). */
export function setCustomerNotes(db: DB, customerId: string, notes: string, also: (trx: Trx) => Promise<void>, at = Date.now()): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await updateCustomer(trx, customerId, { notes, updated_at: at });
    await also(trx);
  });
}
