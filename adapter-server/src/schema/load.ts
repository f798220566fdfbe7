import { Ajv, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import meta from '../../../resources.meta.schema.json';
import { resourcesSchema, type FieldDef, type ResourceDef, type ResourcesSchema } from '../../../src/common/resources';

/** A broken `resources.schema.json`: the server refuses to start and says where. */
export class SchemaError extends Error {
  constructor(readonly problems: string[]) {
    super(`resources.schema.json is not valid:\n  - ${problems.join('\n  - ')}`);
  }
}

const metaAjv = new Ajv({ allErrors: true, strict: false });
addFormats.default(metaAjv);
const validateMeta = metaAjv.compile(meta);

/** "resource robotQaMgt, field question: must have required property 'maxLength'" from an ajv error. */
function describe(doc: unknown, e: ErrorObject): string {
  const parts = e.instancePath.split('/').slice(1);
  const where: string[] = [];
  if (parts[0] === 'resources' && parts[1]) {
    where.push(`resource ${parts[1]}`);
    const res = (doc as ResourcesSchema).resources[parts[1]];
    if (parts[2] === 'fields' && parts[3] !== undefined) {
      const f = res?.fields?.[Number(parts[3])];
      where.push(`field ${f?.name ?? `#${parts[3]}`}`);
      if (parts.length > 4) where.push(parts.slice(4).join('.'));
    } else if (parts.length > 2) where.push(parts.slice(2).join('.'));
  } else if (parts.length) where.push(parts.join('.'));
  const extra = e.keyword === 'additionalProperties' ? ` (${String(e.params.additionalProperty)})` : '';
  return `${where.join(', ') || 'top level'}: ${e.message ?? 'is not valid'}${extra}`;
}

function crossCheck(doc: ResourcesSchema): string[] {
  const out: string[] = [];
  for (const [name, r] of Object.entries(doc.resources)) {
    const base = r.extends ? doc.resources[r.extends] : undefined;
    if (r.extends && !base) out.push(`resource ${name}: extends unknown resource ${r.extends}`);
    const fields: FieldDef[] = r.fields.length ? r.fields : (base?.fields ?? []);
    const has = (f: string) => fields.some((x) => x.name === f);
    const need = (f: string, what: string) => {
      if (!has(f)) out.push(`resource ${name}, field ${f}: named by ${what} but not declared`);
    };
    const seen = new Set<string>();
    for (const f of fields) {
      if (seen.has(f.name)) out.push(`resource ${name}, field ${f.name}: declared twice`);
      seen.add(f.name);
      if (f.enum && !doc.enums[f.enum]) out.push(`resource ${name}, field ${f.name}: unknown enum ${f.enum}`);
      if (f.reference && !doc.resources[f.reference.resource]) {
        out.push(`resource ${name}, field ${f.name}: references unknown resource ${f.reference.resource}`);
      }
      if (f.unique && !r.table && !base?.table) out.push(`resource ${name}, field ${f.name}: unique needs a table`);
    }
    need(r.recordLabel, 'recordLabel');
    r.list?.columns.forEach((c) => need(c, 'list.columns'));
    r.list?.filters?.forEach((f) => need(f.field, 'list.filters'));
    r.list?.sortable?.forEach((c) => need(c, 'list.sortable'));
    if (r.list?.sort) need(r.list.sort.field, 'list.sort');
    r.form?.flat().forEach((c) => need(c, 'form'));
    Object.keys(r.scope ?? {}).forEach((c) => need(c, 'scope'));
    r.actions?.forEach((a) => a.input?.fields?.forEach((c) => need(c, `action ${a.name}`)));
    r.actions?.forEach((a) => a.showWhen && need(a.showWhen.field, `action ${a.name} showWhen`));
    if (r.route && !r.menuCode) out.push(`resource ${name}: a resource with a route needs a menuCode`);
    const hasEndpoints = Object.keys(r.endpoints).length > 0 || !!base;
    if (!hasEndpoints) out.push(`resource ${name}: declares no endpoint`);
  }
  return out;
}

/** Checks a schema document (the meta-schema, then the names that point across it); throws `SchemaError`. */
export function checkSchema(doc: unknown): ResourcesSchema {
  if (!validateMeta(doc)) throw new SchemaError((validateMeta.errors ?? []).map((e) => describe(doc, e)));
  const problems = crossCheck(doc as unknown as ResourcesSchema);
  if (problems.length) throw new SchemaError(problems);
  return doc as unknown as ResourcesSchema;
}

let checked: ResourcesSchema | null = null;

/** The product's schema, checked once per process (at start: `createApp` calls this before mounting). */
export function loadSchema(): ResourcesSchema {
  checked ??= checkSchema(resourcesSchema);
  return checked;
}

/** The resources the server mounts: every one that is not a variant (`extends`) of another. */
export const mountedResources = (s: ResourcesSchema): [string, ResourceDef][] =>
  Object.entries(s.resources).filter(([, r]) => !r.extends);
