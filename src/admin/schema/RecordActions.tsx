import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, Form, useDataProvider, useNotify, usePermissions, useRecordContext, useRefresh, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import type { Permissions } from '../auth/authProvider';
import { resolveResource, resourcesSchema, type ActionDef } from '../../common/resources';
import type { ManagementDataProvider } from '../../dataProvider';
import { inputFor } from './inputFor';

/** Input fields of an action the user must fill (id is the record's; a boolean toggles the record's value). */
const formFields = (a: ActionDef) => (a.input?.fields ?? []).filter((n) => n !== 'id');

function RecordActionButton({ resource, action, record }: { resource: string; action: ActionDef; record: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dp = useDataProvider<ManagementDataProvider>();
  const r = resolveResource(resourcesSchema, resource);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const fields = formFields(action).map((n) => r.fields.find((f) => f.name === n)!);
  const toggle = fields.length === 1 && fields[0].type === 'boolean';
  const needsForm = fields.length > 0 && !toggle;
  const label = toggle
    ? translate(`ccim.mgmt.actions.${action.name}.${record[fields[0].name] ? 'off' : 'on'}`)
    : translate(`ccim.mgmt.actions.${action.name}`);

  const run = async (data: Record<string, unknown> = {}) => {
    setBusy(true);
    try {
      const payload = toggle ? { [fields[0].name]: !record[fields[0].name] } : data;
      await dp.action(resource, action.name, { id: record.id, data: payload });
      notify('ccim.mgmt.done', { type: 'success' });
      setOpen(false);
      refresh();
    } catch {
      // The http client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  const click = () => (needsForm || action.confirm ? setOpen(true) : run());
  return (
    <>
      <Button size="small" onClick={(e) => { e.stopPropagation(); click(); }} disabled={busy} data-action={action.name}>
        {label}
      </Button>
      {needsForm ? (
        <Dialog open={open} onClose={() => setOpen(false)} onClick={(e) => e.stopPropagation()} fullWidth maxWidth="xs">
          <Form record={record} onSubmit={(values: Record<string, unknown>) => run(Object.fromEntries(fields.map((f) => [f.name, values[f.name]])))}>
            <DialogTitle>{label}</DialogTitle>
            <DialogContent>{fields.map((f) => inputFor(f, r))}</DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
              <Button type="submit" variant="contained" disabled={busy}>
                {translate('ra.action.confirm')}
              </Button>
            </DialogActions>
          </Form>
        </Dialog>
      ) : (
        <Confirm
          isOpen={open}
          loading={busy}
          title={label}
          content={translate(`ccim.mgmt.confirm.${action.name}`, { _: translate('ccim.mgmt.confirm.default') })}
          onConfirm={() => run()}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** The schema's record actions of a resource, as buttons on a row or an edit page. */
export function RecordActions() {
  const resource = useResourceContext()!;
  const record = useRecordContext();
  const { permissions } = usePermissions<Permissions>();
  const r = resolveResource(resourcesSchema, resource);
  if (!record) return null;
  // An action limited to some roles is not offered to the others (the server refuses them too).
  const actions = (r.actions ?? []).filter(
    (a) =>
      a.scope === 'record' &&
      (!a.roles || a.roles.some((role) => role === permissions?.role)) &&
      (!a.showWhen || a.showWhen.values.includes(record[a.showWhen.field] as never)),
  );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
      {actions.map((a) => (
        <RecordActionButton key={a.name} resource={resource} action={a} record={record} />
      ))}
    </Stack>
  );
}
