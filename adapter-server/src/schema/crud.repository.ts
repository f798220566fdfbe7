import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Executor } from '../db/database';
import type { DialectName } from '../db/dialect';
import type { Row } from './records';

/**
 * The generic store behind schema-driven resources: one table, conditions on its columns, paging. Table and
 * column names come from the checked schema, never from a request.
 */
type AnyTables = Record<string, Row>;
const dyn = (db: Executor) => db as unknown as Kysely<AnyTables>;

export type Cond =
  | { column: string; op: '=' | '>=' | '<=' | '<>'; value: unknown }
  | { column: string; op: 'in'; value: unknown[] }
  | { column: string; op: 'contains'; value: string }
  | { column: string; op: 'isNull' }
  /** Any of the groups, each group all of its conditions. */
  | { op: 'or'; any: Cond[][] };

export interface ListQuery {
  where: Cond[];
  orderBy: { column: string; dir: 'asc' | 'desc' }[];
  limit?: number;
  offset?: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function condSql(c: Cond, dialect: DialectName): RawBuilder<boolean> {
  if (c.op === 'or') return sql<boolean>`(${sql.join(c.any.map((g) => sql`(${whereAll(g, dialect)})`), sql` or `)})`;
  const col = sql.ref(c.column);
  switch (c.op) {
    case 'contains': {
      const pattern = `%${escapeLike(c.value)}%`;
      // SQLite's LIKE ignores ASCII case already; PostgreSQL needs ILIKE for the same behaviour.
      return dialect === 'postgres' ? sql<boolean>`${col} ilike ${pattern} escape '\\'` : sql<boolean>`${col} like ${pattern} escape '\\'`;
    }
    case 'in':
      return c.value.length ? sql<boolean>`${col} in (${sql.join(c.value)})` : sql<boolean>`1 = 0`;
    case 'isNull':
      return sql<boolean>`${col} is null`;
    default:
      return sql<boolean>`${col} ${sql.raw(c.op)} ${c.value}`;
  }
}

function whereAll(conds: Cond[], dialect: DialectName): RawBuilder<boolean> {
  return conds.length ? sql<boolean>`${sql.join(conds.map((c) => condSql(c, dialect)), sql` and `)}` : sql<boolean>`1 = 1`;
}

export async function listRows(db: Executor, dialect: DialectName, table: string, q: ListQuery): Promise<{ rows: Row[]; total: number }> {
  const where = whereAll(q.where, dialect);
  const count = await dyn(db)
    .selectFrom(table)
    .select(sql<number>`count(*)`.as('n'))
    .where(where)
    .executeTakeFirstOrThrow();
  let query = dyn(db).selectFrom(table).selectAll().where(where);
  for (const o of q.orderBy) query = query.orderBy(sql.ref(o.column), o.dir);
  if (q.limit !== undefined) query = query.limit(q.limit).offset(q.offset ?? 0);
  return { rows: (await query.execute()) as Row[], total: Number(count.n) };
}

export async function findRows(db: Executor, dialect: DialectName, table: string, where: Cond[]): Promise<Row[]> {
  return (await dyn(db).selectFrom(table).selectAll().where(whereAll(where, dialect)).execute()) as Row[];
}

export async function insertRow(db: Executor, table: string, row: Row): Promise<void> {
  await dyn(db).insertInto(table).values(row).execute();
}

export async function updateRows(db: Executor, dialect: DialectName, table: string, where: Cond[], patch: Row): Promise<number> {
  if (!Object.keys(patch).length) return 0;
  const r = await dyn(db).updateTable(table).set(patch).where(whereAll(where, dialect)).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function deleteRows(db: Executor, dialect: DialectName, table: string, where: Cond[]): Promise<number> {
  const r = await dyn(db).deleteFrom(table).where(whereAll(where, dialect)).executeTakeFirst();
  return Number(r.numDeletedRows);
}
