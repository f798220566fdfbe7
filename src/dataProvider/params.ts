import type { EndpointDef, FieldDef, ResourceDef } from '../common/resources';
import { writableFields } from '../common/resources';

export type Values = Record<string, unknown>;

/** The main API's base (api-contract.md); schema paths are relative to it. */
export const MAIN_BASE = '/ccim-main/api';

const DAY_MS = 24 * 3600_000;
const isBlank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** A date-only filter value ("2026-05-01") as epoch ms: the start of that day, or its end for an upper bound. */
function timeOf(v: unknown, upper: boolean): unknown {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return v;
  const t = Date.parse(v.length === 10 ? `${v}T00:00:00` : v);
  if (Number.isNaN(t)) return v;
  return upper && v.length === 10 ? t + DAY_MS - 1 : t;
}

/** react-admin's filter values as the list call takes them: blanks dropped, numbers and times as numbers. */
export function filterParams(r: ResourceDef, filter: Values): Values {
  const out: Values = {};
  for (const [key, value] of Object.entries(filter)) {
    if (isBlank(value)) continue;
    const def = r.list?.filters?.find((f) => (f.param ?? f.field) === key);
    const field = r.fields.find((f) => f.name === (def?.field ?? key));
    if (field?.type === 'datetime') out[key] = timeOf(value, def?.op === 'lte');
    else if ((field?.type === 'integer' || field?.type === 'enum') && typeof value === 'string' && /^-?\d+$/.test(value)) out[key] = Number(value);
    else out[key] = value;
  }
  return out;
}

/** Only the fields a client may write, as the server's validator expects them (no read-only or unknown keys). */
export function writableBody(r: ResourceDef, data: Values, forUpdate: boolean): Values {
  const out: Values = {};
  for (const f of writableFields(r, forUpdate)) {
    if (!(f.name in data)) continue;
    const v = data[f.name];
    if (v === undefined || (v === null && !f.nullable)) continue;
    out[f.name] = v === '' && f.nullable && isNullableId(f) ? null : v;
  }
  return { ...out, ...(forUpdate ? {} : (r.scope ?? {})) };
}

const isNullableId = (f: FieldDef) => f.type === 'reference' || f.type === 'datetime';

/** Where a call carries its parameters: the query string for GET (or when declared), else the JSON body. */
export const carriesQuery = (e: EndpointDef) => e.method === 'GET' || e.paramsIn === 'query';

/** Client-side filtering, sorting and paging for calls that answer every record at once (`listAll`). */
export function pageLocally(
  r: ResourceDef,
  all: Values[],
  p: { filter: Values; sort?: { field: string; order: string }; page: number; perPage: number },
): { data: Values[]; total: number } {
  let rows = all.filter((row) =>
    Object.entries(p.filter).every(([key, want]) => {
      if (isBlank(want)) return true;
      const def = r.list?.filters?.find((f) => (f.param ?? f.field) === key);
      const have = row[def?.field ?? key];
      // A key no filter declares (a selector's search text) matches as "contains", like a declared text filter.
      if (def?.op === 'contains' || (!def && typeof want === 'string' && key !== 'id')) {
        return String(have ?? '').toLowerCase().includes(String(want).toLowerCase());
      }
      if (key === 'ids' && Array.isArray(want)) return want.map(String).includes(String(row.id));
      return String(have) === String(want);
    }),
  );
  // A tree keeps its own order (parents before their children).
  if (p.sort?.field && !rows.some((row) => 'depth' in row)) {
    const { field, order } = p.sort;
    const sign = order === 'DESC' ? -1 : 1;
    rows = [...rows].sort((a, b) => sign * String(a[field] ?? '').localeCompare(String(b[field] ?? ''), undefined, { numeric: true }));
  }
  const start = (p.page - 1) * p.perPage;
  return { data: rows.slice(start, start + p.perPage), total: rows.length };
}

/** A tree answer (`listTree`) as flat rows, each knowing its parent and depth. */
export function flattenTree(nodes: Values[], depth = 0): Values[] {
  return nodes.flatMap((n) => {
    const { children, ...rest } = n;
    return [{ ...rest, depth }, ...(Array.isArray(children) ? flattenTree(children as Values[], depth + 1) : [])];
  });
}
