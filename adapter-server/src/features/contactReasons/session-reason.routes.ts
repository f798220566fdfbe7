import { Router } from 'express';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { bodyValidator, queryValidator } from '../../http/validation';
import { getServiceConfig } from '../serviceConfig/service-config.service';
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
 * reading and setting a chat's reasons (its agent, or a supervisor or administrator).
 */
export function sessionReasonRoutes(ctx: AppContext): Router {
  const db = ctx.db.kysely;
  const r = Router();
  r.get('/contactReasons', async (_req, res) => {
    const [reasons, cfg] = await Promise.all([offeredReasons(db), getServiceConfig(db)]);
    ok(res, { required: cfg.reasonRequired, reasons });
  });
  r.get('/sessionReasons', async (req, res) => {
    const q = reasonsQuery(req.query);
    const s = await reasonSession(db, req.user!, q.sessionId);
    ok(res, { sessionId: s.id, reasons: (await reasonsBySession(db, [s.id])).get(s.id) ?? [] });
  });
  r.put('/sessionReasons', async (req, res) => {
    const b = reasonsBody(req.body);
    ok(res, { sessionId: b.sessionId, reasons: await setSessionReasons(db, req.user!, b.sessionId, b.reasonIds) });
  });
  return r;
}
