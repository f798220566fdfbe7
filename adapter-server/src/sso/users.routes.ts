import { route, type RouteSpec } from '../http/routes';
import type { AppContext } from '../context';
import { actorOf } from '../audit/audit-log.service';
import { badRequest, notFound } from '../http/envelope';
import { addTranslations } from '../http/i18n';
import { ajv, bodyValidator, check, queryValidator } from '../http/validation';
import { toStaffUser, type NewUser } from './sso.service';
import { addUser, changeUser, removeUser } from './users.service';
import * as repo from './user.repository';
import { listUsers, type UserFilter } from './user.repository';

/**
 * Sign-on users as a simple-REST resource, the shape `ra-data-simple-rest` speaks: GET / with
 * `sort`, `range`, `filter` JSON query parameters and a Content-Range header, GET/PUT/DELETE /:id, POST /.
 * Bodies are plain records, not the envelope, because that is the protocol of this one endpoint.
 */
const ROLE = { type: 'string', enum: ['admin', 'supervisor', 'agent'] };
const ORG_TYPE = { type: 'string', enum: ['kd', 'ky'] };
const common = {
  name: { type: 'string', minLength: 1, maxLength: 64 },
  code: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' },
  role: ROLE,
  authLevel: { type: 'integer', minimum: 0, maximum: 9 },
  orgName: { type: 'string', maxLength: 128 },
  orgFullName: { type: 'string', maxLength: 255 },
  orgType: ORG_TYPE,
  enabled: { type: 'boolean' },
};
const createBody = bodyValidator<NewUser>({
  type: 'object',
  additionalProperties: false,
  required: ['username', 'password', 'name', 'code', 'role'],
  properties: {
    ...common,
    username: { type: 'string', minLength: 2, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' },
    password: { type: 'string', minLength: 8, maxLength: 256 },
  },
});
const updateBody = bodyValidator<Partial<NewUser> & { id?: string; username?: string; oidcLinkAllowed?: boolean; oidcLinked?: boolean }>({
  type: 'object',
  additionalProperties: false,
  properties: {
    ...common,
    // The next company sign-on under this user name may link to the account (sso/oidc.ts); oidcLinked is shown only.
    oidcLinkAllowed: { type: 'boolean' },
    oidcLinked: { type: 'boolean' },
    id: { type: 'string' },
    username: { type: 'string' },
    password: { type: 'string', maxLength: 256, anyOf: [{ maxLength: 0 }, { minLength: 8 }] },
    createdAt: { type: 'number' },
    updatedAt: { type: 'number' },
  },
});
const listQuery = queryValidator<{ sort?: string; range?: string; filter?: string }>({
  type: 'object',
  properties: { sort: { type: 'string' }, range: { type: 'string' }, filter: { type: 'string' } },
});

/** The user as the users admin shows it: the staff identity plus what only the admin sees. */
const toRecord = (u: repo.UserRow) => ({
  ...toStaffUser(u),
  enabled: u.enabled === 1,
  oidcLinkAllowed: u.oidc_link_allowed === 1,
  oidcLinked: u.oidc_subject !== '',
  createdAt: u.created_at,
  updatedAt: u.updated_at,
});

addTranslations({ 'is not valid JSON': '不是有效的 JSON' });

function parseJson(text: string | undefined, name: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(`Query parameter ${name} is not valid JSON`, [{ field: name, message: 'is not valid JSON' }]);
  }
}

/** The list's JSON parameters once parsed: a wrong shape is a 400 naming the field (`filter.q`, `range.1`), never a 500. */
const pair = (item: object) => ({ type: 'array', minItems: 2, maxItems: 2, items: [item, item] });
const listShape = ajv.compile<{ sort?: [string, string]; range?: [number, number]; filter?: UserFilter }>({
  type: 'object',
  properties: {
    sort: { ...pair({ type: 'string', maxLength: 64 }), items: [{ type: 'string', maxLength: 64 }, { type: 'string', enum: ['ASC', 'DESC', 'asc', 'desc'] }] },
    range: pair({ type: 'integer', minimum: 0, maximum: 1_000_000 }),
    // Other keys a list may send are ignored; the ones read here must have their types.
    filter: {
      type: 'object',
      properties: { q: { type: 'string', maxLength: 128 }, role: ROLE, id: { type: 'array', maxItems: 500, items: { type: 'string', maxLength: 64 } } },
    },
  },
});

export function usersRoutes(ctx: AppContext): RouteSpec[] {
  const db = ctx.db.kysely;
  const r: RouteSpec[] = [];

  r.push(route({ method: 'get', path: '/', query: listQuery, handler: async (req, res, { query: q }) => {
    const parsed = check(listShape, { sort: parseJson(q.sort, 'sort'), range: parseJson(q.range, 'range'), filter: parseJson(q.filter, 'filter') }, 'query');
    const [field, order] = parsed.sort ?? ['username', 'ASC'];
    const [from, to] = parsed.range ?? [0, 24];
    const filter = parsed.filter ?? {};
    const { rows, total } = await listUsers(db, { field, order, from, to, filter });
    res.set('Content-Range', `users ${from}-${Math.max(from, from + rows.length - 1)}/${total}`);
    res.json(rows.map(toRecord));
  } }));

  r.push(route({ method: 'get', path: '/:id', handler: async (req, res) => {
    const row = await repo.findUserById(db, req.params.id);
    if (!row) throw notFound('No such user');
    res.json(toRecord(row));
  } }));

  r.push(route({ method: 'post', path: '/', body: createBody, handler: async (req, res, { body }) => {
    res.status(201).json(toRecord(await addUser(db, actorOf(req), body)));
  } }));

  r.push(route({ method: 'put', path: '/:id', body: updateBody, handler: async (req, res, { body }) => {
    const id = req.params.id;
    const { user, endsSessions } = await changeUser(db, actorOf(req), id, body);
    if (endsSessions) ctx.events.emit('staff_session.revoked', { userId: id, reason: 'user.changed' });
    res.json(toRecord(user));
  } }));

  r.push(route({ method: 'delete', path: '/:id', handler: async (req, res) => {
    const row = await removeUser(db, actorOf(req), req.params.id);
    ctx.events.emit('staff_session.revoked', { userId: row.id, reason: 'user.deleted' });
    res.json(toRecord(row));
  } }));
  // Staff accounts are for admins alone.
  return r.map((spec) => ({ ...spec, roles: ['admin'] }));
}
