import { route, type RouteSpec } from '../../http/routes';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { bodyValidator } from '../../http/validation';
import type { Lang } from '../../../../src/common/reportLabels';
import { pullBlock, sessionBatches, sessionDetails, sessionPage, transcriptBatches } from './history-session.service';
import { LABEL_FILTER, labelFilterKey, type ReportBody, reportValidator, toFilter, toPaging } from './report-filter';
import { SESSION_SORT } from './session-list.repository';
import { zoneOf } from './time-zone';
import { langOf, streamXlsx } from './xlsx-export';

export type SessionListBody = ReportBody & { keyword?: string; satisfaction?: number; reasonId?: string; label?: string };
export const sessionListBody = reportValidator<SessionListBody>(
  {
    keyword: { type: 'string', minLength: 1, maxLength: 64 },
    satisfaction: { type: 'integer', minimum: 1, maximum: 5 },
    // A contact reason's id, or `none` for chats without one.
    reasonId: { type: 'string', minLength: 1, maxLength: 40 },
    // A free label (any case, spaces tidied): chats carrying it.
    label: LABEL_FILTER,
  },
  Object.keys(SESSION_SORT),
);
const zoneProps = {
  tz: { type: 'string', minLength: 1, maxLength: 64 },
  tzOffset: { type: 'integer', minimum: -840, maximum: 840 },
  lang: { type: 'string', enum: ['en', 'zh'] },
};
const ID = { type: 'string', minLength: 1, maxLength: 40 };
const detailsBody = bodyValidator<{ sessionId: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId'],
  properties: { sessionId: ID, ...zoneProps },
});
const exportDetailsBody = bodyValidator<{ sessionIds: string[]; tz?: string; tzOffset?: number; lang?: Lang }>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionIds'],
  properties: { sessionIds: { type: 'array', minItems: 1, maxItems: 500, uniqueItems: true, items: ID }, ...zoneProps },
});
const pullBlockBody = bodyValidator<{ sessionId: string; reason: string; days?: number }>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId', 'reason'],
  properties: {
    sessionId: ID,
    reason: { type: 'string', minLength: 1, maxLength: 255 },
    days: { type: 'integer', minimum: 1, maximum: 3650 },
  },
});

const queryOf = (b: SessionListBody, converted: 0 | 1) => ({ converted, keyword: b.keyword, satisfaction: b.satisfaction, reasonId: b.reasonId, labelKey: labelFilterKey(b.label) });
const range = (b: ReportBody) => `${b.startDate}_${b.endDate}`;

/** `historySessionReport/`: every session with its transcript, exports, and blacklisting from here. */
export function historySessionRoutes(ctx: AppContext): RouteSpec[] {
  const db = ctx.db.kysely;
  const r: RouteSpec[] = [];
  for (const [list, exp, converted, sheet] of [
    ['list', 'export', 1, 'history'],
    ['listRobot', 'exportRobot', 0, 'robot'],
  ] as const) {
    r.push(route({ method: 'post', path: `/${list}`, body: sessionListBody, handler: async (req, res, { body }) => {
      ok(res, await sessionPage(db, toFilter(body), queryOf(body, converted), toPaging(body)));
    } }));
    r.push(route({ method: 'post', path: `/${exp}`, body: sessionListBody, handler: async (req, res, { body }) => {
      const f = toFilter(body);
      await streamXlsx(res, { sheet, columns: sheet, lang: langOf(req, body.lang), zone: f.zone, suffix: range(body), rows: sessionBatches(db, f, queryOf(body, converted)) });
    } }));
  }
  r.push(route({ method: 'post', path: '/details', body: detailsBody, handler: async (req, res, { body }) => {
    ok(res, await sessionDetails(db, body.sessionId, langOf(req)));
  } }));
  r.push(route({ method: 'post', path: '/exportdetails', body: exportDetailsBody, handler: async (req, res, { body }) => {
    const suffix = body.sessionIds.length === 1 ? body.sessionIds[0] : `${body.sessionIds.length}`;
    await streamXlsx(res, { sheet: 'transcript', columns: 'transcript', lang: langOf(req, body.lang), zone: zoneOf(body), suffix, rows: transcriptBatches(db, body.sessionIds, langOf(req, body.lang)) });
  } }));
  r.push(route({ method: 'put', path: '/pullBlock', body: pullBlockBody, handler: async (req, res, { body }) => {
    ok(res, await pullBlock(db, body, req.user?.username ?? ''), 'The visitor is on the blacklist now');
  } }));
  return r;
}
