import { badRequest } from '../../http/envelope';
import { addTranslations } from '../../http/i18n';
import type { EndpointHandler } from '../../schema/hooks';
import { auditInTrx } from '../../audit/audit-log.calls';
import { fromForm, toForm } from './service-config.mapping';
import { writeConfig } from './service-config.repository';
import { getServiceConfig } from './service-config.service';

const SAME_TIME = 'must differ from the start of working hours';
addTranslations({ [SAME_TIME]: '不能与上班时间相同' });

/** `sessionServiceConfig/get` and `edit`: one settings form over the per-key store. */
export const serviceConfigHandlers: Record<string, EndpointHandler> = {
  'POST sessionServiceConfig/get': async ({ ctx }) => toForm(await getServiceConfig(ctx.db.kysely)),
  'PUT sessionServiceConfig/edit': async ({ ctx, input, req }) => {
    if (input.workStart === input.workEnd) throw badRequest(`Invalid request body: workEnd ${SAME_TIME}`, [{ field: 'workEnd', message: SAME_TIME }]);
    const stored = fromForm(input);
    await ctx.db.kysely.transaction().execute(async (trx) => {
      await writeConfig(trx, { ...stored });
      await auditInTrx(trx, req);
    });
    ctx.events.emit('service_config.changed', {});
    return toForm(await getServiceConfig(ctx.db.kysely));
  },
};
