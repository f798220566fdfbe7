import { route, type RouteSpec } from '../../http/routes';
import type { AppContext } from '../../context';
import { ok, refused } from '../../http/envelope';
import { bodyValidator } from '../../http/validation';
import { repliesOf, typesOf } from '../quickReplies/quick-reply.repository';
import { quickReplyTree } from './quick-reply-tree';
import { countClick, findUsableReply } from './quick-reply-usage.repository';

const clickBody = bodyValidator<{ id: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 40 } },
});

const COMMON = 0;
const PERSONAL = 1;

/** `workbench/listQuickReply` (common), `pub/listQuickReply` (the caller's personal ones), `clickQuickReply`. */
export function quickReplyRoutes(ctx: AppContext): RouteSpec[] {
  const db = ctx.db.kysely;
  const r: RouteSpec[] = [];
  r.push(route({ method: 'get', path: '/listQuickReply', handler: async (_req, res) => {
    const [types, replies] = await Promise.all([typesOf(db, COMMON, null), repliesOf(db, COMMON, null)]);
    ok(res, quickReplyTree(types, replies));
  } }));
  r.push(route({ method: 'get', path: '/pub/listQuickReply', handler: async (req, res) => {
    const me = req.user!.id;
    const [types, replies] = await Promise.all([typesOf(db, PERSONAL, me), repliesOf(db, PERSONAL, me)]);
    ok(res, quickReplyTree(types, replies));
  } }));
  r.push(route({ method: 'put', path: '/clickQuickReply', body: clickBody, handler: async (req, res, { body }) => {
    const { id } = body;
    const reply = await findUsableReply(db, id, req.user!.id);
    if (!reply) throw refused('No such quick reply');
    await countClick(db, id);
    ok(res, { id, clickCount: reply.click_count + 1 });
  } }));
  return r;
}
