import type { Executor } from '../../db/database';
import { drainMentionQueue } from '../waybill/waybill-mentions';

/**
 * The customers `q` names exactly: one of their visitors' ids or channel open ids, one of their chats' ids, or
 * (for a text shaped like a waybill number, `waybillNo`) a waybill number their visitors wrote in a chat or a work
 * bill of one of their chats carries. Part of a name or phone is matched on the customers' own columns.
 */
export async function customersNamedBy(db: Executor, q: string, waybillNo: string | null): Promise<string[]> {
  const ids = new Set<string>();
  const visitors = await db
    .selectFrom('visitors')
    .select('customer_id')
    .where((eb) => eb.or([eb('id', '=', q), eb('open_id', '=', q), eb('id', 'in', eb.selectFrom('chat_sessions').select('visitor_id').where('id', '=', q))]))
    .where('customer_id', 'is not', null)
    .execute();
  visitors.forEach((v) => v.customer_id && ids.add(v.customer_id));
  if (waybillNo) {
    // The chats whose visitor wrote the number (waybill_mentions, migration 0049), by its key, the lines queued read first.
    await drainMentionQueue(db);
    const written = await db
      .selectFrom('waybill_mentions as w')
      .innerJoin('chat_sessions as s', 's.id', 'w.session_id')
      .innerJoin('visitors as v', 'v.id', 's.visitor_id')
      .select('v.customer_id')
      .distinct()
      .where('w.waybill_no', '=', waybillNo)
      .where('v.customer_id', 'is not', null)
      .limit(200)
      .execute();
    written.forEach((v) => v.customer_id && ids.add(v.customer_id));
    const billed = await db
      .selectFrom('work_bills as b')
      .innerJoin('chat_sessions as s', 's.id', 'b.session_id')
      .innerJoin('visitors as v', 'v.id', 's.visitor_id')
      .select('v.customer_id')
      .distinct()
      .where('b.waybill_no', '=', waybillNo)
      .where('v.customer_id', 'is not', null)
      .execute();
    billed.forEach((v) => v.customer_id && ids.add(v.customer_id));
  }
  return [...ids];
}

/** The chat count and average rating of each of these customers. */
export const figuresOf = (db: Executor, customerIds: string[]) =>
  customerIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('chat_sessions as s')
        .innerJoin('visitors as v', 'v.id', 's.visitor_id')
        .select((eb) => ['v.customer_id', eb.fn.countAll<string | number>().as('chats'), eb.fn.avg<string | number | null>('s.satisfaction').as('rating')])
        .where('v.customer_id', 'in', customerIds)
        .groupBy('v.customer_id')
        .execute();

/** The visitors of these customers (their identities), most recently seen first. */
export const visitorsOf = (db: Executor, customerIds: string[]) =>
  customerIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('visitors')
        .select(['id', 'customer_id', 'channel', 'open_id', 'nickname', 'phone', 'created_at', 'last_seen_at'])
        .where('customer_id', 'in', customerIds)
        .orderBy('last_seen_at', 'desc')
        .orderBy('id')
        .execute();

/** Which of these customers have a visitor on the blacklist at `at`. */
export const blacklistedOf = async (db: Executor, customerIds: string[], at: number): Promise<Set<string>> =>
  customerIds.length === 0
    ? new Set()
    : new Set(
        (
          await db
            .selectFrom('blacklist as b')
            .innerJoin('visitors as v', 'v.id', 'b.visitor_id')
            .select('v.customer_id')
            .distinct()
            .where('v.customer_id', 'in', customerIds)
            .where((eb) => eb.or([eb('b.expires_at', 'is', null), eb('b.expires_at', '>', at)]))
            .execute()
        ).flatMap((r) => (r.customer_id ? [r.customer_id] : [])),
      );

/** Moves every visitor of `from` to `to` (a merge); answers how many moved. */
export async function moveAllVisitors(trx: Executor, from: string, to: string): Promise<number> {
  const r = await trx.updateTable('visitors').set({ customer_id: to }).where('customer_id', '=', from).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Moves these visitors of `from` to `to` (a split). */
export const moveVisitors = (trx: Executor, from: string, visitorIds: string[], to: string) =>
  trx.updateTable('visitors').set({ customer_id: to }).where('customer_id', '=', from).where('id', 'in', visitorIds).execute();

export const deleteCustomer = (trx: Executor, id: string) => trx.deleteFrom('customers').where('id', '=', id).execute();

/** The customer's chat that has this id, if it is theirs. */
export const sessionOfCustomer = (db: Executor, customerId: string, sessionId: string) =>
  db
    .selectFrom('chat_sessions as s')
    .innerJoin('visitors as v', 'v.id', 's.visitor_id')
    .selectAll('s')
    .where('v.customer_id', '=', customerId)
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
