import { saveAs } from 'file-saver';
import { HttpError, type Identifier } from 'react-admin';
import { endpointUrl, resolveResource, resourcesSchema, type EndpointDef } from '../common/resources';
import type { HttpClient } from './httpClient';
import { carriesQuery, filterParams, MAIN_BASE, type Values } from './params';

/** The custom calls of the schema (record and list actions, exports, the import and its template). */
export interface ManagementActions {
  /** Runs an action of `resources.schema.json` and answers its `data`. */
  action<T = unknown>(resource: string, name: string, params?: { id?: Identifier; data?: Values }): Promise<T>;
  /** Downloads an export of the filtered list and saves it as a file; answers the file name. */
  exportFile(resource: string, name: string, filter?: Values): Promise<string>;
  downloadTemplate(resource: string, name: string): Promise<string>;
  importFile<T = unknown>(resource: string, name: string, file: File, dryRun?: boolean): Promise<T>;
}

function find<T extends { name: string }>(list: T[] | undefined, name: string, what: string): T {
  const item = list?.find((x) => x.name === name);
  if (!item) throw new HttpError(`No ${what} ${name}`, 405, null);
  return item;
}

export function managementActions(http: HttpClient): ManagementActions {
  const send = <T>(resource: string, e: EndpointDef, params: Values, id?: Identifier) => {
    const r = resolveResource(resourcesSchema, resource);
    const url = MAIN_BASE + endpointUrl(r, e, e.paramsIn === 'path' ? id : undefined);
    if (carriesQuery(e)) return http.request<T>(e.method, url, { query: params as Record<string, string | number | boolean> });
    return http.request<T>(e.method, url, e.method === 'PUT' && e.paramsIn === 'path' && !Object.keys(params).length ? {} : { body: params });
  };
  return {
    action(resource, name, params = {}) {
      const r = resolveResource(resourcesSchema, resource);
      const a = find(r.actions, name, 'action');
      const withId = params.id !== undefined && a.endpoint.paramsIn !== 'path' && a.input?.fields?.includes('id');
      return send(resource, a.endpoint, { ...(withId ? { id: params.id } : {}), ...(params.data ?? {}) }, params.id);
    },
    async exportFile(resource, name, filter = {}) {
      const r = resolveResource(resourcesSchema, resource);
      const x = find(r.exports, name, 'export');
      const { blob, filename } = await http.download(x.endpoint.method, MAIN_BASE + endpointUrl(r, x.endpoint), { body: { ...filterParams(r, filter), ...(r.scope ?? {}) } });
      saveAs(blob, filename);
      return filename;
    },
    async downloadTemplate(resource, name) {
      const r = resolveResource(resourcesSchema, resource);
      const imp = find(r.imports, name, 'import');
      const { blob, filename } = await http.download(imp.template.method, MAIN_BASE + endpointUrl(r, imp.template));
      saveAs(blob, filename);
      return filename;
    },
    importFile(resource, name, file, dryRun = false) {
      const r = resolveResource(resourcesSchema, resource);
      const imp = find(r.imports, name, 'import');
      const form = new FormData();
      form.append('file', file, file.name);
      if (dryRun) form.append('dryRun', 'true');
      // The form's own bad rows are shown by the import dialog, so the notice is left to it.
      return http.request(imp.endpoint.method, MAIN_BASE + endpointUrl(r, imp.endpoint), { body: form, silent: true });
    },
  };
}
