import type { FieldDef, ResourceDef } from '../../../src/common/resources';

/** A record as the API sends it (field names), or a row as the table keeps it (column names). */
export type Row = Record<string, unknown>;

export const columnOf = (f: FieldDef): string => f.column ?? f.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const stored = (r: ResourceDef) => r.fields.filter((f) => !f.virtual);
const isList = (f: FieldDef) => f.type === 'stringList' || f.type === 'conditionList' || f.type === 'actionList' || f.type === 'referenceList' || f.type === 'enumList';

function parseList(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  if (typeof v !== 'string' || !v) return [];
  try {
    const parsed: unknown = JSON.parse(v);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** Table row → API record: 0/1 flags become booleans, JSON text lists become arrays, BIGINT times numbers. */
export function toRecord(r: ResourceDef, row: Row): Row {
  const out: Row = {};
  for (const f of stored(r)) {
    const v = row[columnOf(f)];
    if (v === undefined) continue;
    if (f.type === 'boolean') out[f.name] = v === 1 || v === true;
    else if (isList(f)) out[f.name] = parseList(v);
    else if (v === null) out[f.name] = null;
    else if (f.type === 'datetime' || f.type === 'integer') out[f.name] = Number(v);
    else if (f.type === 'enum') out[f.name] = typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v;
    else out[f.name] = v;
  }
  return out;
}

/** API values → table columns, for the stored fields present in `values`. */
export function toRow(r: ResourceDef, values: Row): Row {
  const out: Row = {};
  for (const f of stored(r)) {
    if (!(f.name in values)) continue;
    const v = values[f.name];
    if (f.type === 'boolean') out[columnOf(f)] = v ? 1 : 0;
    else if (isList(f)) out[columnOf(f)] = JSON.stringify(v ?? []);
    else out[columnOf(f)] = v;
  }
  return out;
}
