import { resolveResource, resourcesSchema } from '../../../../src/common/resources';
import { refused } from '../../http/envelope';
import { getRecord, GONE } from '../../schema/crud.service';
import type { EndpointHandler, ResourceHooks } from '../../schema/hooks';
import { pushNotice } from './notice.repository';

const resource = resolveResource(resourcesSchema, 'noticeMgt');

/** The visitor page's `im/homeAnnouncement` shows the latest pushed notice; listeners may drop caches. */
export const noticeHooks: ResourceHooks = {
  afterCommit: (ctx) => ctx.events.emit('notices.changed', {}),
};

export const noticeHandlers: Record<string, EndpointHandler> = {
  'PUT noticeMgt/push/{id}': async ({ ctx, user, input }) => {
    const db = ctx.db.kysely;
    const crud = { r: resource, table: resource.table!, dialect: ctx.db.dialect, hooks: noticeHooks };
    const record = await db.transaction().execute(async (trx) => {
      const r = await pushNotice(trx, String(input.id), Date.now());
      if (!Number(r.numUpdatedRows)) throw refused(GONE);
      return getRecord(trx, crud, user, input.id);
    });
    ctx.events.emit('notices.changed', { pushedId: record.id });
    return record;
  },
};
