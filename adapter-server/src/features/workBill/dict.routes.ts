import { route, type RouteSpec } from '../../http/routes';
import type { DB } from '../../db/database';
import { ok } from '../../http/envelope';
import { bodyValidator } from '../../http/validation';
import { listDict } from './work-bill.repository';

const dictBody = bodyValidator<{ dictType: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['dictType'],
  properties: { dictType: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_]+$' } },
});

/** `dictData/findDictData {dictType}`: the enabled items of one dictionary, in order. */
export function dictDataRoutes(db: DB): RouteSpec[] {
  const r: RouteSpec[] = [];
  r.push(route({ method: 'post', path: '/findDictData', body: dictBody, handler: async (req, res, { body }) => {
    const rows = await listDict(db, body.dictType);
    ok(res, rows.map((x) => ({ code: x.code, name: { en: x.name_en, zh: x.name_zh }, sort: x.sort })));
  } }));
  return r;
}
