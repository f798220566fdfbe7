import { Router } from 'express';
import type { AppContext } from '../context';
import { actorOf, recordAudit, userChangeEntries } from '../audit/audit-log.service';
import { requireRole } from './staff-auth';
import { notFound, refused } from '../http/envelope';
import { bodyValidator, queryValidator } from '../http/validation';
import { hashPassword } from './password';
import { createUser, toStaffUser, type NewUser } from './sso.service';
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
const updateBody = bodyValidator<Partial<NewUser> & { id?: string; username?: string }>({
  type: 'object',
  additionalProperties: false,
  properties: {
    ...common,
    id: { type: 'string' },
    username: { type: 'string' },
    password: { type: 'string', maxLength: 256, anyOf: [{ maxLength: 0 }, { minLength: 8 }] },
    createdAt: { type: 'number' },
    updatedAt: { type: 'number' },
  },
});
/** The fields of an edit that are neither the password, the role nor the enabled flag (audited as `update`). */
const OTHER = ['name', 'code', 'authLevel', 'orgName', 'orgFullName', 'orgType'] as const;
const listQuery = queryValidator<{ sort?: string; range?: string; filter?: string }>({
  type: 'object',
  properties: { sort: { type: 'string' }, range: { type: 'string' }, filter: { type: 'string' } },
});

/** The user as the users admin shows it: the staff identity plus what only the admin sees. */
const toRecord = (u: repo.UserRow) => ({ ...toStaffUser(u), enabled: u.enabled === 1, createdAt: u.created_at, updatedAt: u.updated_at });

function parseJson<T>(text: string | undefined, fallback: T, name: string): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw refused(`Query parameter ${name} is not valid JSON`);
  }
}

export function usersRoutes(ctx: AppContext): Router {
  const db = ctx.db.kysely;
  const r = Router();
  r.use(requireRole('admin'));

  r.get('/', async (req, res) => {
    const q = listQuery(req.query);
    const [field, order] = parseJson<[string, string]>(q.sort, ['username', 'ASC'], 'sort');
    const [from, to] = parseJson<[number, number]>(q.range, [0, 24], 'range');
    const filter = parseJson<UserFilter>(q.filter, {}, 'filter');
    const { rows, total } = await listUsers(db, { field, order, from, to, filter });
    res.set('Content-Range', `users ${from}-${Math.max(from, from + rows.length - 1)}/${total}`);
    res.json(rows.map(toRecord));
  });

  r.get('/:id', async (req, res) => {
    const row = await repo.findUserById(db, req.params.id);
    if (!row) throw notFound('No such user');
    res.json(toRecord(row));
  });

  r.post('/', async (req, res) => {
    const row = await db.transaction().execute(async (trx) => {
      const made = await createUser(trx, createBody(req.body));
      await recordAudit(trx, { actor: actorOf(req), action: 'create', target: `ssoUsers ${made.username}`, outcome: 'success' });
      return made;
    });
    res.status(201).json(toRecord(row));
  });

  r.put('/:id', async (req, res) => {
    const body = updateBody(req.body);
    const id = req.params.id;
    const existing = await repo.findUserById(db, id);
    if (!existing) throw notFound('No such user');
    if (id === req.user!.id && (body.role && body.role !== 'admin' || body.enabled === false)) {
      throw refused('You cannot remove your own administrator rights or disable yourself');
    }
    const at = Date.now();
    const endsSessions = !!body.password || (body.enabled === false && existing.enabled === 1) || (!!body.role && body.role !== existing.role);
    await db.transaction().execute(async (trx) => {
      await repo.updateUser(trx, id, {
        ...(body.name !== undefined && { name: body.name }),
        ...(body.code !== undefined && { code: body.code }),
        ...(body.role !== undefined && { role: body.role }),
        ...(body.authLevel !== undefined && { auth_level: body.authLevel }),
        ...(body.orgName !== undefined && { org_name: body.orgName }),
        ...(body.orgFullName !== undefined && { org_full_name: body.orgFullName }),
        ...(body.orgType !== undefined && { org_type: body.orgType }),
        ...(body.enabled !== undefined && { enabled: body.enabled ? 1 : 0 }),
        ...(body.password ? { password_hash: await hashPassword(body.password) } : {}),
        updated_at: at,
      });
      // A new password, a disabled account or another role ends the sessions already handed out.
      if (endsSessions) await repo.revokeUserSessions(trx, id, at);
      const before = { role: existing.role, enabled: existing.enabled === 1 };
      const change = { ...body, other: OTHER.some((k) => body[k] !== undefined) };
      await recordAudit(trx, userChangeEntries(actorOf(req), `ssoUsers ${existing.username}`, before, change));
    });
    if (endsSessions) ctx.events.emit('staff_session.revoked', { userId: id, reason: 'user.changed' });
    res.json(toRecord((await repo.findUserById(db, id))!));
  });

  r.delete('/:id', async (req, res) => {
    const id = req.params.id;
    if (id === req.user!.id) throw refused('You cannot delete yourself');
    const row = await repo.findUserById(db, id);
    if (!row) throw notFound('No such user');
    await db.transaction().execute(async (trx) => {
      await repo.deleteUser(trx, id);
      await recordAudit(trx, { actor: actorOf(req), action: 'delete', target: `ssoUsers ${row.username}`, outcome: 'success' });
    });
    ctx.events.emit('staff_session.revoked', { userId: id, reason: 'user.deleted' });
    res.json(toRecord(row));
  });
  return r;
}
