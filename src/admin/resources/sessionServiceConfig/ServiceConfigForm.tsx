import { Alert, Typography } from '@mui/material';
import { Edit, useTranslate } from 'react-admin';
import { resolveResource, resourcesSchema } from '../../../common/resources';
import { SINGLETON_ID } from '../../../dataProvider';
import { ResourceForm } from '../../schema/ResourceForm';

const r = resolveResource(resourcesSchema, 'sessionServiceConfig');

/** /sessionServiceConfig: the one settings form (get, edit); the conversation loop reads what is saved here. */
export function ServiceConfigForm() {
  const translate = useTranslate();
  return (
    <Edit resource="sessionServiceConfig" id={SINGLETON_ID} mutationMode="pessimistic" redirect={false} title="resources.sessionServiceConfig.name">
      <Alert severity="info" sx={{ m: 2, mb: 0 }}>
        <Typography variant="body2">{translate('ccim.mgmt.config.help')}</Typography>
      </Alert>
      <ResourceForm r={r} forUpdate />
    </Edit>
  );
}
