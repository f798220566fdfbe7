import type { Executor } from '../db/database';

/** The queries of `api_tokens` (API tokens for scripts; sso/api-tokens.ts and features/apiTokens). */
/** The token of this hash, with whether its owner is still an enabled administrator (`owner_active` 1). */
export const findApiTokenByHash = (db: Executor, hash: string) =>
  db
    .selectFrom('api_tokens')
    .leftJoin('users', (j) => j.onRef('users.id', '=', 'api_tokens.owner_id').on('users.enabled', '=', 1).on('users.role', '=', 'admin'))
    .select(['api_tokens.id', 'api_tokens.name', 'api_tokens.scopes', 'api_tokens.token_hash', 'api_tokens.expires_at', 'api_tokens.revoked_at', 'api_tokens.last_used_at', 'users.id as owner'])
    .where('api_tokens.token_hash', '=', hash)
    .executeTakeFirst();

/** Of these tokens, the ids whose owner is no longer an enabled administrator (disabled, deleted or demoted). */
export async function tokensWithoutOwner(db: Executor, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('api_tokens')
    .leftJoin('users', (j) => j.onRef('users.id', '=', 'api_tokens.owner_id').on('users.enabled', '=', 1).on('users.role', '=', 'admin'))
    .select('api_tokens.id')
    .where('api_tokens.id', 'in', ids)
    .where('users.id', 'is', null)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Marks the token used at `at` unless another call did within `everyMs` (a conditional update). */
export async function markApiTokenUsed(db: Executor, id: string, at: number, everyMs: number): Promise<void> {
  await db
    .updateTable('api_tokens')
    .set({ last_used_at: at })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', at - everyMs)]))
    .execute();
}

export async function setApiTokenSecret(db: Executor, id: string, hash: string, hint: string, ownerId: string): Promise<void> {
  await db.updateTable('api_tokens').set({ token_hash: hash, token_hint: hint, owner_id: ownerId }).where('id', '=', id).execute();
}

/** Revokes the token (once: a revoked one keeps its time); false when there is no such token. */
export async function revokeApiToken(db: Executor, id: string, at: number): Promise<boolean> {
  const row = await db.selectFrom('api_tokens').select(['id', 'revoked_at']).where('id', '=', id).executeTakeFirst();
  if (!row) return false;
  if (row.revoked_at === null) await db.updateTable('api_tokens').set({ revoked_at: at, updated_at: at }).where('id', '=', id).where('revoked_at', 'is', null).execute();
  return true;
}
