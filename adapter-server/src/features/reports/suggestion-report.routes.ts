import { suggestionRow } from '../../../../src/common/suggestionReport';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { route, type RouteSpec } from '../../http/routes';
import { type ReportBody, reportValidator, toFilter } from './report-filter';
import { suggestionReport } from './suggestion-report.service';
import { langOf, once, streamXlsx } from '../exports/xlsx-export';

const suggestionBody = reportValidator<ReportBody>();

/** `suggestionReport/`: how many agent replies started from a suggested reply, per agent and source (issue 37), with its xlsx export. */
export function suggestionReportRoutes(ctx: AppContext): RouteSpec[] {
  const db = ctx.db.kysely;
  return [
    route({ method: 'post', path: '/list', summary: 'Agent replies sent from suggested replies, per agent and source', body: suggestionBody, handler: async (req, res, { body }) => {
      ok(res, await suggestionReport(db, toFilter(body)));
    } }),
    route({ method: 'post', path: '/export', file: 'xlsx', summary: 'The agents of the suggested replies report as an xlsx, the range\'s total last', body: suggestionBody, handler: async (req, res, { body }) => {
      const f = toFilter(body);
      const data = await suggestionReport(db, f);
      // The total's first cell names the range, as in the other reports' exports.
      const rows = [...data.agents.map(suggestionRow), suggestionRow({ agentId: 'total', ...data.summary, agentName: `${f.startDate}~${f.endDate}` })];
      await streamXlsx(res, { sheet: 'suggestion', columns: 'suggestion', lang: langOf(req, body.lang), zone: f.zone, suffix: `${body.startDate}_${body.endDate}`, rows: once(rows) });
    } }),
  ];
}
