import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { Create, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { resolveResource, resourcesSchema } from '../../../common/resources';
import { ResourceForm } from '../../schema/ResourceForm';

const RESOURCE = 'apiTokenMgt';

/** The token the server answered once, with the only chance to copy it. */
function TokenDialog({ token, onClose }: { token: string; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="api-token-secret">
      <DialogTitle>{translate('ccim.mgmt.apiTokens.tokenTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('ccim.mgmt.apiTokens.tokenHelp')}</DialogContentText>
        <TextField
          value={token}
          fullWidth
          multiline
          slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace', wordBreak: 'break-all' } }, htmlInput: { 'aria-label': translate('ccim.mgmt.apiTokens.tokenTitle') } }}
          onFocus={(e) => e.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate('ccim.mgmt.apiTokens.tokenDone')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

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
      {token && <TokenDialog token={token} onClose={() => redirect('list', RESOURCE)} />}
    </>
  );
}
