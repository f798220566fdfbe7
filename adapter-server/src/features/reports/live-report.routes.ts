import { route, type RouteSpec } from '../../http/routes';
import type { AppContext } from '../../context';
import { badRequest, ok } from '../../http/envelope';
import { bodyValidator } from '../../http/validation';
import { listStatusLog, type StatusLogRow, statusChanges } from './agent-status.repository';
import { agentTimes } from './agent-time';
import { homeActivity, homeAgentDetail, homeStatistics, monitoringSessions } from './home.service';
import { type ReportBody, reportValidator, toFilter, toPaging } from './report-filter';
import { namesOf } from './session-metrics.repository';
import { isKnownZone, zoneOf } from './time-zone';
import { langOf, streamXlsx } from '../exports/xlsx-export';

const homeBody = bodyValidator<{ tz?: string; tzOffset?: number }>({
  type: 'object',
  additionalProperties: false,
  properties: { tz: { type: 'string', minLength: 1, maxLength: 64 }, tzOffset: { type: 'integer', minimum: -840, maximum: 840 } },
});
function homeZone(body: { tz?: string; tzOffset?: number }) {
  if (body.tz && !isKnownZone(body.tz)) throw badRequest('Invalid request body: tz is not a known time zone', [{ field: 'tz', message: 'is not a known time zone' }]);
  return zoneOf(body);
}

/** `home/` and `homeMonitoringController/`: today's live figures for the dashboard. */
export function homeRoutes(ctx: AppContext): { home: RouteSpec[]; monitoring: RouteSpec[] } {
  const db = ctx.db.kysely;
  const home: RouteSpec[] = [];
  home.push(route({ method: 'post', path: '/statistics', body: homeBody, handler: async (req, res, { body }) => ok(res, await homeStatistics(db, homeZone(body))) }));
  home.push(route({ method: 'post', path: '/activity', body: homeBody, handler: async (req, res, { body }) => ok(res, await homeActivity(db, homeZone(body))) }));
  home.push(route({ method: 'post', path: '/homeAgentDetail', body: homeBody, handler: async (req, res, { body }) => ok(res, await homeAgentDetail(db, homeZone(body))) }));
  const monitoring: RouteSpec[] = [];
  monitoring.push(route({ method: 'post', path: '/sessionDetail', body: homeBody, handler: async (req, res, { body }) => ok(res, await monitoringSessions(db, homeZone(body))) }));
  return { home, monitoring };
}

type OnlineBody = ReportBody & { status?: number };
const onlineBody = reportValidator<OnlineBody>({ status: { type: 'integer', enum: [1, 2, 3] } });

const withDuration = (now: number) => (r: StatusLogRow) => ({ ...r, durationMs: (r.endAt ?? now) - r.startAt });

/** `onlineDetailedList/` (/OnlineDetailedList): every agent status change with how long it held, and time per agent. */
export function onlineDetailRoutes(ctx: AppContext): RouteSpec[] {
  const db = ctx.db.kysely;
  const r: RouteSpec[] = [];
  r.push(route({ method: 'post', path: '/list', body: onlineBody, handler: async (req, res, { body }) => {
    const f = toFilter(body);
    const p = toPaging(body);
    const now = Date.now();
    const [page, changes, names] = await Promise.all([
      listStatusLog(db, { from: f.from, to: f.to, agentId: f.agentId, status: body.status, limit: p.pageSize, offset: (p.pageNum - 1) * p.pageSize }),
      statusChanges(db, f.from, f.to, f.agentId),
      namesOf(db),
    ]);
    const agents = [...agentTimes(changes, f.from, f.to, now).entries()].map(([agentId, t]) => ({
      agentId,
      agentName: names.agents.get(agentId)?.nickname ?? agentId,
      ...t,
    }));
    ok(res, { records: page.rows.map(withDuration(now)), total: page.total, pageNum: p.pageNum, pageSize: p.pageSize, agents });
  } }));
  r.push(route({ method: 'post', path: '/export', file: 'xlsx', body: onlineBody, handler: async (req, res, { body }) => {
    const f = toFilter(body);
    const now = Date.now();
    async function* batches() {
      for (let offset = 0; ; offset += 5000) {
        const { rows } = await listStatusLog(db, { from: f.from, to: f.to, agentId: f.agentId, status: body.status, limit: 5000, offset });
        if (rows.length) yield rows.map(withDuration(now));
        if (rows.length < 5000) return;
      }
    }
    await streamXlsx(res, { sheet: 'onlineDetail', columns: 'onlineDetail', lang: langOf(req, body.lang), zone: f.zone, suffix: `${body.startDate}_${body.endDate}`, rows: batches() });
  } }));
  return r;
}
