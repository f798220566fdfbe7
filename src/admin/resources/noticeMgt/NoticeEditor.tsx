import { Create, Edit, ResourceContextProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { resolveResource, resourcesSchema } from '../../../common/resources';
import { RecordActions } from '../../schema/RecordActions';
import { ResourceForm } from '../../schema/ResourceForm';

const r = resolveResource(resourcesSchema, 'noticeMgt');

/** /noticeMgt/addOrEditor: a new announcement, or with ?id= the one to edit (rich text, sanitized). */
export function NoticeEditor() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <ResourceContextProvider value="noticeMgt">
      {id ? (
        <Edit resource="noticeMgt" id={id} mutationMode="pessimistic" redirect="list" actions={<RecordActions />}>
          <ResourceForm r={r} forUpdate cancel />
        </Edit>
      ) : (
        <Create resource="noticeMgt" redirect="list">
          <ResourceForm r={r} forUpdate={false} cancel />
        </Create>
      )}
    </ResourceContextProvider>
  );
}
