import type { Executor } from '../../db/database';

export const readConfigRows = (db: Executor) => db.selectFrom('service_config').select(['key', 'value']).execute();

export async function writeConfig(db: Executor, entries: Record<string, unknown>): Promise<void> {
  for (const [key, v] of Object.entries(entries)) {
    const value = JSON.stringify(v);
    await db
      .insertInto('service_config')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }
}
