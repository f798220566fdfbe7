import { waybillKindOf } from '../../../../src/common/waybillNo';
import { auditInTrx, auditTargetAlso } from '../../audit/audit-log.calls';
import { badRequest, forbidden, refused } from '../../http/envelope';
import { addTranslations } from '../../http/i18n';
import { GONE } from '../../schema/crud.service';
import type { EndpointHandler, ResourceHooks } from '../../schema/hooks';
import { findCustomer, insertCustomer, updateCustomer } from '../customers/customer.repository';
import { CUSTOMER_NOTES_MAX, newCustomer } from '../customers/customer.service';
import type { WaybillDeskService } from '../waybill/waybill-desk.service';
import { customerDossier, customerTranscript, maskPhone } from '../workbench/customer-panel.service';
import { blacklistedOf, customersNamedBy, deleteCustomer, figuresOf, moveAllVisitors, moveVisitors, sessionOfCustomer, visitorsOf } from './customer-mgt.repository';

const SAME = 'must be another customer';
const NO_CUSTOMER = 'no customer has this id';
const NOT_THEIRS = "is not one of this customer's visitors";
const ONLY = "is this customer's only identity";
addTranslations({ [SAME]: '必须是另一位客户', [NO_CUSTOMER]: '没有这个客户编号', [NOT_THEIRS]: '不是这位客户的访客', [ONLY]: '是这位客户唯一的身份' });

const fail = (field: string, why: string) => badRequest(`Invalid request body: ${field} ${why}`, [{ field, message: why }]);
/** The customer page lists this many chats at most (newest first). */
const PAGE_SESSIONS = 200;
const NO_SUCH_SESSION = 'No such session';

/** How an identity is written in the list: the channel's open id, else the visitor's own id. */
const identityOf = (v: { id: string; open_id: string | null }) => v.open_id ?? v.id;

/**
 * The customers list: `q` finds a customer by part of the name or phone, or exactly by an identity, a chat, or a
 * waybill number written in their chats or on their work bills (`customersNamedBy`); each row carries its
 * identities, figures and blacklist state, the phone masked as everywhere the staff see it. Notes are kept trimmed.
 */
export const customerMgtHooks: ResourceHooks = {
  async listFilters(db, _user, input) {
    const { q, ...rest } = input;
    const text = typeof q === 'string' ? q.trim() : '';
    if (!text) return { input: rest, where: [] };
    const named = await customersNamedBy(db, text, waybillKindOf(text) ? text.toUpperCase() : null);
    const any = [[{ column: 'name', op: 'contains' as const, value: text }], [{ column: 'phone', op: 'contains' as const, value: text }], [{ column: 'id', op: 'in' as const, value: [text, ...named] }]];
    return { input: rest, where: [{ op: 'or', any }] };
  },
  async decorate(db, records) {
    const ids = records.map((r) => String(r.id));
    const [figures, visitors, blacklisted] = await Promise.all([figuresOf(db, ids), visitorsOf(db, ids), blacklistedOf(db, ids, Date.now())]);
    const byId = new Map(figures.map((f) => [f.customer_id, f]));
    return records.map((r) => {
      const f = byId.get(String(r.id));
      const mine = visitors.filter((v) => v.customer_id === r.id);
      return {
        ...r,
        phone: maskPhone((r.phone as string | null) ?? null),
        identities: [...new Set(mine.map(identityOf))],
        chats: f ? Number(f.chats) : 0,
        averageRating: f?.rating === null || f?.rating === undefined ? null : (Math.round(Number(f.rating) * 10) / 10).toFixed(1),
        blacklisted: blacklisted.has(String(r.id)),
      };
    });
  },
  async beforeWrite(_trx, _user, values) {
    if (typeof values.notes === 'string') values.notes = values.notes.trim();
  },
};

/**
 * `customerMgt/detail` (the customer's page), `transcript` (one of their chats, read only), `merge` and `split`
 * (admins; each audited in its transaction, the entry naming the other customer).
 */
