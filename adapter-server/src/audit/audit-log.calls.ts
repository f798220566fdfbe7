import type { Request } from 'express';
import type { AppContext } from '../context';
import type { Executor } from '../db/database';
import { recordTitles } from './audit-log.repository';
import { actorOf, recordAudit, type AuditOutcome } from './audit-log.service';

/**
 * The management calls of the schema-driven router. `auditCall` wraps one call: a handler that changes data
 * records the call inside its own transaction with `auditInTrx(trx, req)` (so a rolled-back change leaves no
 * entry behind); a call that did not (an export, a handler without its own hook) is recorded right after
 * it succeeds; a refused or failed call is recorded as a failure.
 */
interface Pending {
  action: string;
  target: string;
  recorded: boolean;
  resourceName?: string;
  /** The title the call's own input gives the record (a new record's name). */
  title?: string;
}

const PENDING = new WeakMap<Request, Pending>();
/** Every request the schema router served, audited or not (a template download is not an export). */
const SCHEMA_CALLS = new WeakSet<Request>();

/** What the router knows of a call: the kind of the schema's endpoint and, for an action, its definition. */
export interface CallShape {
  resourceName: string;
  kind: string;
  method: string;
  action?: { name: string; scope: string };
  input: Record<string, unknown>;
  /** Where the resource's records' titles are (its table and `recordLabel` column), to name them in the entry. */
  titles?: { table: string; column: string; field: string };
}

/** The audited action of a call, or null for a call that only reads. */
export function auditActionOf(c: CallShape): string | null {
  switch (c.kind) {
    case 'create':
    case 'update':
    case 'delete':
    case 'import':
    case 'export':
      return c.kind;
    case 'save':
      return c.input.id === undefined ? 'create' : 'update';
    case 'action':
      // Helpers that only read (keyword splitting, pickers) are not changes.
      if (c.method === 'GET' || (c.action?.scope === 'helper' && c.method === 'POST')) return null;
      if (c.action?.name === 'enableDisable') return c.input.enabled === true ? 'enable' : 'disable';
      return c.action?.name ?? null;
    default:
      return null;
  }
}

const idsOf = (input: Record<string, unknown>) => (Array.isArray(input.ids) ? input.ids.map(String) : input.id !== undefined ? [String(input.id)] : []);

/**
 * `<resource> #<ids> · <titles>`: the screen shows the resource's name and the records' titles (an agent's name,
 * a question), read before the call (a deleted record is gone after it); the ids stay to tell equal titles apart.
 */
const targetOf = (resourceName: string, ids: string[], titles: string[] = []) => {
  const named = titles.filter(Boolean);
  return ids.length ? `${resourceName} #${ids.join(',')}${named.length ? ` · ${named.join(', ')}` : ''}` : resourceName;
};

async function titlesOf(ctx: AppContext, c: CallShape, ids: string[]): Promise<string[]> {
  if (!c.titles || !ids.length) return [];
  const found = await recordTitles(ctx.db.kysely, c.titles.table, c.titles.column, ids.slice(0, 20)).catch(() => new Map<string, string>());
  return ids.map((id) => found.get(id) ?? '');
}

export async function auditCall<T>(ctx: AppContext, req: Request, c: CallShape, run: () => Promise<T>): Promise<T> {
  SCHEMA_CALLS.add(req);
  const action = auditActionOf(c);
  if (!action) return run();
  const ids = idsOf(c.input);
  const pending: Pending = { action, target: targetOf(c.resourceName, ids, await titlesOf(ctx, c, ids)), recorded: false, resourceName: c.resourceName };
  if (c.titles && typeof c.input[c.titles.field] === 'string') pending.title = String(c.input[c.titles.field]);
  PENDING.set(req, pending);
  const record = (outcome: AuditOutcome) =>
    recordAudit(ctx.db.kysely, { actor: actorOf(req), action: pending.action, target: pending.target, outcome }).catch((err: unknown) =>
      ctx.log('audit entry could not be written', err),
    );
  let out: T;
  try {
    out = await run();
  } catch (err) {
    await record('failure');
    throw err;
  }
  if (!pending.recorded) await record('success');
  return out;
}

/** Whether the schema router served this request (and so audited it, if it is audited at all). */
export const auditedByCall = (req: Request) => SCHEMA_CALLS.has(req);

/** The running call is entered as `action` instead (an import that only checks its file: `importCheck`). */
export function auditAs(req: Request, action: string): void {
  const pending = PENDING.get(req);
  if (pending) pending.action = action;
}

/** Adds to the running call's target what the call touched besides its record (a merge names the customer it took in). */
export function auditTargetAlso(req: Request, text: string): void {
  const pending = PENDING.get(req);
  if (pending) pending.target = `${pending.target} ${text}`.slice(0, 255);
}

/** Records the running call inside the transaction of its change; `id` names a record made by the call. */
export async function auditInTrx(trx: Executor, req: Request, id?: string): Promise<void> {
  const pending = PENDING.get(req);
  if (!pending) return;
  // A call that made a record names it now; a call on records named them (and their titles) before it ran.
  if (id !== undefined && !pending.target.startsWith(`${pending.resourceName} #${id}`)) {
    pending.target = targetOf(pending.resourceName ?? pending.target.split(' #')[0], [id], pending.title !== undefined ? [pending.title] : []);
  }
  await recordAudit(trx, { actor: actorOf(req), action: pending.action, target: pending.target, outcome: 'success' });
  pending.recorded = true;
}

/** Whether this request was a management change, whose failure `auditCall` recorded already. */
export const auditedAsChange = (req: Request) => PENDING.has(req);

/**
 * A change made by a declared route (outside the schema's router), entered in the audit log: `run` writes the
 * entry with `also(trx)` inside the change's own transaction; a refused or failed change is entered as a failure.
 */
export async function auditedAct<T>(ctx: AppContext, req: Request, action: string, target: string, run: (also: (trx: Executor) => Promise<void>) => Promise<T>): Promise<T> {
  try {
    return await run((trx) => recordAudit(trx, { actor: actorOf(req), action, target, outcome: 'success' }));
  } catch (err) {
    await recordAudit(ctx.db.kysely, { actor: actorOf(req), action, target, outcome: 'failure' }).catch((e: unknown) => ctx.log('audit entry could not be written', e));
    throw err;
  }
}
