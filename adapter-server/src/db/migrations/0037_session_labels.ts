import type { Kysely } from 'kysely';

/**
 * Free labels on chats (issue 36): words an agent types on a chat for what the contact-reason tree does not hold.
 * One row per chat and label; `label` is the label as written (trimmed, single spaces, at most 40 characters) and
 * `label_key` its lower-case form, unique per chat, which the filters and suggestions match on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('session_labels')
    .addColumn('session_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('label', 'varchar(40)', (c) => c.notNull())
    // Lower case can be longer than the label in a few scripts: room for it.
    .addColumn('label_key', 'varchar(80)', (c) => c.notNull())
    // The user who added it, and when.
    .addColumn('added_by', 'varchar(40)', (c) => c.notNull())
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('session_labels_pk', ['session_id', 'label_key'])
    .execute();
  await db.schema.createIndex('session_labels_key_idx').on('session_labels').column('label_key').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('session_labels').execute();
}
