import type { Compilable, CompiledQuery, KyselyPlugin, QueryResult } from 'kysely';
import type { Executor } from './database';

type Slot = { name: string } | { value: unknown };
interface Prepared {
  compiled: CompiledQuery<unknown>;
  slots: Slot[];
}

const SENTINEL = '\u0000ccim-param:';
const pluginIds = new WeakMap<KyselyPlugin, number>();
let nextPluginId = 0;
const pluginId = (p: KyselyPlugin) => {
  let id = pluginIds.get(p);
  if (id === undefined) pluginIds.set(p, (id = nextPluginId++));
  return id;
};

/**
 * A hot-path query built and compiled by Kysely once per database and shape, then run with fresh values.
 * Building a query costs more than running it on SQLite; this keeps the query builder (and so one code path
 * for SQLite and PostgreSQL) while paying for it once. `build` is called with a unique marker in place of each
 * named value, so the compiled parameters can be mapped back to names (a shape may leave some unused); every other
 * parameter is a constant of the shape. `shape` must name everything that changes the SQL (which columns are set, IN lists, ...).
 */
export function compiledQuery<P extends object, R>(names: readonly (keyof P & string)[], build: (db: Executor, p: P) => Compilable<R>) {
  // Per dialect adapter (one per opened database) and plugin set (the PostgreSQL schema), then per shape.
  const cache = new WeakMap<object, Map<string, Prepared>>();
  const markers = Object.fromEntries(names.map((n) => [n, `${SENTINEL}${n}`]));

  const prepare = (db: Executor, shape: string, values: P): Prepared => {
    const executor = db.getExecutor();
    let perDb = cache.get(executor.adapter);
    if (!perDb) cache.set(executor.adapter, (perDb = new Map()));
    const key = `${executor.plugins.map(pluginId).join(',')}|${shape}`;
    let prepared = perDb.get(key);
    if (!prepared) {
      // The other fields of `values` are the shape: they are built into the query as they are.
      const compiled = build(db, { ...values, ...markers } as P).compile() as CompiledQuery<unknown>;
      const slots = compiled.parameters.map((v): Slot => (typeof v === 'string' && v.startsWith(SENTINEL) ? { name: v.slice(SENTINEL.length) } : { value: v }));
      // A value written into the SQL text instead of a parameter would be frozen into every later run.
      if (compiled.sql.includes(SENTINEL)) throw new Error('compiledQuery: a named value was inlined into the SQL');
      perDb.set(key, (prepared = { compiled, slots }));
    }
    return prepared;
  };

  return async (db: Executor, shape: string, values: P): Promise<QueryResult<R>> => {
    const { compiled, slots } = prepare(db, shape, values);
    const record = values as Record<string, unknown>;
    const parameters = slots.map((s) => ('name' in s ? record[s.name] : s.value));
    return db.executeQuery<R>({ ...compiled, parameters } as CompiledQuery<R>);
  };
}
