import { route, type RouteSpec } from '../../http/routes';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { AGENT_KPI_SORT, agentKpiPage } from './agent-kpi.service';
import { BREAKDOWN_SORT, channelBreakdown, groupBreakdown } from './breakdown.service';
import { exportOrQueue } from '../exports/export-kinds';
import { sessionPage } from './history-session.service';
import { SESSION_EXPORTS } from './session-exports';
import { sessionListBody } from './history-session.routes';
import { type Period, periodReport } from './period-report.service';
import { pageOf, type ReportBody, reportValidator, sortRows, toFilter, toPaging } from './report-filter';
import { satisfactionReport } from './satisfaction.service';
import { langOf, once, streamXlsx } from '../exports/xlsx-export';
import { VALUE_LABELS } from '../../../../src/common/reportLabels';

const kpiBody = reportValidator<ReportBody>({}, AGENT_KPI_SORT);
const breakdownBody = reportValidator<ReportBody>({}, BREAKDOWN_SORT);
const periodBody = reportValidator<ReportBody>({}, ['period', ...BREAKDOWN_SORT]);
const satisfactionBody = reportValidator<ReportBody>({}, ['agentName', 'invited', 'evaluated', 'avgSatisfaction', 'satisfactionRate']);
const range = (b: ReportBody) => `${b.startDate}_${b.endDate}`;
const ALL = { pageNum: 1, pageSize: Number.MAX_SAFE_INTEGER, sortOrder: 'desc' as const };

/** `agentKpiReport/`: per agent KPIs. */
export function agentKpiRoutes(ctx: AppContext): RouteSpec[] {
  const db = ctx.db.kysely;
  const r: RouteSpec[] = [];
  r.push(route({ method: 'post', path: '/list', body: kpiBody, handler: async (req, res, { body }) => {
    ok(res, await agentKpiPage(db, toFilter(body), toPaging(body)));
  } }));
  r.push(route({ method: 'post', path: '/export', file: 'xlsx', body: kpiBody, handler: async (req, res, { body }) => {
    const f = toFilter(body);
    const rows = (await agentKpiPage(db, f, { ...ALL, sortField: body.sortField, sortOrder: body.sortOrder ?? 'desc' })).records;
    await streamXlsx(res, { sheet: 'agentKpi', columns: 'agentKpi', lang: langOf(req, body.lang), zone: f.zone, suffix: range(body), rows: once(rows) });
  } }));
  return r;
}

/**
 * `sessionStatisticsReport/` (per skill group) and `sessionDetailReport/` (per channel and organisation type):
 * totals and breakdowns, with the drill-down to the sessions behind a row.
 */
export function breakdownRoutes(ctx: AppContext, by: 'group' | 'channel'): RouteSpec[] {
  const db = ctx.db.kysely;
  const r: RouteSpec[] = [];
  const build = by === 'group' ? groupBreakdown : channelBreakdown;
  const sheet = by === 'group' ? 'groupStatistics' : 'channelDetail';
  const [listPath, sessionsPath, exportPath, exportSessionsPath] =
    by === 'group' ? ['/list', '/details', '/export', '/exportDetails'] : ['/listReport', '/listSession', '/export', '/exportDetails'];
  r.push(route({ method: 'post', path: listPath, body: breakdownBody, handler: async (req, res, { body }) => {
    ok(res, await build(db, toFilter(body), toPaging(body)));
  } }));
  r.push(route({ method: 'post', path: exportPath, file: 'xlsx', body: breakdownBody, handler: async (req, res, { body }) => {
    const f = toFilter(body);
    const lang = langOf(req, body.lang);
    const rows: object[] = (await build(db, f, { ...ALL, sortField: body.sortField })).records.map((row) =>
      // The row of sessions no skill group took is named in the sheet's language, as the screen names it.
      'skillGroupId' in row && row.skillGroupId === null ? { ...row, skillGroupName: VALUE_LABELS.skillGroup.none[lang] } : row,
    );
    await streamXlsx(res, { sheet, columns: sheet, lang, zone: f.zone, suffix: range(body), rows: once(rows) });
  } }));
  r.push(route({ method: 'post', path: sessionsPath, body: sessionListBody, handler: async (req, res, { body }) => {
    ok(res, await sessionPage(db, toFilter(body), { keyword: body.keyword, satisfaction: body.satisfaction }, toPaging(body)));
  } }));
  // Past EXPORT_JOB_ROWS sessions the answer is a background job (202), not the file.
  const sessionsKind = by === 'group' ? 'groupSessions' : 'channelSessions';
  r.push(route({ method: 'post', path: exportSessionsPath, file: 'xlsxOrJob', body: sessionListBody, handler: async (req, res, { body }) => {
    await exportOrQueue(ctx, req, res, sessionsKind, SESSION_EXPORTS[sessionsKind], body, langOf(req, body.lang));
  } }));
  if (by === 'channel') {
    // The day-by-day trend of the same filter, for the chart above the breakdown.
    r.push(route({ method: 'post', path: '/listDetailsReport', body: periodBody, handler: async (req, res, { body }) => {
      const rows = await periodReport(db, toFilter(body), 'day');
      ok(res, { records: rows, total: rows.length, pageNum: 1, pageSize: rows.length });
    } }));
  }
  return r;
}

/** `sessionDayDetailReport/`: zero-filled daily, weekly and monthly tables. */
export function periodRoutes(ctx: AppContext): RouteSpec[] {
  const db = ctx.db.kysely;
  const r: RouteSpec[] = [];
  const paths: [Period, string, string][] = [
    ['day', '/listdayReport', '/dayexport'],
    ['week', '/weeklistReport', '/weekexport'],
    ['month', '/monthlistReport', '/monthexport'],
  ];
  for (const [period, list, exp] of paths) {
    r.push(route({ method: 'post', path: list, body: periodBody, handler: async (req, res, { body }) => {
      const p = toPaging(body);
      ok(res, pageOf(sortRows(await periodReport(db, toFilter(body), period), p), p));
    } }));
    r.push(route({ method: 'post', path: exp, file: 'xlsx', body: periodBody, handler: async (req, res, { body }) => {
      const f = toFilter(body);
      const rows = await periodReport(db, f, period);
      await streamXlsx(res, { sheet: period, columns: 'period', lang: langOf(req, body.lang), zone: f.zone, suffix: range(body), rows: once(rows) });
    } }));
  }
  return r;
}

/** `satisfactionReport/`: scores, categories and reasons, per agent. */
export function satisfactionRoutes(ctx: AppContext): RouteSpec[] {
  const r: RouteSpec[] = [];
  r.push(route({ method: 'post', path: '/list', body: satisfactionBody, handler: async (req, res, { body }) => {
    ok(res, await satisfactionReport(ctx.db.kysely, toFilter(body), toPaging(body)));
  } }));
  r.push(route({ method: 'post', path: '/export', file: 'xlsx', body: satisfactionBody, handler: async (req, res, { body }) => {
    const f = toFilter(body);
    const rows = (await satisfactionReport(ctx.db.kysely, f, { ...ALL, sortField: body.sortField, sortOrder: body.sortOrder ?? 'desc' })).records;
    await streamXlsx(res, { sheet: 'satisfaction', columns: 'satisfaction', lang: langOf(req, body.lang), zone: f.zone, suffix: range(body), rows: once(rows) });
  } }));
  return r;
}
