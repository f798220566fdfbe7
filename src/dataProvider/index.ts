import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import { endpointUrl, resolveResource, resourcesSchema, type EndpointDef, type ResourceDef } from '../common/resources';
import { managementActions, type ManagementActions } from './actions';
import type { HttpClient } from './httpClient';
import { carriesQuery, filterParams, flattenTree, MAIN_BASE, pageLocally, writableBody, type Values } from './params';

/** The id react-admin gives a resource that is one settings record (no id of its own). */
export const SINGLETON_ID = 'config';

export type ManagementDataProvider = DataProvider & ManagementActions;

type Rec = RaRecord & Values;

/**
 * react-admin's data provider over the management calls of docs/api-contract.md (README.md has the mapping table). Everything
 * it knows about a resource comes from `resources.schema.json`: which call lists, reads, adds, edits and
 * deletes, where the id goes, which fields may be written, which values every call of the resource carries.
 */
export function createDataProvider(http: HttpClient): ManagementDataProvider {
  const def = (resource: string): ResourceDef => resolveResource(resourcesSchema, resource);
  const hasId = (r: ResourceDef) => r.fields.some((f) => f.name === 'id');
  const withId = (r: ResourceDef, record: Values): Rec => (hasId(r) ? record : { ...record, id: SINGLETON_ID }) as Rec;
  /** react-admin takes ids from the URL as text; a numeric id (a channel) goes back as a number. */
  const idOf = (r: ResourceDef, id: Identifier): Identifier => {
    const f = r.fields.find((x) => x.name === 'id');
    return f && f.type !== 'id' && /^-?\d+$/.test(String(id)) ? Number(id) : id;
  };

  function call<T>(r: ResourceDef, e: EndpointDef, params: Values, id?: Identifier): Promise<T> {
    const url = MAIN_BASE + endpointUrl(r, e, e.paramsIn === 'path' ? id : undefined);
    if (carriesQuery(e)) return http.request<T>(e.method, url, { query: params as Record<string, string | number | boolean> });
    return http.request<T>(e.method, url, { body: params });
  }

  function need(r: ResourceDef, resource: string, kind: keyof ResourceDef['endpoints']): EndpointDef {
    const e = r.endpoints[kind];
    if (!e) throw new HttpError(`${resource} has no ${kind} call`, 405, null);
    return e;
  }

  async function fetchAll(r: ResourceDef, e: EndpointDef, params: Values): Promise<Values[]> {
    const rows = await call<Values[]>(r, e, { ...(r.scope ?? {}), ...params });
    return rows.some((x) => Array.isArray(x.children)) ? flattenTree(rows) : rows;
  }

  const provider: DataProvider = {
    async getList(resource, { pagination, sort, filter }) {
      const r = def(resource);
      const page = pagination?.page ?? 1;
      const perPage = pagination?.perPage ?? 20;
      if (!r.endpoints.list && r.endpoints.getOne) {
        const one = await provider.getOne(resource, { id: SINGLETON_ID });
        return { data: [one.data], total: 1 };
      }
      const e = need(r, resource, 'list');
      const filters = filterParams(r, filter ?? {});
      if (e.unpaged) {
        const serverSide = r.list?.filters?.filter((f) => f.field in (r.scope ?? {}) || (e.paramsIn === 'query' && f.op === 'eq')) ?? [];
        const query = Object.fromEntries(serverSide.filter((f) => filters[f.field] !== undefined).map((f) => [f.field, filters[f.field]]));
        const all = await fetchAll(r, e, query);
        const { data, total } = pageLocally(r, all, { filter: filters, sort, page, perPage });
        return { data: data as Rec[], total };
      }
      const sortable = [...(r.list?.sortable ?? []), ...(r.list?.sort ? [r.list.sort.field] : [])];
      const params: Values = { pageNum: page, pageSize: perPage, ...filters, ...(r.scope ?? {}) };
      if (sort?.field && sortable.includes(sort.field)) {
        params.sortField = sort.field;
        params.sortOrder = sort.order === 'DESC' ? 'desc' : 'asc';
      }
      const res = await call<{ records: Values[]; total: number }>(r, e, params);
      return { data: res.records as Rec[], total: res.total };
    },

    async getOne(resource, { id }) {
      const r = def(resource);
      if (r.endpoints.getOne) return { data: withId(r, await call<Values>(r, r.endpoints.getOne, hasId(r) ? { id } : {}, id)) } as never;
      const { data } = await provider.getMany(resource, { ids: [id] });
      if (!data[0]) throw new HttpError('ra.notification.item_doesnt_exist', 404, null);
      return { data: data[0] } as never;
    },

    async getMany(resource, { ids }) {
      const r = def(resource);
      const e = need(r, resource, 'list');
      if (e.unpaged) return { data: (await fetchAll(r, e, {})).filter((x) => ids.map(String).includes(String(x.id))) } as never;
      const page = (lookup: Values) => call<{ records: Values[] }>(r, e, { pageNum: 1, pageSize: Math.max(ids.length, 1), ...lookup, ...(r.scope ?? {}) });
      // A query string carries no array: a GET list is asked once per id.
      if (carriesQuery(e)) return { data: (await Promise.all(ids.map((id) => page({ id })))).flatMap((p) => p.records) } as never;
      return { data: (await page({ ids })).records } as never;
    },

    getManyReference(resource, { target, id, pagination, sort, filter }) {
      return provider.getList(resource, { pagination, sort, filter: { ...filter, [target]: id } });
    },

    async create(resource, { data }) {
      const r = def(resource);
      const record = await call<Values>(r, need(r, resource, 'create'), writableBody(r, data as Values, false));
      return { data: withId(r, record) } as never;
    },

    async update(resource, { id, data }) {
      const r = def(resource);
      const e = need(r, resource, 'update');
      const body = writableBody(r, data as Values, e !== r.endpoints.create);
      const params = hasId(r) && e.paramsIn !== 'path' ? { id: idOf(r, id), ...body } : body;
      return { data: withId(r, await call<Values>(r, e, params, id)) } as never;
    },

    async updateMany(resource, { ids, data }) {
      await Promise.all(ids.map((id) => provider.update(resource, { id, data, previousData: { id } })));
      return { data: ids };
    },

    async delete(resource, { id, previousData }) {
      const r = def(resource);
      const e = need(r, resource, 'delete');
      await call(r, e, e.paramsIn === 'path' ? {} : { id }, id);
      return { data: (previousData ?? { id }) as never };
    },

    async deleteMany(resource, { ids }) {
      const r = def(resource);
      const e = need(r, resource, 'delete');
      if (r.list?.bulkDelete) await call(r, e, { ids });
      else await Promise.all(ids.map((id) => call(r, e, e.paramsIn === 'path' ? {} : { id }, id)));
      return { data: ids };
    },
  };

  return { ...provider, ...managementActions(http) };
}
