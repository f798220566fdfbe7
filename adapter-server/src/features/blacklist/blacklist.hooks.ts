import { auditInTrx } from '../../audit/audit-log.calls';
import { badRequest } from '../../http/envelope';
import { addTranslations } from '../../http/i18n';
import type { EndpointHandler } from '../../schema/hooks';
import { findVisitor } from '../conversations/visitor.repository';
import { blockVisitor } from '../reports/history-session.service';

const NO_VISITOR = 'no visitor has this id';
const BLANK = 'must not be blank';
const PAST = 'must be in the future';
addTranslations({ [NO_VISITOR]: '没有这个访客编号', [BLANK]: '不能只包含空格', [PAST]: '必须是将来的时间' });

const fail = (field: string, why: string) => badRequest(`Invalid request body: ${field} ${why}`, [{ field, message: why }]);

/**
 * `blacklistMgt/add`: a supervisor blocks a visitor by id from the blacklist's own page, through the same insert
 * as the history report's and the workbench's blocks (one active block per visitor, the webhook).
 */
export const blacklistHandlers: Record<string, EndpointHandler> = {
  'POST blacklistMgt/add': async ({ ctx, user, input, req }) => {
    const visitorId = String(input.visitorId).trim();
    const reason = String(input.reason).trim();
    const expiresAt = input.expiresAt === null || input.expiresAt === undefined ? null : Number(input.expiresAt);
    if (!visitorId) throw fail('visitorId', BLANK);
    if (!reason) throw fail('reason', BLANK);
    const now = Date.now();
    if (expiresAt !== null && expiresAt <= now) throw fail('expiresAt', PAST);
    return ctx.db.kysely.transaction().execute(async (trx) => {
      if (!(await findVisitor(trx, visitorId))) throw fail('visitorId', NO_VISITOR);
      const block = await blockVisitor(trx, visitorId, { reason, expiresAt }, user.username, now);
      await auditInTrx(trx, req, block.id);
      return { ...block, createdBy: user.username };
    });
  },
};
