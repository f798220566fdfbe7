import type { AppContext } from '../../context';
import { auditInTrx } from '../../audit/audit-log.calls';
import { badRequest, notFound } from '../../http/envelope';
import { addTranslations } from '../../http/i18n';
import { createRecord, type Crud } from '../../schema/crud.service';
import type { EndpointHandler, ResourceHooks } from '../../schema/hooks';
import type { Row } from '../../schema/records';
import { revokeApiToken, setApiTokenSecret, tokensWithoutOwner } from '../../sso/api-token.repository';
import { newApiToken } from '../../sso/api-tokens';
import { clock } from '../../sso/staff-session';

/** The longest a token may live. */
const MAX_LIFETIME_MS = 366 * 86_400_000;

const IN_THE_PAST = 'must be in the future';
const TOO_FAR = 'must be at most 366 days ahead';
const NO_SCOPE = 'must name at least one scope';
addTranslations({
  [IN_THE_PAST]: '必须是将来的时间',
  [TOO_FAR]: '最多为 366 天之后',
  [NO_SCOPE]: '至少选择一个权限范围',
  'No such API token': 'API 令牌不存在',
});

const crudOf = (ctx: AppContext, resource: Crud['r']): Crud => ({ r: resource, table: 'api_tokens', dialect: ctx.db.dialect, hooks: {} });

function checkInput(input: Row, now: number): void {
  const fail = (field: string, why: string) => badRequest(`Invalid request body: ${field} ${why}`, [{ field, message: why }]);
  if (!Array.isArray(input.scopes) || input.scopes.length === 0) throw fail('scopes', NO_SCOPE);
  const expiresAt = Number(input.expiresAt);
  if (!(expiresAt > now)) throw fail('expiresAt', IN_THE_PAST);
  if (expiresAt > now + MAX_LIFETIME_MS) throw fail('expiresAt', TOO_FAR);
}

/**
 * `apiTokenMgt/add` makes a token and answers it (`data.token`) this once: only its SHA-256 and a short hint are
 * stored. `revoke` ends a token at once (its next call answers 401).
 */
export const apiTokenHandlers: Record<string, EndpointHandler> = {
  'POST apiTokenMgt/add': async ({ ctx, user, input, req, resource }) => {
    checkInput(input, clock.now());
    const { token, hash, hint } = newApiToken();
    const record = await ctx.db.kysely.transaction().execute(async (trx) => {
      const saved = await createRecord(trx, crudOf(ctx, resource), user, input);
      await setApiTokenSecret(trx, String(saved.id), hash, hint, user.id);
      await auditInTrx(trx, req, String(saved.id));
      return saved;
    });
    return { ...record, tokenHint: hint, status: 'active', token };
  },
  'PUT apiTokenMgt/revoke': async ({ ctx, input, req }) => {
    const at = clock.now();
    return ctx.db.kysely.transaction().execute(async (trx) => {
      const id = String(input.id);
      if (!(await revokeApiToken(trx, id, at))) throw notFound('No such API token');
      await auditInTrx(trx, req, id);
      return { id, status: 'revoked' };
    });
  },
};

/** The status each row shows: revoked, expired, its owner disabled (or deleted, or demoted), or active. */
export const apiTokenHooks: ResourceHooks = {
  async decorate(db, records) {
    const now = clock.now();
    const orphans = await tokensWithoutOwner(db, records.map((r) => String(r.id)));
    return records.map((r): Row => ({
      ...r,
      status:
        r.revokedAt !== null && r.revokedAt !== undefined ? 'revoked'
        : Number(r.expiresAt) <= now ? 'expired'
        : orphans.has(String(r.id)) ? 'ownerDisabled'
        : 'active',
    }));
  },
};
