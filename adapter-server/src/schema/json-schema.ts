import type { ActionDef, FieldDef, ResourceDef, ResourcesSchema } from '../../../src/common/resources';
import { writableFields } from '../../../src/common/resources';
import { ACTION_TYPES, AUTOMATION_FIELDS } from '../../../src/common/automation';
import { CONDITION_FIELDS, CONDITION_OPS } from '../../../src/common/routingRules';

/** A JSON schema fragment as ajv reads it. */
export type JsonSchema = Record<string, unknown>;

export const TIME_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$';
export const MAX_PAGE_SIZE = 500;
const INT_MIN = -2147483648;
const INT_MAX = 2147483647;
/** The last millisecond a JavaScript Date can hold. */
const MAX_TIME_MS = 8.64e15;
/** Far past any real list, and small enough that (pageNum - 1) * pageSize stays a safe offset. */
const MAX_PAGE_NUM = 1_000_000;
const ID_SCHEMA: JsonSchema = { type: 'string', minLength: 1, maxLength: 40 };

function enumValues(schema: ResourcesSchema, f: FieldDef) {
  return schema.enums[f.enum ?? '']?.values ?? [];
}

/** A list of objects of these properties (a required list holds one at least). */
function objectList(f: FieldDef, required: string[], properties: Record<string, JsonSchema>): JsonSchema {
  const s: JsonSchema = { type: 'array', maxItems: f.maxItems, items: { type: 'object', additionalProperties: false, required, properties } };
  if (f.required) s.minItems = 1;
  return s;
}

/** The JSON schema of one field's value, from its definition: the same rules the forms show. */
export function fieldSchema(schema: ResourcesSchema, f: FieldDef, withDefault = true): JsonSchema {
  let s: JsonSchema;
  switch (f.type) {
    case 'id':
    case 'reference':
      s = { ...ID_SCHEMA };
      break;
    case 'string':
    case 'text':
    case 'richText':
      s = { type: 'string', maxLength: f.maxLength };
      if (f.minLength !== undefined) s.minLength = f.minLength;
      if (f.pattern) s.pattern = f.pattern;
      break;
    case 'integer':
      // JSON numbers like 1e300 are "integers" to ajv; the columns are 32-bit, so bound them here (400, not a database error).
      s = { type: 'integer', minimum: Math.max(f.minimum ?? INT_MIN, INT_MIN), maximum: Math.min(f.maximum ?? INT_MAX, INT_MAX) };
      break;
    case 'boolean':
      s = { type: 'boolean' };
      break;
    case 'enum': {
      const values = enumValues(schema, f);
      // The type lets query strings ("0") be coerced to the enum's numbers.
      s = { type: values.every((v) => typeof v === 'number') ? 'integer' : 'string', enum: [...values] };
      break;
    }
    case 'enumList':
      s = { type: 'array', uniqueItems: true, items: { enum: enumValues(schema, f) }, maxItems: f.maxItems };
      if (f.required) s.minItems = 1;
      break;
    case 'stringList':
      s = { type: 'array', maxItems: f.maxItems, items: { type: 'string', minLength: 1, maxLength: f.itemMaxLength } };
      break;
    case 'conditionList':
      // The shape only; which op and value suit which field is the resource's hooks' to say, part by part.
      s = objectList(f, ['field', 'op', 'value'], {
        field: { enum: [...(f.conditionSet === 'automation' ? AUTOMATION_FIELDS : CONDITION_FIELDS)] },
        op: { enum: [...CONDITION_OPS] },
        value: { type: 'string', maxLength: f.itemMaxLength },
      });
      break;
    case 'actionList':
      // Automation acts; which value suits which act (and that its ids exist) is the resource's hooks' to say.
      s = objectList(f, ['type', 'value'], { type: { enum: [...ACTION_TYPES] }, value: { type: 'string', maxLength: f.itemMaxLength }, dept: { type: 'string', maxLength: 40 } });
      break;
    case 'referenceList':
      s = { type: 'array', uniqueItems: true, maxItems: f.maxItems, items: ID_SCHEMA };
      break;
    case 'datetime':
      s = { type: 'integer', minimum: 0, maximum: MAX_TIME_MS };
      break;
    case 'time':
      s = { type: 'string', pattern: TIME_PATTERN };
      break;
  }
  if (f.nullable) {
    if (Array.isArray(s.enum)) s.enum = [...(s.enum as unknown[]), null];
    s.type = [s.type, 'null'];
  }
  if (withDefault && f.default !== undefined) s.default = f.default;
  return s;
}

