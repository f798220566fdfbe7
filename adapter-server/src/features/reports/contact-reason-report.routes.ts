import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { route, type RouteSpec } from '../../http/routes';
import { contactReasonReport, exportRows } from './contact-reason-report.service';
import type { Period } from './period-report.service';
import { LABEL_FILTER, labelFilterKey, type ReportBody, reportValidator, toFilter } from './report-filter';
import { langOf, once, streamXlsx } from '../exports/xlsx-export';

type ContactReasonBody = ReportBody & { period?: Period; label?: string };
// The body of every report, plus the grouping of the trend (day, week or month) and a free label (only the chats
// carrying it); the agent filter does not apply.
const contactReasonBody = reportValidator<ContactReasonBody>({ period: { type: 'string', enum: ['day', 'week', 'month'], default: 'day' }, label: LABEL_FILTER });

/** `contactReasonReport/`: counts and shares of the contact reasons, per period, with its xlsx export. */
export function contactReasonReportRoutes(ctx: AppContext): RouteSpec[] {
  const db = ctx.db.kysely;
  return [
    route({ method: 'post', path: '/list', body: contactReasonBody, handler: async (req, res, { body }) => {
      ok(res, await contactReasonReport(db, { ...toFilter(body), agentId: undefined }, body.period ?? 'day', labelFilterKey(body.label)));
    } }),
    route({ method: 'post', path: '/export', file: 'xlsx', body: contactReasonBody, handler: async (req, res, { body }) => {
      const f = { ...toFilter(body), agentId: undefined };
      const lang = langOf(req, body.lang);
      const rows = exportRows(await contactReasonReport(db, f, body.period ?? 'day', labelFilterKey(body.label)), f, lang);
      const suffix = `${body.startDate}_${body.endDate}`;
      await streamXlsx(res, { sheet: 'contactReason', columns: 'contactReason', lang, zone: f.zone, suffix, rows: once(rows) });
    } }),
  ];
}
