import { Box, Dialog, DialogTitle } from '@mui/material';
import { Button, CreateBase, EditBase, SaveButton, useTranslate, type Identifier } from 'react-admin';
import { resolveResource, resourcesSchema } from '../../../common/resources';
import { ResourceForm } from '../../schema/ResourceForm';
import { PageLoading } from '../../layout/PageLoading';

export const TASKS = 'robotNoAnswerTask';

/**
 * A follow-up task in a dialog: the schema's form of `robotNoAnswerTask`, saved through `task/edit` (without an
 * id it creates). Pessimistic, so the server's field errors show under the fields and the dialog stays open.
 */
export function TaskDialog({ id, onSaved, onClose }: { id?: Identifier; onSaved(): void; onClose(): void }) {
  const translate = useTranslate();
  const r = resolveResource(resourcesSchema, TASKS);
  const form = (
    <ResourceForm
      r={r}
      forUpdate={id !== undefined}
      toolbar={
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', width: '100%' }}>
          <Button label="ra.action.cancel" onClick={onClose} />
          <SaveButton />
        </Box>
      }
    />
  );
  const done = { onSuccess: onSaved };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(id !== undefined ? 'ccim.mgmt.tasks.edit' : 'ccim.mgmt.tasks.add')}</DialogTitle>
      {id !== undefined ? (
        <EditBase resource={TASKS} id={id} mutationMode="pessimistic" redirect={false} mutationOptions={done} loading={<PageLoading />}>
          {form}
        </EditBase>
      ) : (
        <CreateBase resource={TASKS} redirect={false} mutationOptions={done}>
          {form}
        </CreateBase>
      )}
    </Dialog>
  );
}
