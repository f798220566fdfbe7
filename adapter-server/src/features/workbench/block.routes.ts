import { route, type RouteSpec } from '../../http/routes';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { bodyValidator } from '../../http/validation';
import { blockSessionVisitor, callerAgent } from './workbench.service';

/** The block lengths the workbench offers, in days; `null` is permanent. */
export const BLOCK_DAYS = [1, 7, 30] as const;

interface PullBlockBody {
  sessionId: string;
  reason: string;
  days: number | null;
}

const pullBlockBody = bodyValidator<PullBlockBody>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId', 'reason', 'days'],
  properties: {
    sessionId: { type: 'string', minLength: 1, maxLength: 40 },
    reason: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
    days: { type: ['integer', 'null'], enum: [...BLOCK_DAYS, null] },
  },
});

/** `workbench/pullBlock`: the agent puts the visitor of one of their own sessions on the blacklist. */
export function blockRoutes(ctx: AppContext): RouteSpec[] {
  const db = ctx.db.kysely;
  const r: RouteSpec[] = [];
  r.push(route({ method: 'put', path: '/pullBlock', body: pullBlockBody, handler: async (req, res, { body: b }) => {
    const agent = await callerAgent(db, req.user!);
    const block = await blockSessionVisitor(db, agent.id, b.sessionId, { reason: b.reason.trim(), days: b.days }, req.user!.username);
    ok(res, block, 'The visitor is on the blacklist now');
  } }));
  return r;
}
