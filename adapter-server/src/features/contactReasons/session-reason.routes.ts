import { Router } from 'express';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
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
export function sessionReasonRoutes(ctx: AppContext, desk: WaybillDeskService): Router {
  const db = ctx.db.kysely;
  const r = Router();
  r.get('/contactReasons', async (_req, res) => {
    const [reasons, cfg] = await Promise.all([offeredReasons(db), getServiceConfig(db)]);
    ok(res, { required: cfg.reasonRequired, reasons });
  });
  r.get('/sessionReasons', async (req, res) => {
    const q = reasonsQuery(req.query);
    const s = await reasonSession(db, req.user!, q.sessionId);
    const [reasons, suggestion] = await Promise.all([reasonsBySession(db, [s.id]), suggestReason(db, desk, s.id)]);
    ok(res, { sessionId: s.id, reasons: reasons.get(s.id) ?? [], suggestion });
  });
  r.put('/sessionReasons', async (req, res) => {
    const b = reasonsBody(req.body);
    ok(res, { sessionId: b.sessionId, reasons: await setSessionReasons(db, req.user!, b.sessionId, b.reasonIds) });
  });
  return r;
}