export function customerMgtHandlers(desk: WaybillDeskService): Record<string, EndpointHandler> {
  return {
    'GET customerMgt/detail': async ({ ctx, input }) => {
      const db = ctx.db.kysely;
      const c = await findCustomer(db, String(input.id));
      if (!c) throw refused(GONE);
      const [dossier, visitors] = await Promise.all([customerDossier(db, desk, c, { sessions: PAGE_SESSIONS }), visitorsOf(db, [c.id])]);
      const identities = visitors.map((v) => ({
        visitorId: v.id,
        channel: v.channel,
        openId: v.open_id,
        nickname: v.nickname,
        phone: maskPhone(v.phone),
        firstSeenAt: Number(v.created_at),
        lastSeenAt: Number(v.last_seen_at),
      }));
      return { ...dossier, identities };
    },
    'GET customerMgt/transcript': async ({ ctx, input }) => {
      const db = ctx.db.kysely;
      const s = await sessionOfCustomer(db, String(input.id), String(input.sessionId));
      if (!s) throw forbidden(NO_SUCH_SESSION);
      return customerTranscript(db, s);
    },
    'PUT customerMgt/merge': async ({ ctx, input, req }) => {
      const id = String(input.id);
      const otherId = String(input.otherId).trim();
      if (otherId === id) throw fail('otherId', SAME);
      const at = Date.now();
      return ctx.db.kysely.transaction().execute(async (trx) => {
        const [c, other] = await Promise.all([findCustomer(trx, id), findCustomer(trx, otherId)]);
        if (!c) throw refused(GONE);
        if (!other) throw fail('otherId', NO_CUSTOMER);
        const moved = await moveAllVisitors(trx, other.id, c.id);
        const notes = [c.notes, other.notes].filter((n) => n.trim()).join('\n\n').slice(0, CUSTOMER_NOTES_MAX);
        await updateCustomer(trx, c.id, {
          name: c.name || other.name,
          phone: c.phone ?? other.phone,
          vip: Math.max(c.vip, other.vip),
          notes,
          first_contact_at: Math.min(Number(c.first_contact_at), Number(other.first_contact_at)),
          last_contact_at: Math.max(Number(c.last_contact_at), Number(other.last_contact_at)),
          updated_at: at,
        });
        await deleteCustomer(trx, other.id);
        auditTargetAlso(req, `← #${other.id} · ${other.name}`);
        await auditInTrx(trx, req);
        return { id: c.id, merged: other.id, moved };
      });
    },
    'PUT customerMgt/split': async ({ ctx, input, req }) => {
      const id = String(input.id);
      const visitorId = String(input.visitorId).trim();
      const at = Date.now();
      return ctx.db.kysely.transaction().execute(async (trx) => {
        if (!(await findCustomer(trx, id))) throw refused(GONE);
        const visitors = await visitorsOf(trx, [id]);
        const v = visitors.find((x) => x.id === visitorId);
        if (!v) throw fail('visitorId', NOT_THEIRS);
        // A channel identity leaves whole: every visitor that signed in with it goes with it.
        const leaving = visitors.filter((x) => x.id === v.id || (v.open_id !== null && x.channel === v.channel && x.open_id === v.open_id));
        if (leaving.length === visitors.length) throw fail('visitorId', ONLY);
        const c = {
          ...newCustomer(v, at),
          first_contact_at: Math.min(...leaving.map((x) => Number(x.created_at))),
          last_contact_at: Math.max(...leaving.map((x) => Number(x.last_seen_at))),
        };
        await insertCustomer(trx, c);
        await moveVisitors(trx, id, leaving.map((x) => x.id), c.id);
        auditTargetAlso(req, `→ #${c.id} · ${c.name}`);
        await auditInTrx(trx, req);
        return { id: c.id, moved: leaving.length };
      });
    },
  };
}
