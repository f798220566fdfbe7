import type { Request } from 'express';
import type { RouteSpec } from '../http/routes';
import type { ActionDef, EndpointDef, ResourceDef, ResourcesSchema } from '../../../src/common/resources';
import type { AppContext } from '../context';
import { auditCall, auditInTrx } from '../audit/audit-log.calls';
import { deleteRecords, createRecord, getRecord, listPage, updateRecord, type Crud } from './crud.service';
import { SENT, type EndpointHandler, type Management } from './hooks';
import { actionSchema, createSchema, deleteSchema, listSchema, updateSchema, type JsonSchema } from './json-schema';
import { mountedResources } from './load';
import { columnOf, type Row } from './records';
import { badRequest, ok } from '../http/envelope';
import { bodyValidator, queryValidator } from '../http/validation';

type Kind = 'list' | 'getOne' | 'create' | 'update' | 'save' | 'delete' | 'action' | 'export' | 'import' | 'template';

/** One call of the API as the schema declares it. */
export interface Mounted {
  resourceName: string;
  r: ResourceDef;
  kind: Kind;
  endpoint: EndpointDef;
  action?: ActionDef;
  key: string;
}

export const keyOf = (r: ResourceDef, e: EndpointDef) => `${e.method} ${e.controller ?? r.controller}/${e.path}`;

/** Every call the schema declares, create and update folded into one `save` when they share an endpoint. */
export function declaredCalls(schema: ResourcesSchema): Mounted[] {
  const out = new Map<string, Mounted>();
  const add = (m: Omit<Mounted, 'key'>) => {
    const key = keyOf(m.r, m.endpoint);
    const prev = out.get(key);
    if (prev && ((prev.kind === 'create' && m.kind === 'update') || (prev.kind === 'update' && m.kind === 'create'))) {
      out.set(key, { ...prev, kind: 'save' });
    } else if (prev) throw new Error(`resources.schema.json: resource ${m.resourceName}: ${key} is declared twice`);
    else out.set(key, { ...m, key });
  };
  for (const [resourceName, r] of mountedResources(schema)) {
    for (const kind of ['list', 'getOne', 'create', 'update', 'delete'] as const) {
      const endpoint = r.endpoints[kind];
      if (endpoint) add({ resourceName, r, kind, endpoint });
    }
    r.actions?.forEach((action) => add({ resourceName, r, kind: 'action', endpoint: action.endpoint, action }));
    r.exports?.forEach((x) => add({ resourceName, r, kind: 'export', endpoint: x.endpoint }));
    r.imports?.forEach((x) => {
      add({ resourceName, r, kind: 'import', endpoint: x.endpoint });
      add({ resourceName, r, kind: 'template', endpoint: x.template });
    });
  }
  return [...out.values()];
}

/** What a call of the schema takes (its body, or its query for GET and `paramsIn: query`); null for none. */
export function inputSchema(schema: ResourcesSchema, m: Mounted): JsonSchema | null {
  const hasId = m.r.fields.some((f) => f.name === 'id');
  const idOnly = { type: 'object', additionalProperties: false, properties: { id: { type: 'string', minLength: 1, maxLength: 40 } }, required: hasId ? ['id'] : [] };
  switch (m.kind) {
    case 'list':
    case 'export':
      return listSchema(schema, m.r);
    case 'getOne':
      return idOnly;
    case 'create':
      return createSchema(schema, m.r);
    case 'update':
      return updateSchema(schema, m.r);
    case 'save':
      return updateSchema(schema, m.r, true);
    case 'delete':
      return m.endpoint.paramsIn === 'path' ? idOnly : deleteSchema(schema, m.r);
    case 'action':
      return actionSchema(schema, m.r, m.action!);
    default:
      return null;
  }
}

function reader(schema: ResourcesSchema, m: Mounted): (req: Request) => Row {
  const s = inputSchema(schema, m);
  if (!s) return () => ({});
  const fromQuery = m.endpoint.method === 'GET' || m.endpoint.paramsIn === 'query';
  const validate = fromQuery ? queryValidator<Row>(s) : bodyValidator<Row>(s);
  if (m.endpoint.paramsIn === 'path') {
    return (req) => validate({ ...(req.body as Row | undefined), id: req.params.id });
  }
  return (req) => validate(fromQuery ? req.query : req.body);
}

