import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { Create, Edit, useRecordContext, useRedirect, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { resolveResource, resourcesSchema } from '../../../common/resources';
import { ShownOnceDialog } from '../../controls/ShownOnceDialog';
import { GenericList } from '../../schema/GenericList';
import { RecordActions } from '../../schema/RecordActions';
import { ResourceForm } from '../../schema/ResourceForm';

const RESOURCE = 'webhookMgt';

/** New endpoint: the schema's form; after saving, the secret is shown once, then the endpoint's page opens. */
export function WebhookCreate() {
  const r = resolveResource(resourcesSchema, RESOURCE);
  const redirect = useRedirect();
  const [saved, setSaved] = useState<{ id: RaRecord['id']; secret: string } | null>(null);
  return (
    <>
      <Create resource={RESOURCE} redirect={false} mutationOptions={{ onSuccess: (data: RaRecord) => setSaved({ id: data.id, secret: String(data.secret) }) }}>
        <ResourceForm r={r} forUpdate={false} />
      </Create>
      {saved && <ShownOnceDialog value={saved.secret} texts="ccim.mgmt.webhooks.secret" testId="webhook-secret" onClose={() => redirect('edit', RESOURCE, saved.id)} />}
    </>
  );
}

/** The delivery log of the endpoint being edited: attempts, answers and times, with Resend on each line. */
function Deliveries() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ mt: 3, minWidth: 0, width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('ccim.mgmt.webhooks.deliveries')}
        </Typography>
        <Button size="small" startIcon={<RefreshIcon />} onClick={() => refresh()}>
          {translate('ra.action.refresh')}
        </Button>
      </Box>
      <GenericList resource="webhookDelivery" embedded={{ filter: { endpointId: record.id } }} />
    </Box>
  );
}

/** An endpoint's page: its form, then its delivery log. */
export function WebhookEdit() {
  const r = resolveResource(resourcesSchema, RESOURCE);
  return (
    <Edit resource={RESOURCE} mutationMode="pessimistic" redirect={false} actions={<RecordActions />}>
      <ResourceForm r={r} forUpdate />
      <Deliveries />
    </Edit>
  );
}
