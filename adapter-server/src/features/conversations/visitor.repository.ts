import { compiledQuery } from '../../db/compiled';
import type { Executor } from '../../db/database';
import type { VisitorsTable } from '../../db/tables/conversations.table';

export type VisitorRow = VisitorsTable;

const byId = compiledQuery(['id'], (db, p: { id: string }) => db.selectFrom('visitors').selectAll().where('id', '=', p.id));

/** On every visitor request (compiled once). */
export const findVisitor = async (db: Executor, id: string): Promise<VisitorRow | undefined> => (await byId(db, '', { id })).rows[0];

/** The same, as a step of a batch. */
export const findVisitorStep = (id: string) => byId.step('', { id });

/**
 * PostgreSQL: holds the visitor's row for the rest of the transaction, so one visitor's requests made at the
 * same moment on two instances (a double tap, two tabs) are decided one after the other, each seeing what the
 * other committed. (SQLite transactions are serial already.)
 */
export const lockVisitor = (db: Executor, visitorId: string) => db.selectFrom('visitors').select('id').where('id', '=', visitorId).forUpdate().executeTakeFirst();

export const updateVisitor = (db: Executor, id: string, patch: Partial<VisitorRow>) =>
  db.updateTable('visitors').set(patch).where('id', '=', id).execute();

/** A blacklist entry in force at `at`, if any. */
export const findBlacklisted = (db: Executor, visitorId: string, at: number) =>
  db
    .selectFrom('blacklist')
    .select(['id', 'reason'])
    .where('visitor_id', '=', visitorId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
    .executeTakeFirst();
