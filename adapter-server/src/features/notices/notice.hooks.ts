import { resolveResource, resourcesSchema } from '../../../../src/common/resources';
import { refused } from '../../http/envelope';
import { getRecord, GONE } from '../../schema/crud.service';
import type { EndpointHandler } from '../../schema/hooks';
import { auditInTrx } from '../../audit/audit-log.calls';
import { pushNotice } from './notice.repository';

const resource = resolveResource(resourcesSchema, 'noticeMgt');

/** The visitor page's `im/homeAnnouncement` reads the latest pushed notice from the database at each call. */
export const noticeHandlers: Record<string, EndpointHandler> = {
  'PUT noticeMgt/push/{id}': async ({ ctx, user, input, req }) => {
    const db = ctx.db.kysely;
    const crud = { r: resource, table: resource.table!, dialect: ctx.db.dialect, hooks: {} };
    const record = await db.transaction().execute(async (trx) => {
      const r = await pushNotice(trx, String(input.id), Date.now());
      if (!Number(r.numUpdatedRows)) throw refused(GONE);
      await auditInTrx(trx, req);
      return getRecord(trx, crud, user, input.id);
    });
    return record;
  },
};
