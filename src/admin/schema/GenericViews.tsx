import type { ReactNode } from 'react';
import { Create, Edit, Show, SimpleShowLayout } from 'react-admin';
import { resolveResource, resourcesSchema } from '../../common/resources';
import { fieldFor } from './fieldFor';
import { RecordActions } from './RecordActions';
import { ResourceForm, type InputOverrides } from './ResourceForm';

/** Generated create page: the schema's form, saved with `add`; server field errors show under each input. */
export function GenericCreate({ resource, extra, inputs }: { resource: string; extra?: ReactNode; inputs?: InputOverrides }) {
  const r = resolveResource(resourcesSchema, resource);
  return (
    <Create resource={resource} redirect="list">
      <ResourceForm r={r} forUpdate={false} extra={extra} inputs={inputs} cancel />
    </Create>
  );
}

/** Generated edit page; pessimistic, so a refusal keeps the form open with its field messages. */
export function GenericEdit({ resource, extra }: { resource: string; extra?: ReactNode }) {
  const r = resolveResource(resourcesSchema, resource);
  return (
    <Edit resource={resource} mutationMode="pessimistic" redirect="list" actions={<RecordActions />}>
      <ResourceForm r={r} forUpdate extra={extra} cancel />
    </Edit>
  );
}

/** Generated show page: every field that is not hidden, and the record's actions (the list's row buttons). */
export function GenericShow({ resource }: { resource: string }) {
  const r = resolveResource(resourcesSchema, resource);
  return (
    <Show resource={resource} actions={<RecordActions />}>
      <SimpleShowLayout>{r.fields.filter((f) => !f.hidden && f.name !== 'id').map((f) => fieldFor(f))}</SimpleShowLayout>
    </Show>
  );
}
