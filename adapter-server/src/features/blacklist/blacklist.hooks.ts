import { auditInTrx } from '../../audit/audit-log.calls';
import { badRequest } from '../../http/envelope';
import { addTranslations } from '../../http/i18n';
import type { EndpointHandler, ResourceHooks } from '../../schema/hooks';
import { findVisitor } from '../conversations/visitor.repository';
import { blockVisitor } from '../reports/history-session.service';
import { blacklistedMatching, searchVisitors, visitorNicknames } from './blacklist.repository';

const NO_VISITOR = 'no visitor has this id';
const BLANK = 'must not be blank';
const PAST = 'must be in the future';
addTranslations({ [NO_VISITOR]: '没有这个访客编号', [BLANK]: '不能只包含空格', [PAST]: '必须是将来的时间' });

const fail = (field: string, why: string) => badRequest(`Invalid request body: ${field} ${why}`, [{ field, message: why }]);
const maskPhone = (p: string | null) => (p && p.length >= 7 ? `${p.slice(0, 3)}****${p.slice(-4)}` : p);
/** Enough to pick from while typing; a longer list means the words should be more precise. */
const SEARCH_LIMIT = 20;

/**
 * The blacklist names its visitors (nobody reads internal ids), and its search finds entries by what a
 * supervisor knows of the visitor: name, phone, session or customer id (the repository's `matches`).
 */
export const blacklistHooks: ResourceHooks = {
  async listFilters(db, _user, input) {
    const { visitorName, ...rest } = input;
    const q = typeof visitorName === 'string' ? visitorName.trim() : '';
    if (!q) return { input: rest, where: [] };
    return { input: rest, where: [{ column: 'visitor_id', op: 'in', value: await blacklistedMatching(db, q) }] };
  },
  async decorate(db, records) {
    const names = new Map((await visitorNicknames(db, [...new Set(records.map((r) => String(r.visitorId)))])).map((v) => [v.id, v.nickname]));
    return records.map((r) => ({ ...r, visitorName: names.get(String(r.visitorId)) ?? '' }));
  },
};

/**
 * `blacklistMgt/visitors?q=`: the visitors to pick from on the blacklist's form.
 * `blacklistMgt/add`: a supervisor blocks a visitor (picked by name, phone, session or customer) from the blacklist's own page, through the same insert
 * as the history report's and the workbench's blocks (one active block per visitor, the webhook).
 */
export const blacklistHandlers: Record<string, EndpointHandler> = {
  'GET blacklistMgt/visitors': async ({ ctx, input }) => {
    const q = String(input.q).trim();
    if (!q) return [];
    return (await searchVisitors(ctx.db.kysely, q, SEARCH_LIMIT)).map((v) => ({
      id: v.id,
      nickname: v.nickname,
      phone: maskPhone(v.phone),
      channel: v.channel,
      lastSeenAt: v.last_seen_at,
    }));
  },
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