function objectSchema(props: Record<string, JsonSchema>, required: string[]): JsonSchema {
  return { type: 'object', additionalProperties: false, properties: props, required };
}

const hasId = (r: ResourceDef) => r.fields.some((f) => f.name === 'id');
const idSchema = (schema: ResourcesSchema, r: ResourceDef) => {
  const f = r.fields.find((x) => x.name === 'id');
  return f ? fieldSchema(schema, { ...f, readOnly: false, nullable: false }, false) : ID_SCHEMA;
};

/** Body of `add`: every writable field; required ones without a default must be there. */
export function createSchema(schema: ResourcesSchema, r: ResourceDef): JsonSchema {
  const props: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const f of writableFields(r)) {
    props[f.name] = fieldSchema(schema, f);
    if (f.required && f.default === undefined) required.push(f.name);
  }
  return objectSchema(props, required);
}

/**
 * Body of `edit`: the id and the writable fields but those set only on creation. No defaults: a field left
 * out keeps its value. `optionalId` is for a save call that creates when no id is given.
 */
export function updateSchema(schema: ResourcesSchema, r: ResourceDef, optionalId = false): JsonSchema {
  const props: Record<string, JsonSchema> = {};
  const required: string[] = [];
  if (hasId(r)) {
    props.id = idSchema(schema, r);
    if (!optionalId) required.push('id');
  }
  for (const f of writableFields(r, !optionalId)) {
    props[f.name] = fieldSchema(schema, f, optionalId);
    if (f.required && (!optionalId || f.default === undefined)) required.push(f.name);
  }
  return objectSchema(props, required);
}

/** Body (or query) of a list call: paging, sort, the declared filters, the scope, and `id`/`ids` lookups. */
export function listSchema(schema: ResourcesSchema, r: ResourceDef): JsonSchema {
  const sortable = [...new Set([...(r.list?.sortable ?? []), ...(r.list?.sort ? [r.list.sort.field] : [])])];
  const props: Record<string, JsonSchema> = {
    pageNum: { type: 'integer', minimum: 1, maximum: MAX_PAGE_NUM, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 },
    sortField: sortable.length ? { enum: sortable } : { type: 'string', maxLength: 0 },
    sortOrder: { enum: ['asc', 'desc'] },
    id: idSchema(schema, r),
    ids: { type: 'array', maxItems: MAX_PAGE_SIZE, items: idSchema(schema, r) },
  };
  for (const flt of r.list?.filters ?? []) {
    const f = r.fields.find((x) => x.name === flt.field);
    if (!f) continue;
    let s: JsonSchema =
      flt.op === 'contains' ? { type: 'string', maxLength: 200 } : fieldSchema(schema, { ...f, nullable: false }, false);
    if (flt.allValue !== undefined && Array.isArray(s.enum)) s = { ...s, enum: [...(s.enum as unknown[]), flt.allValue] };
    props[flt.param ?? flt.field] = s;
  }
  for (const key of Object.keys(r.scope ?? {})) {
    const f = r.fields.find((x) => x.name === key);
    if (f) props[key] = fieldSchema(schema, { ...f, nullable: false }, false);
  }
  return objectSchema(props, []);
}

/** Body of `del`: `{id}`, or `{ids}` where the resource allows bulk deletion. */
export function deleteSchema(schema: ResourcesSchema, r: ResourceDef): JsonSchema {
  const props: Record<string, JsonSchema> = { id: idSchema(schema, r) };
  if (r.list?.bulkDelete) props.ids = { type: 'array', minItems: 1, maxItems: MAX_PAGE_SIZE, uniqueItems: true, items: idSchema(schema, r) };
  return r.list?.bulkDelete ? objectSchema(props, []) : objectSchema(props, ['id']);
}

/** Body (or query) of a custom action: the named resource fields plus its own extra ones. */
export function actionSchema(schema: ResourcesSchema, r: ResourceDef, a: ActionDef): JsonSchema {
  const props: Record<string, JsonSchema> = {};
  const names = a.input?.fields ?? [];
  for (const n of names) {
    const f = r.fields.find((x) => x.name === n);
    if (f) props[n] = n === 'id' ? idSchema(schema, r) : fieldSchema(schema, { ...f, readOnly: false }, false);
  }
  for (const f of a.input?.extra ?? []) props[f.name] = fieldSchema(schema, f);
  const required = a.input?.required ?? [...names, ...(a.input?.extra ?? []).filter((f) => f.required !== false).map((f) => f.name)];
  if (a.endpoint.paramsIn === 'path') {
    props.id = idSchema(schema, r);
    required.push('id');
  }
  return objectSchema(props, required);
}
