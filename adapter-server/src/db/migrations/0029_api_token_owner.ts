import { sql, type Kysely } from 'kysely';

/**
 * API tokens stop with the administrator who made them (sso/api-tokens.ts): each names its owner's user id. A
 * token made before is given the administrator its `created_by` (the maker's display name) names; one whose
 * maker cannot be found keeps an empty owner and is refused until an administrator makes a new one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('api_tokens').addColumn('owner_id', 'varchar(40)', (c) => c.notNull().defaultTo('')).execute();
  await sql`update api_tokens set owner_id = coalesce((select min(u.id) from users u where u.role = 'admin' and (u.name = api_tokens.created_by or u.username = api_tokens.created_by)), '')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('api_tokens').dropColumn('owner_id').execute();
}
