import type { Executor } from '../db/database';

/** The queries of `api_tokens` (API tokens for scripts; sso/api-tokens.ts and features/apiTokens). */
export const findApiTokenByHash = (db: Executor, hash: string) =>
  db.selectFrom('api_tokens').select(['id', 'name', 'scopes', 'token_hash', 'expires_at', 'revoked_at', 'last_used_at']).where('token_hash', '=', hash).executeTakeFirst();

/** Marks the token used at `at` unless another call did within `everyMs` (a conditional update). */
export async function markApiTokenUsed(db: Executor, id: string, at: number, everyMs: number): Promise<void> {
  await db
    .updateTable('api_tokens')
    .set({ last_used_at: at })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', at - everyMs)]))
    .execute();
}

export async function setApiTokenSecret(db: Executor, id: string, hash: string, hint: string): Promise<void> {
  await db.updateTable('api_tokens').set({ token_hash: hash, token_hint: hint }).where('id', '=', id).execute();
}

/** Revokes the token (once: a revoked one keeps its time); false when there is no such token. */
export async function revokeApiToken(db: Executor, id: string, at: number): Promise<boolean> {
  const row = await db.selectFrom('api_tokens').select(['id', 'revoked_at']).where('id', '=', id).executeTakeFirst();
  if (!row) return false;
  if (row.revoked_at === null) await db.updateTable('api_tokens').set({ revoked_at: at, updated_at: at }).where('id', '=', id).where('revoked_at', 'is', null).execute();
  return true;
}
