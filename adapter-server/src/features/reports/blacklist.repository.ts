import type { Executor } from '../../db/database';
import type { BlacklistTable } from '../../db/tables/robot.table';

/** The visitor's block still in force, if any. */
export const activeBlock = (db: Executor, visitorId: string, now: number) =>
  db
    .selectFrom('blacklist')
    .select('id')
    .where('visitor_id', '=', visitorId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst();

export const insertBlock = (db: Executor, row: BlacklistTable) => db.insertInto('blacklist').values(row).execute();
