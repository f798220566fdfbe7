import fs from 'node:fs';
import type { Application, RequestHandler } from 'express';
import { describedValidators, type DescribedValidator } from '../http/validation';
import { routesFor, type Role } from '../sso/menus';
import type { Access } from '../sso/staff-auth';
import type { OpenMount, RouteTable } from './route-table';

/**
 * What the API description is read from: every route the Express application really mounts (walked layer by layer,
 * with its caller from the route table and the `requireRole` guards on the way) and the ajv validators its
 * handlers call on the body and the query (found by the name they are declared under).
 */

export const ROLES: Role[] = ['admin', 'supervisor', 'agent'];
type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';
const METHODS = new Set<string>(['get', 'post', 'put', 'delete', 'patch']);

interface Layer {
  rawPath?: unknown;
  name?: string;
  route?: { path: unknown; methods: Record<string, boolean>; stack: { handle: RequestHandler }[] };
  handle: RequestHandler & { stack?: Layer[]; roles?: readonly string[] };
}

export type Caller = { kind: 'open'; caller: OpenMount['caller'] } | { kind: 'staff'; access: Access };

export interface Operation {
  method: Method;
  /** Express path, e.g. `/ccim-main/api/webhookMgt/get/:id`. */
  path: string;
  handlers: RequestHandler[];
  caller: Caller | null;
  /** `requireRole` guards met on the way. */
  limits: (readonly string[])[];
  /** The staff mount's path (the schema's controller for schema-driven routes). */
  staffBase?: string;
}

const join = (a: string, b: unknown) => (typeof b === 'string' && b !== '/' ? `${a}${b}` : a);

/** Every route the application mounts, in the order Express tries them. */
export function operationsOf(app: Application, table: RouteTable): Operation[] {
  const mounts = new Map<unknown, { caller: Caller; staffBase?: string }>();
  for (const m of table.open) for (const r of m.routers) mounts.set(r, { caller: { kind: 'open', caller: m.caller } });
  for (const m of table.staff) for (const r of m.routers) mounts.set(r, { caller: { kind: 'staff', access: m.access }, staffBase: m.path });
  const out: Operation[] = [];
  const walk = (stack: Layer[], prefix: string, caller: Caller | null, staffBase: string | undefined, inherited: { prefix: string; roles: readonly string[] }[]) => {
    const limits = [...inherited];
    for (const layer of stack) {
      if (layer.route) {
        const full = join(prefix, layer.route.path);
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (!on || !METHODS.has(method)) continue;
          const roles = limits.filter((l) => full === l.prefix || full.startsWith(`${l.prefix}/`)).map((l) => l.roles);
          out.push({ method: method as Method, path: full, handlers: layer.route.stack.map((s) => s.handle), caller, limits: roles, staffBase });
        }
        continue;
      }
      const at = join(prefix, layer.rawPath);
      if (layer.handle.roles) limits.push({ prefix: at, roles: layer.handle.roles });
      const mount = mounts.get(layer.handle);
      if (Array.isArray(layer.handle.stack)) {
        walk(layer.handle.stack, at, mount?.caller ?? caller, mount?.staffBase ?? staffBase, limits);
      } else if (mount && layer.name === 'serveStatic') {
        // A mount that serves files (uploads): one GET for any name under it.
        out.push({ method: 'get', path: `${at}/:file`, handlers: [], caller: mount.caller, limits: [], staffBase });
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '', null, undefined, []);
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

/** The roles a staff mount's access grants (menu routes → the roles whose menu has one of them). */
export function rolesOf(access: Access): Role[] {
  if (access === 'staff') return [...ROLES];
  return ROLES.filter((r) => access.some((route) => routesFor(r).has(route)));
}

// ---- validators: a handler's `name(req.body)` → the schema of the validator declared as `const name = …`

interface Named {
  v: DescribedValidator;
  file: string;
}

const sourceCache = new Map<string, string[]>();
function sourceLines(file: string): string[] {
  let lines = sourceCache.get(file);
  if (!lines) {
    try {
      lines = fs.readFileSync(file, 'utf8').split('\n');
    } catch {
      lines = [];
    }
    sourceCache.set(file, lines);
  }
  return lines;
}

export function namedValidators(): Map<string, Named[]> {
  const byName = new Map<string, Named[]>();
  for (const v of describedValidators()) {
    for (const site of v.sites) {
      const lines = sourceLines(site.file);
      // `const name = xValidator(` on the line of the call, or `const name =` ending the line before it.
      const here = lines[site.line - 1] ?? '';
      const before = lines[site.line - 2] ?? '';
      const m =
        /(?:const|let)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*[\w$.]*[Vv]alidator\b/.exec(here) ??
        (/^\s*[\w$.]*[Vv]alidator\b/.test(here) ? /(?:const|let)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*$/.exec(before) : null);
      if (!m) continue;
      const list = byName.get(m[1]) ?? [];
      list.push({ v, file: site.file });
      byName.set(m[1], list);
      break;
    }
  }
  return byName;
}

/** The validators a route's handlers call on its body and query. */
export function validatorsOf(op: Operation, byName: Map<string, Named[]>): { body?: object; query?: object } {
  const text = op.handlers.map((h) => Function.prototype.toString.call(h)).join('\n');
  const out: { body?: object; query?: object } = {};
  const last = op.path.slice(op.path.lastIndexOf('/'));
  // `name(req.body)`, or `(0, module.name)(req.body)` as a bundler or test transform writes an imported call.
  for (const m of text.matchAll(/\b([A-Za-z_$][\w$]*)\)?\(\s*(?:\{\s*\.\.\.\s*)?req\.(body|query)\b/g)) {
    const candidates = byName.get(m[1]) ?? [];
    const found = candidates.find((c) => sourceLines(c.file).some((l) => l.includes(`'${last}'`))) ?? candidates[0];
    if (found) out[found.v.kind] ??= found.v.schema;
  }
  return out;
}
