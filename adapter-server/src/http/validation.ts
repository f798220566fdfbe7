import { Ajv, type ErrorObject, type JSONSchemaType, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { badRequest, type FieldError } from './envelope';
import { addTranslations } from './i18n';

/**
 * One ajv for the whole server. `removeAdditional` is off: an unknown field is an error the caller should
 * hear about, not something silently dropped. `coerceTypes` is off for bodies; query strings are coerced by
 * their own validator below.
 */
export const ajv = new Ajv({ allErrors: true, strict: false, useDefaults: true });
addFormats.default(ajv);
export const queryAjv = new Ajv({ allErrors: true, strict: false, coerceTypes: true, useDefaults: true });
addFormats.default(queryAjv);

function fieldOf(e: ErrorObject): string {
  const base = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (e.keyword === 'required') return base ? `${base}.${e.params.missingProperty}` : String(e.params.missingProperty);
  if (e.keyword === 'additionalProperties') {
    return base ? `${base}.${e.params.additionalProperty}` : String(e.params.additionalProperty);
  }
  return base || '(body)';
}

function messageOf(e: ErrorObject): string {
  switch (e.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not a known field';
    case 'type':
      return `must be ${e.params.type === 'integer' ? 'a whole number' : `a ${e.params.type}`}`;
    case 'enum':
      return `must be one of ${(e.params.allowedValues as unknown[]).join(', ')}`;
    case 'maxLength':
      return `must be at most ${e.params.limit} characters`;
    case 'minLength':
      return e.params.limit === 1 ? 'must not be empty' : `must be at least ${e.params.limit} characters`;
    case 'minimum':
      return `must be at least ${e.params.limit}`;
    case 'maximum':
      return `must be at most ${e.params.limit}`;
    case 'maxItems':
      return `must have at most ${e.params.limit} items`;
    case 'minItems':
      return `must have at least ${e.params.limit} items`;
    case 'pattern':
    case 'format':
      return 'is not in the expected format';
    default:
      return e.message ?? 'is not valid';
  }
}

export function toFieldErrors(errors: ErrorObject[] | null | undefined): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const e of errors ?? []) {
    const fe = { field: fieldOf(e), message: messageOf(e) };
    const key = `${fe.field}:${fe.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(fe);
    }
  }
  return out;
}

const NUL_MESSAGE = 'must not contain a NUL character';
addTranslations({ [NUL_MESSAGE]: '不能包含空字符 (NUL)' });

/**
 * The first field holding a NUL character, or null. PostgreSQL text cannot store NUL (it fails the whole
 * statement), so it is refused here, at the boundary, for every validated body and query alike.
 */
function nulField(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(body)' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return path || '(body)';
    const found = nulField(item, at);
    if (found !== null) return found;
  }
  return null;
}

/** Throws a 400 with field errors when `value` does not match. */
export function check<T>(validate: ValidateFunction<T>, value: unknown, what = 'request'): T {
  const nul = nulField(value, '');
  if (nul !== null) throw badRequest(`Invalid ${what}: ${nul} ${NUL_MESSAGE}`, [{ field: nul, message: NUL_MESSAGE }]);
  if (!validate(value)) {
    const errors = toFieldErrors(validate.errors);
    const first = errors[0];
    const summary = first ? `${first.field} ${first.message}` : 'is not valid';
    throw badRequest(`Invalid ${what}: ${summary}`, errors);
  }
  return value;
}

/** A compiled validator that carries what it checks: its JSON schema and whether it reads the body or the query. */
export type BodyValidator<T> = ((value: unknown) => T) & { kind: 'body'; schema: object };
export type QueryValidator<T> = ((value: unknown) => T) & { kind: 'query'; schema: object };

/**
 * ajv caches what it compiled by the schema object, and the routes build their schemas afresh for every app (the
 * resources' schemas come from data): each distinct schema is compiled once per process, found again by its JSON.
 * Compiling took a third of building an app, paid again by every app a process starts (the test suites start
 * hundreds), and each copy stayed in ajv's cache.
 */
function compiledOnce<T>(into: Ajv, cache: Map<string, ValidateFunction<unknown>>, schema: object): ValidateFunction<T> {
  const key = JSON.stringify(schema);
  let v = cache.get(key);
  if (!v) cache.set(key, (v = into.compile(schema)));
  return v as ValidateFunction<T>;
}
const bodies = new Map<string, ValidateFunction<unknown>>();
const queries = new Map<string, ValidateFunction<unknown>>();

/** Compiles a body validator once. */
export function bodyValidator<T>(schema: JSONSchemaType<T> | object): BodyValidator<T> {
  const v = compiledOnce<T>(ajv, bodies, schema);
  return Object.assign((value: unknown) => check(v, value ?? {}, 'request body'), { kind: 'body' as const, schema });
}

/** Compiles a query validator once (query strings are coerced to the schema's types). */
export function queryValidator<T>(schema: JSONSchemaType<T> | object): QueryValidator<T> {
  const v = compiledOnce<T>(queryAjv, queries, schema);
  return Object.assign((value: unknown) => check(v, { ...(value as object) }, 'query'), { kind: 'query' as const, schema });
}
