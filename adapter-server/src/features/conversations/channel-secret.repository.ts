import type { Executor } from '../../db/database';

export const findChannelSecret = async (db: Executor, channel: number) =>
  (await db.selectFrom('channel_secrets').select('secret').where('channel', '=', channel).executeTakeFirst())?.secret;

/** The channels that have a secret, without the secrets (what the admin screen may know). */
export const listChannelsWithSecret = (db: Executor) =>
  db.selectFrom('channel_secrets').select(['channel', 'updated_at', 'updated_by']).execute();

export const putChannelSecret = (db: Executor, row: { channel: number; secret: string; updated_at: number; updated_by: string }) =>
  db
    .insertInto('channel_secrets')
    .values(row)
    .onConflict((oc) => oc.column('channel').doUpdateSet({ secret: row.secret, updated_at: row.updated_at, updated_by: row.updated_by }))
    .execute();
