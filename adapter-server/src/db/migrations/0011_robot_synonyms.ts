import type { Kysely } from 'kysely';
import { newId } from '../ids';
import { SYNONYM_GROUPS } from './robot-synonyms.data';

/** The robot's synonyms table (one row a group of words meaning one thing), seeded with a logistics vocabulary. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('robot_synonyms')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('words', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  const at = Date.now();
  await (db as Kysely<{ robot_synonyms: Record<string, unknown> }>)
    .insertInto('robot_synonyms')
    .values(SYNONYM_GROUPS.map((g) => ({ id: newId(), name: g.name, words: JSON.stringify(g.words), enabled: 1, created_at: at, updated_at: at })))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('robot_synonyms').execute();
}
