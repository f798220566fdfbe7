import { badRequest } from '../../http/envelope';
import { addTranslations } from '../../http/i18n';
import type { EndpointHandler } from '../../schema/hooks';
import { auditInTrx } from '../../audit/audit-log.calls';
import { actorOf, recordAudit } from '../../audit/audit-log.service';
import { retentionChange } from './audit-retention';
import { fromForm, toForm } from './service-config.mapping';
import { writeConfig } from './service-config.repository';
import { getServiceConfig } from './service-config.service';

const SAME_TIME = 'must differ from the start of working hours';
addTranslations({ [SAME_TIME]: '不能与上班时间相同' });

/** `sessionServiceConfig/get` and `edit`: one settings form over the per-key store. */
export const serviceConfigHandlers: Record<string, EndpointHandler> = {
  'POST sessionServiceConfig/get': async ({ ctx }) => toForm(await getServiceConfig(ctx.db.kysely)),
  'PUT sessionServiceConfig/edit': async ({ ctx, input, req, user }) => {
    if (input.workStart === input.workEnd) throw badRequest(`Invalid request body: workEnd ${SAME_TIME}`, [{ field: 'workEnd', message: SAME_TIME }]);
    const before = (await getServiceConfig(ctx.db.kysely)).auditRetentionDays;
    const retention = retentionChange(user, ctx.config.auditRetentionMinDays, before, input.auditRetentionDays);
    const stored = fromForm(input);
    await ctx.db.kysely.transaction().execute(async (trx) => {
      await writeConfig(trx, { ...stored });
      await auditInTrx(trx, req);
      if (retention) {
        await recordAudit(trx, { actor: actorOf(req), action: 'retentionChange', target: `auditRetentionDays ${retention.from} → ${retention.to}`, outcome: 'success' });
      }
    });
    ctx.events.emit('service_config.changed', {});
    return toForm(await getServiceConfig(ctx.db.kysely));
  },
};
