import type { ResourceDef } from '../../../src/common/resources';
import type { Executor, Trx } from '../db/database';
import type { DialectName } from '../db/dialect';
import { newId } from '../db/ids';
import { badRequest, refused, warning } from '../http/envelope';
import type { StaffUser } from '../sso/sso.service';
import { type Cond, deleteRows, findRows, insertRow, listRows, updateRows } from './crud.repository';
import type { ResourceHooks } from './hooks';
import { columnOf, toRecord, toRow, type Row } from './records';
import { plainText, sanitizeRichText } from './sanitize';

/** The generic behaviour of a schema resource over its table; hooks add the rest. */
export interface Crud {
  r: ResourceDef;
  table: string;
  dialect: DialectName;
  hooks: ResourceHooks;
}

export interface Page {
  records: Row[];
  total: number;
  pageNum: number;
  pageSize: number;
}

const field = (r: ResourceDef, name: string) => r.fields.find((f) => f.name === name);
const col = (r: ResourceDef, name: string) => {
  const f = field(r, name);
  return f ? columnOf(f) : name;
};

/** The filters, scope values and `id`/`ids` of a list input, as conditions. */
export function conditionsOf(c: Crud, user: StaffUser, input: Row): Cond[] {
  const { r } = c;
  const where: Cond[] = [];
  for (const flt of r.list?.filters ?? []) {
    const v = input[flt.param ?? flt.field];
    if (v === undefined || v === null || v === '' || (flt.allValue !== undefined && v === flt.allValue)) continue;
    const column = col(r, flt.field);
    const f = field(r, flt.field);
    if (flt.op === 'contains') where.push({ column, op: 'contains', value: String(v) });
    else if (flt.op === 'gte') where.push({ column, op: '>=', value: v });
    else if (flt.op === 'lte') where.push({ column, op: '<=', value: v });
    else where.push({ column, op: '=', value: f?.type === 'boolean' ? (v ? 1 : 0) : v });
  }
  for (const key of Object.keys(r.scope ?? {})) {
    if (input[key] !== undefined) where.push({ column: col(r, key), op: '=', value: input[key] });
  }
  if (input.id !== undefined) where.push({ column: 'id', op: '=', value: input.id });
  if (Array.isArray(input.ids)) where.push({ column: 'id', op: 'in', value: input.ids });
  return [...where, ...(c.hooks.scope?.(user, input) ?? [])];
}

export async function listPage(db: Executor, c: Crud, user: StaffUser, given: Row, unpaged = false): Promise<Page> {
  const { r } = c;
  const { input, where: extra } = c.hooks.listFilters ? await c.hooks.listFilters(db, user, given) : { input: given, where: [] };
  const sortField = (input.sortField as string | undefined) ?? r.list?.sort?.field;
  const dir = (input.sortOrder as 'asc' | 'desc' | undefined) ?? r.list?.sort?.order ?? 'asc';
  const orderBy = [...(sortField ? [{ column: col(r, sortField), dir }] : []), { column: 'id', dir }];
  const pageNum = Number(input.pageNum ?? 1);
  const pageSize = Number(input.pageSize ?? 20);
  const { rows, total } = await listRows(db, c.dialect, c.table, {
    where: [...conditionsOf(c, user, input), ...extra],
    orderBy,
    ...(unpaged ? {} : { limit: pageSize, offset: (pageNum - 1) * pageSize }),
  });
  let records = rows.map((row) => toRecord(r, row));
  if (c.hooks.decorate) records = await c.hooks.decorate(db, records);
  return { records, total, pageNum: unpaged ? 1 : pageNum, pageSize: unpaged ? total : pageSize };
}

export const GONE = 'The record does not exist or has been deleted';

