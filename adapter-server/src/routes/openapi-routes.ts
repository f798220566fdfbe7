import type { Method, RouteSpec } from '../http/routes';
import { routesFor, type Role } from '../sso/menus';
import type { Access } from '../sso/staff-auth';
import type { OpenMount, RouteTable } from './route-table';

/**
 * What the API description is read from: the route table's mounts (their callers, access and roles) and the
 * routes declared under them (their methods, paths, roles, uploads and body and query validators), in the order
 * the application mounts them. Nothing is read from Express or from the source.
 */

export const ROLES: Role[] = ['admin', 'supervisor', 'agent'];

export type Caller = { kind: 'open'; caller: OpenMount['caller'] } | { kind: 'staff'; access: Access };

export interface Operation {
  method: Method;
  /** Express path, e.g. `/ccim-main/api/webhookMgt/get/:id`. */
  path: string;
  /** The declaration; none for the files a mount serves by name. */
  spec?: RouteSpec;
  caller: Caller;
  /** The staff roles that may call it (null: not a staff matter). */
  roles: Role[] | null;
  /** The staff mount's path (the schema's controller for schema-driven routes). */
  staffBase?: string;
}

const STAFF_API = '/ccim-main/api';

/** A mount's path and a route's path relative to it, as Express joins them. */
const join = (mount: string, p: string): string => `${mount === '/' ? '' : mount}${p === '/' ? '' : p}` || '/';

/** The roles a staff mount's access grants (menu routes → the roles whose menu has one of them). */
export function rolesOf(access: Access): Role[] {
  if (access === 'staff') return [...ROLES];
  return ROLES.filter((r) => access.some((route) => routesFor(r).has(route)));
}

const narrowed = (roles: Role[] | null, limit: readonly Role[] | undefined): Role[] | null =>
  limit ? (roles ?? [...ROLES]).filter((r) => limit.includes(r)) : roles;

/** Every declared route, in the order the application mounts them (Express answers with the first that matches). */
export function operationsOf(table: RouteTable): Operation[] {
  const out: Operation[] = [];
  for (const m of [...table.root, ...table.open]) {
    const caller: Caller = { kind: 'open', caller: m.caller };
    for (const spec of m.routes) out.push({ method: spec.method, path: join(m.path, spec.path), spec, caller, roles: narrowed(null, spec.roles) });
    // A mount that serves files (uploads, the reference page's assets): one GET for any name under it.
    if (m.files?.length) out.push({ method: 'get', path: join(m.path, '/:file'), caller, roles: null });
  }
  for (const m of table.staff) {
    const caller: Caller = { kind: 'staff', access: m.access };
    const base = narrowed(rolesOf(m.access), m.roles);
    for (const spec of m.routes) {
      out.push({ method: spec.method, path: join(`${STAFF_API}${m.path}`, spec.path), spec, caller, roles: narrowed(base, spec.roles), staffBase: m.path });
    }
  }
  return out;
}

/** `/a/:id/{*rest}` → `/a/{id}/{rest}`, and the names of its parameters. */
export function openApiPath(expressPath: string): { path: string; params: string[] } {
  const params: string[] = [];
  const p = expressPath
    .replace(/\{\*(\w+)\}/g, (_, n: string) => (params.push(n), `{${n}}`))
    .replace(/\*(\w+)/g, (_, n: string) => (params.push(n), `{${n}}`))
    .replace(/:(\w+)/g, (_, n: string) => (params.push(n), `{${n}}`));
  return { path: p || '/', params };
}
