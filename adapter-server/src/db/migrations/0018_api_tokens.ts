import type { Kysely } from 'kysely';

/**
 * API tokens (sso/api-tokens.ts): tokens admins make for scripts. Only the SHA-256 of the token is kept; the
 * token itself is shown once, when it is made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    // JSON text: the scopes granted (enum apiTokenScope).
    .addColumn('scopes', 'text', (c) => c.notNull())
    // Hex SHA-256 of the whole token (`ccim_pat_…`).
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    // The token's first characters, to tell tokens apart on the screen.
    .addColumn('token_hint', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    // Written at most once a minute.
    .addColumn('last_used_at', 'bigint')
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('api_tokens_hash_idx').on('api_tokens').column('token_hash').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_tokens').execute();
}
