import type { ComponentType, ReactElement } from 'react';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { resolveResource, resourcesSchema } from '../../common/resources';
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

const named = (name: string, kind: string, c: ComponentType | undefined) => {
  if (c && !c.displayName) c.displayName = `${name}${kind}`;
  return c;
};

/**
 * One `<Resource>` per management route of the spec, named as the route (so react-admin's paths are the
 * spec's paths and the menu's `canAccess` applies as is). App.tsx includes `{managementResources}`.
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

/** The announcement editor at the spec's own route (`?id=` to edit). App.tsx puts these in `<CustomRoutes>`. */
export const managementRoutes: ReactElement[] = [<Route key="/noticeMgt/addOrEditor" path="/noticeMgt/addOrEditor" element={<NoticeEditor />} />];
