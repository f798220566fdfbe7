import type { Kysely } from 'kysely';

/**
 * Who uploaded each chat image. An image's address alone proved nothing: a visitor who learnt another's image
 * name could send it in their own chat and so read it. Now a visitor sends only what they uploaded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('image_uploads')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('uploader', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('image_uploads').execute();
}
