import { useState } from 'react';
import { Create, useRedirect, type RaRecord } from 'react-admin';
import { resolveResource, resourcesSchema } from '../../../common/resources';
import { ShownOnceDialog } from '../../controls/ShownOnceDialog';
import { ResourceForm } from '../../schema/ResourceForm';

const RESOURCE = 'apiTokenMgt';

/** New token: the schema's form; after saving, the token is shown once, then the list opens. */
export function ApiTokenCreate() {
  const r = resolveResource(resourcesSchema, RESOURCE);
  const redirect = useRedirect();
  const [token, setToken] = useState<string | null>(null);
  return (
    <>
      <Create resource={RESOURCE} redirect={false} mutationOptions={{ onSuccess: (data: RaRecord) => setToken(String(data.token)) }}>
        <ResourceForm r={r} forUpdate={false} />
      </Create>
      {token && <ShownOnceDialog value={token} texts="ccim.mgmt.apiTokens.token" testId="api-token-secret" onClose={() => redirect('list', RESOURCE)} />}
    </>
  );
}
