import type { Executor } from '../../db/database';
import type { VisitorsTable } from '../../db/tables/conversations.table';
import type { CustomersTable } from '../../db/tables/customers.table';

export type CustomerRow = CustomersTable;

export const findCustomer = (db: Executor, id: string) => db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();

export const insertCustomer = (db: Executor, row: CustomerRow) => db.insertInto('customers').values(row).execute();

export const updateCustomer = (db: Executor, id: string, patch: Partial<Omit<CustomerRow, 'id'>>) =>
  db.updateTable('customers').set(patch).where('id', '=', id).execute();

/** The customer of another visitor with the same signed channel identity, if any. */
export const customerOfIdentity = async (db: Executor, channel: number, openId: string) =>
  (
    await db
      .selectFrom('visitors')
      .select('customer_id')
      .where('channel', '=', channel)
      .where('open_id', '=', openId)
      .where('customer_id', 'is not', null)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst()
  )?.customer_id ?? null;

/** The one visitor of a signed channel identity (migration 0047), if written. */
export const visitorOfIdentity = (db: Executor, channel: number, openId: string) =>
  db.selectFrom('visitors').selectAll().where('channel', '=', channel).where('open_id', '=', openId).executeTakeFirst();

export const visitorForCustomer = (db: Executor, visitorId: string) =>
  db.selectFrom('visitors').select(['id', 'open_id', 'channel', 'nickname', 'phone', 'created_at', 'last_seen_at', 'customer_id']).where('id', '=', visitorId).executeTakeFirst();

/** A new visitor (with its customer already written). */
/** Writes a visitor; false when a visitor of the same signed identity (channel, open_id) is there already. */
export async function insertVisitorRow(db: Executor, row: VisitorsTable): Promise<boolean> {
  const r = await db.insertInto('visitors').values(row).onConflict((oc) => oc.columns(['channel', 'open_id']).doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const linkVisitor = (db: Executor, visitorId: string, customerId: string) =>
  db.updateTable('visitors').set({ customer_id: customerId }).where('id', '=', visitorId).execute();

/** Every chat of the customer's visitors, newest first, with who served it. */
export const customerSessions = (db: Executor, customerId: string, limit: number) =>
  db
    .selectFrom('chat_sessions as s')
    .innerJoin('visitors as v', 'v.id', 's.visitor_id')
    .leftJoin('agents as a', 'a.id', 's.agent_id')
    .select(['s.id', 's.status', 's.channel', 's.created_at', 's.closed_at', 's.satisfaction', 's.last_message_preview', 'a.nickname as agent_nickname'])
    .where('v.customer_id', '=', customerId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();

/** The chat count and average rating of all the customer's chats. */
export const customerFigures = (db: Executor, customerId: string) =>
  db
    .selectFrom('chat_sessions as s')
    .innerJoin('visitors as v', 'v.id', 's.visitor_id')
    .select((eb) => [eb.fn.countAll<string | number>().as('chats'), eb.fn.avg<string | number | null>('s.satisfaction').as('rating')])
    .where('v.customer_id', '=', customerId)
    .executeTakeFirstOrThrow();

/** Whether one of the customer's visitors is on the blacklist at `at`. */
export const customerBlacklisted = async (db: Executor, customerId: string, at: number) =>
  !!(await db
    .selectFrom('blacklist as b')
    .innerJoin('visitors as v', 'v.id', 'b.visitor_id')
    .select('b.id')
    .where('v.customer_id', '=', customerId)
    .where((eb) => eb.or([eb('b.expires_at', 'is', null), eb('b.expires_at', '>', at)]))
    .limit(1)
    .executeTakeFirst());

/** The texts visitors wrote in the customer's latest chats (to find waybill numbers in). */
export const customerVisitorTexts = (db: Executor, sessionIds: string[], author: number, limit: number) =>
  sessionIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('chat_messages')
        .select(['content', 'created_at'])
        .where('session_id', 'in', sessionIds)
        .where('author', '=', author)
        .where('type', '=', 'text')
        .where('revoked_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();

/** The work bills opened on the customer's chats, newest first. */
export const customerWorkBills = (db: Executor, sessionIds: string[], limit: number) =>
  sessionIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('work_bills')
        .select(['id', 'bill_no', 'waybill_no', 'session_id', 'status', 'big_type', 'small_type', 'created_at'])
        .where('session_id', 'in', sessionIds)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();

/** Whether the chat is one of the customer's. */
export const customerHasSession = async (db: Executor, customerId: string, sessionId: string) =>
  !!(await db
    .selectFrom('chat_sessions as s')
    .innerJoin('visitors as v', 'v.id', 's.visitor_id')
    .select('s.id')
    .where('v.customer_id', '=', customerId)
    .where('s.id', '=', sessionId)
    .executeTakeFirst());
