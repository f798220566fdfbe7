import type { Kysely } from 'kysely';

/**
 * The public help centre (`/help`) shows the Q&A base's enabled entries an admin left published: every entry is
 * published unless an admin unticks it (an internal or channel-specific answer).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('robot_qa').addColumn('published', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('robot_qa').dropColumn('published').execute();
}
