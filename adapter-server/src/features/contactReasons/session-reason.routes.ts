import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { route, type RouteSpec } from '../../http/routes';
import { bodyValidator, queryValidator } from '../../http/validation';
import { getServiceConfig } from '../serviceConfig/service-config.service';
import type { WaybillDeskService } from '../waybill/waybill-desk.service';
import { suggestReason } from './reason-suggestion';
import { offeredReasons, reasonSession, reasonsBySession, setSessionReasons } from './session-reason.service';

const ID = { type: 'string', minLength: 1, maxLength: 40 };
const reasonsQuery = queryValidator<{ sessionId: string }>({ type: 'object', additionalProperties: false, required: ['sessionId'], properties: { sessionId: ID } });
const reasonsBody = bodyValidator<{ sessionId: string; reasonIds: string[] }>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId', 'reasonIds'],
  properties: { sessionId: ID, reasonIds: { type: 'array', maxItems: 10, uniqueItems: true, items: ID } },
});

/**
 * The workbench's contact reasons: the reasons on offer (and whether one is required before ending a chat), and
 * reading and setting a chat's reasons (its agent, or a supervisor or administrator). Reading also answers a
 * suggestion from the chat's waybill state or the robot's class of the question (null when there is none).
 */
export function sessionReasonRoutes(ctx: AppContext, desk: WaybillDeskService): RouteSpec[] {
  const db = ctx.db.kysely;
  return [
    route({ method: 'get', path: '/contactReasons', handler: async (_req, res) => {
      const [reasons, cfg] = await Promise.all([offeredReasons(db), getServiceConfig(db)]);
      ok(res, { required: cfg.reasonRequired, reasons });
    } }),
    route({ method: 'get', path: '/sessionReasons', query: reasonsQuery, handler: async (req, res, { query: q }) => {
      const s = await reasonSession(db, req.user!, q.sessionId);
      const [reasons, suggestion] = await Promise.all([reasonsBySession(db, [s.id]), suggestReason(db, desk, s.id)]);
      ok(res, { sessionId: s.id, reasons: reasons.get(s.id) ?? [], suggestion });
    } }),
    route({ method: 'put', path: '/sessionReasons', body: reasonsBody, handler: async (req, res, { body: b }) => {
      ok(res, { sessionId: b.sessionId, reasons: await setSessionReasons(db, req.user!, b.sessionId, b.reasonIds) });
    } }),
  ];
}
