import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredCalls, type Mounted } from '../../../adapter-server/src/schema/crud.router';
import { listSchema } from '../../../adapter-server/src/schema/json-schema';
import { loadSchema } from '../../../adapter-server/src/schema/load';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';

/**
 * Property-based fuzz of the management lists: arbitrary filter values of any JSON type, sort fields and orders,
 * paging and ids on edit/del must be answered 200 or a clear 400 (404 for an id that names nothing), never 5xx.
 * Runs are bounded (a fixed seed per dialect would hide nothing new; fast-check's random seed is printed on
 * failure so a finding can be replayed with `seed`).
 */
const schema = loadSchema();
const calls = declaredCalls(schema);
const lists = calls.filter((m) => m.kind === 'list');
const byId = calls.filter((m) => ['getOne', 'update', 'save', 'delete'].includes(m.kind));
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

const scalar = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', ' ', '0', '-1', '1e400', 'NaN', '%', "'", '"; drop table users; --', '\u0000', 'desc', 'asc', 'id', '__proto__'),
  // Integral numbers past the 32- and 64-bit columns: ajv calls them integers, the database would not.
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 63, 1e300, -1e300, Number.MAX_SAFE_INTEGER),
);
const anyJson = fc.oneof({ depthSize: 'small' }, scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }));
/** What a query string can carry: strings, or repeated keys (arrays of strings). */
const queryValue = fc.oneof(fc.string({ maxLength: 30 }), fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }), fc.constantFrom('', 'null', '-1', '1.5', '1e400', '1e300', '2147483648', '9007199254740993', '\u0000'));

const controllerOf = (m: Mounted) => m.endpoint.controller ?? m.r.controller;
const fromQuery = (m: Mounted) => m.endpoint.method === 'GET' || m.endpoint.paramsIn === 'query';

function toQuery(input: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) q.append(k, typeof item === 'string' ? item : JSON.stringify(item));
  }
  return q.toString();
}

/** The body (or query) of a list call: the paging and sort keys plus every filter the schema declares, each maybe absent. */
function listInput(m: Mounted): fc.Arbitrary<Record<string, unknown>> {
  const value = fromQuery(m) ? queryValue : anyJson;
  const names = Object.keys((listSchema(schema, m.r) as { properties: Record<string, unknown> }).properties);
  const known = fc.record(Object.fromEntries(names.map((n) => [n, value])), { requiredKeys: [] });
  const sortField = fc.oneof(fc.constantFrom(...m.r.fields.map((f) => f.name), 'id', '', 'nope', 'id; drop table x'), value);
  return fc
    .tuple(known, fc.record({ sortField, sortOrder: fc.oneof(fc.constantFrom('asc', 'desc', 'ASC', ''), value), pageNum: value, pageSize: value }, { requiredKeys: [] }), fc.dictionary(fc.string({ maxLength: 6 }), value, { maxKeys: 2 }))
    .map(([a, b, c]) => ({ ...c, ...a, ...b }));
}

for (const dialect of DIALECTS) {
  describe(`management lists under fuzz (${dialect})`, () => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      token = await t.login('admin');
    });
    afterAll(() => t?.close());

    const send = async (m: Mounted, input: Record<string, unknown>, id?: string) => {
      let path = `/ccim-main/api/${controllerOf(m)}/${m.endpoint.path}`;
      if (id !== undefined) path = path.replace('{id}', encodeURIComponent(id));
      if (fromQuery(m)) return t.call(m.endpoint.method, `${path}?${toQuery(input)}`, { token });
      return t.call(m.endpoint.method, path, { token, body: input });
    };

    it.each(lists.map((m) => [m.key, m] as const))('answers %s with 200 or 400, never 5xx', async (_key, m) => {
      await fc.assert(
        fc.asyncProperty(listInput(m), async (input) => {
          const r = await send(m, input);
          if (![200, 400].includes(r.status)) throw new Error(`${m.key} ${JSON.stringify(input)} → ${r.status} ${JSON.stringify(r.body)}`);
          if (r.status === 400) expect(r.body.data.errors).toBeInstanceOf(Array);
        }),
        { numRuns: RUNS },
      );
    });

    it.each(byId.map((m) => [m.key, m] as const))('answers %s with any id with 200, 400 or 404, never 5xx', async (_key, m) => {
      const ids = fc.oneof(fc.string({ maxLength: 60 }), fc.integer(), fc.constantFrom('', '0', '-1', '..', '%00', '\u0000', 'a'.repeat(41)));
      const body = fc.record({ id: fromQuery(m) ? fc.string({ maxLength: 50 }) : fc.oneof(ids, anyJson), ids: fc.array(ids, { maxLength: 3 }), extra: anyJson }, { requiredKeys: ['id'] });
      await fc.assert(
        fc.asyncProperty(body, fc.string({ minLength: 1, maxLength: 40 }), async (input, pathId) => {
          const r = await send(m, input, m.endpoint.paramsIn === 'path' ? pathId : undefined);
          if (r.status >= 500 || ![200, 400, 404].includes(r.status)) throw new Error(`${m.key} ${JSON.stringify(input)} → ${r.status} ${JSON.stringify(r.body)}`);
        }),
        { numRuns: RUNS },
      );
    });
  });
}
