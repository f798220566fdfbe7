import { route, type RouteSpec } from '../../http/routes';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { bodyValidator } from '../../http/validation';
import type { Lang } from '../../../../src/common/reportLabels';
import { exportOrQueue } from '../exports/export-kinds';
import { pullBlock, sessionDetails, sessionPage, transcriptBatches } from './history-session.service';
import { LABEL_FILTER, reportValidator, toFilter, toPaging } from './report-filter';
import { historyQueryOf, SESSION_EXPORTS, type SessionListBody } from './session-exports';
import { SESSION_SORT } from './session-list.repository';
import { zoneOf } from './time-zone';
import { langOf, streamXlsx } from '../exports/xlsx-export';

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


/** `historySessionReport/`: every session with its transcript, exports, and blacklisting from here. */
export function historySessionRoutes(ctx: AppContext): RouteSpec[] {
  const db = ctx.db.kysely;
  const r: RouteSpec[] = [];
  for (const [list, exp, converted, kind] of [
    ['list', 'export', 1, 'history'],
    ['listRobot', 'exportRobot', 0, 'robot'],
  ] as const) {
    r.push(route({ method: 'post', path: `/${list}`, body: sessionListBody, handler: async (req, res, { body }) => {
      ok(res, await sessionPage(db, toFilter(body), historyQueryOf(body, converted), toPaging(body)));
    } }));
    // Past EXPORT_JOB_ROWS sessions the answer is a background job (202), not the file.
    r.push(route({ method: 'post', path: `/${exp}`, file: 'xlsxOrJob', body: sessionListBody, handler: async (req, res, { body }) => {
      await exportOrQueue(ctx, req, res, kind, SESSION_EXPORTS[kind], body, langOf(req, body.lang));
    } }));
  }
  r.push(route({ method: 'post', path: '/details', body: detailsBody, handler: async (req, res, { body }) => {
    ok(res, await sessionDetails(db, body.sessionId, langOf(req)));
  } }));
  r.push(route({ method: 'post', path: '/exportdetails', file: 'xlsx', body: exportDetailsBody, handler: async (req, res, { body }) => {
    const suffix = body.sessionIds.length === 1 ? body.sessionIds[0] : `${body.sessionIds.length}`;
    await streamXlsx(res, { sheet: 'transcript', columns: 'transcript', lang: langOf(req, body.lang), zone: zoneOf(body), suffix, rows: transcriptBatches(db, body.sessionIds, langOf(req, body.lang)) });
  } }));
  r.push(route({ method: 'put', path: '/pullBlock', body: pullBlockBody, handler: async (req, res, { body }) => {
    ok(res, await pullBlock(db, body, req.user?.username ?? ''), 'The visitor is on the blacklist now');
  } }));
  return r;
}