/** One record the caller may see, or a refusal saying it no longer exists. */
export async function getRecord(db: Executor, c: Crud, user: StaffUser, id: unknown): Promise<Row> {
  const rows = await findRows(db, c.dialect, c.table, [{ column: 'id', op: '=', value: id }, ...(c.hooks.scope?.(user, { id }) ?? [])]);
  if (!rows[0]) throw refused(GONE);
  const [record] = c.hooks.decorate ? await c.hooks.decorate(db, [toRecord(c.r, rows[0])]) : [toRecord(c.r, rows[0])];
  return record;
}

export const DUPLICATE = 'A record with this value already exists';

async function checkUnique(trx: Trx, c: Crud, values: Row, id: string | null): Promise<void> {
  for (const f of c.r.fields.filter((x) => x.unique && x.name in values)) {
    const where: Cond[] = [{ column: columnOf(f), op: '=', value: values[f.name] }];
    if (id) where.push({ column: 'id', op: '<>', value: id });
    if ((await findRows(trx, c.dialect, c.table, where)).length) {
      throw warning(DUPLICATE, { errors: [{ field: f.name, message: 'already exists' }], value: values[f.name] });
    }
  }
}

/** Rich text is stored sanitized; one that sanitizes to nothing is as missing as an empty one. */
function sanitize(c: Crud, values: Row): void {
  for (const f of c.r.fields.filter((x) => x.type === 'richText' && typeof values[x.name] === 'string')) {
    const clean = sanitizeRichText(String(values[f.name]));
    if (f.required && !plainText(clean) && !/<img/i.test(clean)) {
      throw badRequest(`Invalid request body: ${f.name} must not be empty`, [{ field: f.name, message: 'must not be empty' }]);
    }
    values[f.name] = clean;
  }
}

function stamp(c: Crud, user: StaffUser, values: Row, creating: boolean): void {
  const at = Date.now();
  for (const f of c.r.fields) {
    if (f.auto === 'updatedAt' || (creating && f.auto === 'createdAt')) values[f.name] = at;
    if (creating && f.auto === 'userName') values[f.name] = user.name;
    if (creating && f.auto === 'userId') values[f.name] = user.id;
  }
}

export async function createRecord(trx: Trx, c: Crud, user: StaffUser, input: Row): Promise<Row> {
  const values: Row = { ...input };
  delete values.id;
  sanitize(c, values);
  await checkUnique(trx, c, values, null);
  await c.hooks.beforeWrite?.(trx, user, values, null);
  const id = newId();
  stamp(c, user, values, true);
  const defaults: Row = {};
  for (const f of c.r.fields) if (f.readOnly && !f.auto && !f.nullable && f.name !== 'id') defaults[f.name] = f.type === 'integer' || f.type === 'enum' ? 0 : '';
  await insertRow(trx, c.table, { ...toRow(c.r, { ...defaults, ...values }), id });
  await c.hooks.afterWrite?.(trx, user, id, values);
  return getRecord(trx, c, user, id);
}

export async function updateRecord(trx: Trx, c: Crud, user: StaffUser, input: Row): Promise<Row> {
  const id = String(input.id);
  const existing = await getRecord(trx, c, user, id);
  const values: Row = { ...input };
  delete values.id;
  sanitize(c, values);
  await checkUnique(trx, c, values, id);
  await c.hooks.beforeWrite?.(trx, user, values, existing);
  stamp(c, user, values, false);
  await updateRows(trx, c.dialect, c.table, [{ column: 'id', op: '=', value: id }], toRow(c.r, values));
  await c.hooks.afterWrite?.(trx, user, id, values);
  return getRecord(trx, c, user, id);
}

export async function deleteRecords(trx: Trx, c: Crud, user: StaffUser, ids: string[]): Promise<number> {
  const where: Cond[] = [{ column: 'id', op: 'in', value: ids }, ...(c.hooks.scope?.(user, {}) ?? [])];
  const rows = await findRows(trx, c.dialect, c.table, where);
  if (rows.length !== ids.length) throw refused(GONE);
  await c.hooks.beforeDelete?.(trx, user, rows.map((row) => toRecord(c.r, row)));
  return deleteRows(trx, c.dialect, c.table, where);
}
