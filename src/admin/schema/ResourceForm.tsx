import { Box, Stack } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { SaveButton, SimpleForm, Toolbar, type SimpleFormProps } from 'react-admin';
import { writableFields, type ResourceDef } from '../../common/resources';
import { CancelButton } from './CancelButton';
import { inputFor } from './inputFor';

/** The form fields of a resource: the writable ones the user fills (not the scope the resource fixes). */
function formRows(r: ResourceDef, forUpdate: boolean): string[][] {
  const allowed = new Set(writableFields(r, forUpdate).filter((f) => !f.hidden && !(r.scope && f.name in r.scope)).map((f) => f.name));
  const rows = (r.form ?? []).map((row) => row.filter((n) => allowed.has(n))).filter((row) => row.length);
  const placed = new Set(rows.flat());
  return [...rows, ...[...allowed].filter((n) => !placed.has(n)).map((n) => [n])];
}

/** Inputs a screen puts in place of the generated ones, by field name (e.g. a visitor picked by name). */
export type InputOverrides = Record<string, ReactElement>;

/** A form laid out in the schema's rows (side by side on wide screens, stacked on a phone); `cancel` adds Cancel. */
export function ResourceForm({ r, forUpdate, extra, toolbar, inputs, cancel, ...rest }: { r: ResourceDef; forUpdate: boolean; extra?: ReactNode; toolbar?: ReactNode; inputs?: InputOverrides; cancel?: boolean } & Omit<SimpleFormProps, 'children'>) {
  const defaults = Object.fromEntries(
    writableFields(r, false).filter((f) => f.default !== undefined).map((f) => [f.name, f.default]),
  );
  return (
    <SimpleForm
      defaultValues={forUpdate ? undefined : defaults}
      toolbar={<Toolbar>{toolbar ?? <SaveButton />}{cancel && <CancelButton />}</Toolbar>}
      sx={{ maxWidth: 960 }}
      {...rest}
    >
      {formRows(r, forUpdate).map((row) => (
        <Stack key={row.join()} direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }} sx={{ width: '100%' }}>
          {row.map((name) => (
            <Box key={name} sx={{ flex: 1, minWidth: 0 }}>
              {inputs?.[name] ?? inputFor(r.fields.find((f) => f.name === name)!, r)}
            </Box>
          ))}
        </Stack>
      ))}
      {extra}
    </SimpleForm>
  );
}