function genericHandler(ctx: AppContext, m: Mounted, crud: Crud | null): EndpointHandler | null {
  if (!crud) return null;
  const db = ctx.db.kysely;
  const commit = (kind: 'create' | 'update' | 'delete', ids: string[]) => crud.hooks.afterCommit?.(ctx, { kind, ids });
  switch (m.kind) {
    case 'list':
      return async ({ user, input }) => {
        const page = await listPage(db, crud, user, input, m.endpoint.unpaged);
        return m.endpoint.unpaged ? page.records : page;
      };
    case 'getOne':
      return ({ user, input }) => getRecord(db, crud, user, input.id);
    case 'create':
    case 'update':
    case 'save':
      return async ({ user, input, req }) => {
        const creating = m.kind === 'create' || (m.kind === 'save' && input.id === undefined);
        const record = await db.transaction().execute(async (trx) => {
          const saved = await (creating ? createRecord(trx, crud, user, input) : updateRecord(trx, crud, user, input));
          await auditInTrx(trx, req, String(saved.id));
          return saved;
        });
        commit(creating ? 'create' : 'update', [String(record.id)]);
        return record;
      };
    case 'delete':
      return async ({ user, input, req }) => {
        const ids = Array.isArray(input.ids) ? input.ids.map(String) : input.id !== undefined ? [String(input.id)] : [];
        if (!ids.length) throw badRequest('Invalid request body: id is required', [{ field: 'id', message: 'is required' }]);
        const deleted = await db.transaction().execute(async (trx) => {
          const n = await deleteRecords(trx, crud, user, ids);
          await auditInTrx(trx, req);
          return n;
        });
        commit('delete', ids);
        return { deleted };
      };
    default:
      return null;
  }
}

/**
 * Declares every call of `resources.schema.json`, one list of routes per controller (paths relative to `/<controller>`):
 * the generic list/get/add/edit/del over the resource's table, or the hand-written handler registered for that
 * call. A call with neither stops the start, so the schema can never promise an endpoint that is not there.
 * The route table mounts each controller's routes with the access it declares.
 */
export function crudRoutes(ctx: AppContext, schema: ResourcesSchema, mgmt: Management): Map<string, RouteSpec[]> {
  const controllers = new Map<string, RouteSpec[]>();
  for (const m of declaredCalls(schema)) {
    const controller = m.endpoint.controller ?? m.r.controller;
    const crud: Crud | null = m.r.table
      ? { r: m.r, table: m.r.table, dialect: ctx.db.dialect, hooks: mgmt.hooks[m.resourceName] ?? {} }
      : null;
    const handler = mgmt.handlers[m.key] ?? genericHandler(ctx, m, crud);
    if (!handler) throw new Error(`resources.schema.json: resource ${m.resourceName}: ${m.key} has no handler`);
    const read = reader(schema, m);
    const label = m.r.fields.find((f) => f.name === m.r.recordLabel && f.name !== 'id' && !f.virtual);
    const titles = m.r.table && label ? { table: m.r.table, column: columnOf(label), field: label.name } : undefined;
    const routes = controllers.get(controller) ?? [];
    controllers.set(controller, routes);
    routes.push({
      method: m.endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete',
      path: `/${m.endpoint.path.replace('{id}', ':id')}`,
      summary: `${m.resourceName}: ${m.action?.name ?? m.kind}`,
      // An action the schema limits to some roles.
      ...(m.action?.roles ? { roles: m.action.roles } : {}),
      ...(mgmt.uploads?.[m.key] ? { upload: mgmt.uploads[m.key] } : {}),
      // The input is read as the schema declares it (the body with the path's id for `paramsIn: path`).
      handler: async (req, res) => {
        const input = read(req);
        const call = { resourceName: m.resourceName, kind: m.kind, method: m.endpoint.method, action: m.action, input, titles };
        const data = await auditCall(ctx, req, call, () => handler({ ctx, user: req.user!, resource: m.r, resourceName: m.resourceName, input, req, res }));
        if (data !== SENT) ok(res, data ?? null);
      },
    });
  }
  return controllers;
}
