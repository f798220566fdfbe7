import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import type { AppContext } from '../../context';
import { auditInTrx } from '../../audit/audit-log.calls';
import { badRequest, notFound } from '../../http/envelope';
import { addTranslations } from '../../http/i18n';
import { createRecord, updateRecord, type Crud } from '../../schema/crud.service';
import type { EndpointHandler, ResourceHooks } from '../../schema/hooks';
import { checkWebhookTarget } from './webhook-url';

addTranslations({
  'is not a valid address': '不是有效的地址',
  'must start with http:// or https://': '必须以 http:// 或 https:// 开头',
  'must not contain a user name or password': '不能包含用户名或密码',
  'must not be this server itself': '不能是本服务器自身',
  'must not be a link-local address': '不能是链路本地地址',
  'must not be an unspecified, multicast or broadcast address': '不能是未指定、组播或广播地址',
  'must not be a loopback address': '不能是回环地址',
  'must not be a private-network address': '不能是私有网络地址',
  'must not be an address of this server': '不能是本服务器的地址',
  'No such delivery': '投递记录不存在',
});

/** A new Standard Webhooks signing secret: `whsec_` and 32 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** Refuses an address the server must never call, as written or as its name resolves now (400 on the `url` field). */
async function checkUrl(ctx: AppContext, req: Request, url: unknown): Promise<void> {
  if (typeof url !== 'string') return;
  const why = await checkWebhookTarget(url, { allowLoopback: ctx.config.webhooks.allowLoopback, ownHost: req.get('host'), ownPort: req.socket.localPort });
  if (why) throw badRequest(`Invalid request body: url ${why}`, [{ field: 'url', message: why }]);
}

const crudOf = (ctx: AppContext, resource: Crud['r']): Crud => ({ r: resource, table: 'webhook_endpoints', dialect: ctx.db.dialect, hooks: {} });

/**
 * `webhookMgt/add` answers the new endpoint with its signing secret (`data.secret`), the only time any call
 * shows it; `edit` checks a changed address again; `delivery/resend` sends a logged delivery again now.
 */
export const webhookHandlers: Record<string, EndpointHandler> = {
  'POST webhookMgt/add': async ({ ctx, user, input, req, resource }) => {
    await checkUrl(ctx, req, input.url);
    const secret = newSecret();
    const record = await ctx.db.kysely.transaction().execute(async (trx) => {
      const saved = await createRecord(trx, crudOf(ctx, resource), user, input);
      await trx.updateTable('webhook_endpoints').set({ secret }).where('id', '=', String(saved.id)).execute();
      await auditInTrx(trx, req, String(saved.id));
      return saved;
    });
    return { ...record, secret };
  },
  'PUT webhookMgt/edit': async ({ ctx, user, input, req, resource }) => {
    await checkUrl(ctx, req, input.url);
    return ctx.db.kysely.transaction().execute(async (trx) => {
      const saved = await updateRecord(trx, crudOf(ctx, resource), user, input);
      await auditInTrx(trx, req, String(saved.id));
      return saved;
    });
  },
  'PUT webhookMgt/delivery/resend': async ({ ctx, input }) => {
    const now = Date.now();
    const r = await ctx.db.kysely
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', next_attempt_at: now, claim_token: null, claimed_until: 0 })
      .where('id', '=', String(input.id))
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw notFound('No such delivery');
    return { id: input.id, status: 'pending' };
  },
};

/** Deleting an endpoint deletes its delivery log. */
export const webhookHooks: ResourceHooks = {
  async beforeDelete(trx, _user, existing) {
    const ids = existing.map((r) => String(r.id));
    if (ids.length) await trx.deleteFrom('webhook_deliveries').where('endpoint_id', 'in', ids).execute();
  },
};
