import { SLA_COLUMN_SET, SLA_GROUPINGS, type SlaGroupBy } from '../../../../src/common/slaReport';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { route, type RouteSpec } from '../../http/routes';
import { type ReportBody, reportValidator, toFilter } from './report-filter';
import { exportRows, slaReport } from './sla-report.service';
import { langOf, once, streamXlsx } from '../exports/xlsx-export';

type SlaBody = ReportBody & { groupBy?: SlaGroupBy };
// The body of every report (the chats that ended in the range), plus how the chats are grouped.
const slaBody = reportValidator<SlaBody>({ groupBy: { type: 'string', enum: [...SLA_GROUPINGS], default: 'day' } });

/** `slaReport/`: the SLA clocks met and breached by the chats that ended, per group, with its xlsx export. */
export function slaReportRoutes(ctx: AppContext): RouteSpec[] {
  const db = ctx.db.kysely;
  return [
    route({ method: 'post', path: '/list', body: slaBody, handler: async (req, res, { body }) => {
      ok(res, await slaReport(db, toFilter(body), body.groupBy ?? 'day', langOf(req, body.lang)));
    } }),
    route({ method: 'post', path: '/export', file: 'xlsx', body: slaBody, handler: async (req, res, { body }) => {
      const f = toFilter(body);
      const lang = langOf(req, body.lang);
      const groupBy = body.groupBy ?? 'day';
      const rows = exportRows(await slaReport(db, f, groupBy, lang), f);
      await streamXlsx(res, { sheet: 'sla', columns: SLA_COLUMN_SET[groupBy], lang, zone: f.zone, suffix: `${body.startDate}_${body.endDate}`, rows: once(rows) });
    } }),
  ];
}
