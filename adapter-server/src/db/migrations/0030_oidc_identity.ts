import { sql, type Kysely } from 'kysely';

/**
 * Company sign-on links a person by the provider's issuer and subject (sso/oidc.ts), never by a name the provider
 * lets its users choose. `oidc_link_allowed`: an administrator allowed this local account to be linked at its
 * first company sign-on (by the user-name claim); `oidc_created`: the company sign-on made the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('oidc_issuer', 'varchar(255)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('users').addColumn('oidc_subject', 'varchar(255)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('users').addColumn('oidc_link_allowed', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('oidc_created', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  // One local account per identity at the provider.
  await sql`create unique index users_oidc_identity_idx on users (oidc_issuer, oidc_subject) where oidc_subject <> ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_oidc_identity_idx`.execute(db);
  for (const column of ['oidc_created', 'oidc_link_allowed', 'oidc_subject', 'oidc_issuer']) await db.schema.alterTable('users').dropColumn(column).execute();
}
