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

/** Writes the keys that are not stored yet (the demo seed), leaving edited ones alone. */
export async function insertMissingConfig(db: Executor, entries: Record<string, unknown>): Promise<void> {
  for (const [key, v] of Object.entries(entries)) {
    await db.insertInto('service_config').values({ key, value: JSON.stringify(v) }).onConflict((oc) => oc.column('key').doNothing()).execute();
  }
}
