import type { ComponentType, ReactElement } from 'react';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { resolveResource, resourcesSchema } from '../../common/resources';
import { RouteGuard } from '../errors/RouteGuard';
import { GenericCreate, GenericEdit, GenericShow } from '../schema/GenericViews';
import { GenericList } from '../schema/GenericList';
import { NoticeEditor } from './noticeMgt/NoticeEditor';
import { overrides, type Views } from './overrides';

/** The generated views of one resource, from what its schema entry declares. */
function generated(name: string): Views {
  const r = resolveResource(resourcesSchema, name);
  const views: Views = { list: () => <GenericList resource={name} /> };
  if (r.endpoints.create) views.create = () => <GenericCreate resource={name} />;
  if (r.endpoints.update) views.edit = () => <GenericEdit resource={name} />;
  else views.show = () => <GenericShow resource={name} />;
  return views;
}

/**
 * Each view behind the menu's route guard: react-admin's own access check lets the list's query start while it
 * redirects, so a forbidden page would still ask the server for its records (403). The guard renders nothing
 * of the view until the menu allows it.
 */
const named = (name: string, kind: string, c: ComponentType | undefined) => {
  if (!c) return c;
  const View = c;
  const Guarded = () => (
    <RouteGuard>
      <View />
    </RouteGuard>
  );
  Guarded.displayName = c.displayName ?? `${name}${kind}`;
  return Guarded;
};

/**
 * One `<Resource>` per management route of docs/product.md, named as the route (so react-admin's paths are the
 * product.md's paths and the menu's `canAccess` applies as is). App.tsx includes `{managementResources}`.
 */
export const managementResources: ReactElement[] = Object.entries(resourcesSchema.resources)
  .filter(([, r]) => r.route)
  .map(([name]) => {
    const v = name in overrides ? { ...generated(name), ...overrides[name] } : generated(name);
    const r = resolveResource(resourcesSchema, name);
    return (
      <Resource
        key={name}
        name={name}
        list={named(name, 'List', v.list)}
        create={named(name, 'Create', v.create)}
        edit={named(name, 'Edit', v.edit)}
        show={named(name, 'Show', v.show)}
        recordRepresentation={r.recordLabel}
      />
    );
  });

/** The announcement editor at docs/product.md's own route (`?id=` to edit). App.tsx puts these in `<CustomRoutes>`. */
export const managementRoutes: ReactElement[] = [<Route key="/noticeMgt/addOrEditor" path="/noticeMgt/addOrEditor" element={<NoticeEditor />} />];
