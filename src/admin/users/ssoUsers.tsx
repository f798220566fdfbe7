import { useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField, BooleanInput, Create, Datagrid, Edit, List, NumberInput, PasswordInput, required, SearchInput,
  SelectField, SelectInput, SimpleForm, SimpleList, TextField, TextInput, minLength, regex, useTranslate, type RaRecord,
} from 'react-admin';
import { formatDateTime } from '../../common/dateTime';
import { LocaleDateField } from '../schema/LocaleDateField';

const ROLES = [
  { id: 'admin', name: 'ccim.users.roles.admin' },
  { id: 'supervisor', name: 'ccim.users.roles.supervisor' },
  { id: 'agent', name: 'ccim.users.roles.agent' },
];
const ORG_TYPES = [
  { id: 'kd', name: 'ccim.users.orgTypes.kd' },
  { id: 'ky', name: 'ccim.users.orgTypes.ky' },
];
const code = regex(/^[A-Za-z0-9_-]+$/, 'ccim.users.codeFormat');

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="role" source="role" choices={ROLES} />];

/**
 * Sign-on users and their roles (admin only), served by the sign-on server's simple-REST endpoint. On a phone
 * each user is one line of the list (seven columns would be twice the window's width).
 */
export function SsoUserList() {
  const small = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: 'username', order: 'ASC' }}>
      {small ? (
        <SimpleList
          rowClick="edit"
          primaryText={(u: RaRecord) => String(u.name)}
          secondaryText={(u: RaRecord) => `${String(u.username)} · ${translate(`ccim.users.roles.${String(u.role)}`)}${u.enabled ? '' : ` · ${translate('ccim.users.disabled')}`}`}
          tertiaryText={(u: RaRecord) => formatDateTime(Number(u.createdAt))}
          sx={{ overflowWrap: 'anywhere' }}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="username" />
          <TextField source="name" />
          <TextField source="code" />
          <SelectField source="role" choices={ROLES} />
          <TextField source="orgFullName" />
          <BooleanField source="enabled" />
          <LocaleDateField source="createdAt" showTime />
        </Datagrid>
      )}
    </List>
  );
}

function UserFields({ create }: { create: boolean }) {
  return (
    <>
      <TextInput source="username" validate={required()} disabled={!create} />
      <PasswordInput source="password" validate={create ? [required(), minLength(8)] : minLength(8)} helperText={create ? undefined : 'ccim.users.passwordHint'} />
      <TextInput source="name" validate={required()} />
      <TextInput source="code" validate={[required(), code]} />
      <SelectInput source="role" choices={ROLES} validate={required()} />
      <NumberInput source="authLevel" min={0} max={9} />
      <TextInput source="orgName" />
      <TextInput source="orgFullName" fullWidth />
      <SelectInput source="orgType" choices={ORG_TYPES} />
      <BooleanInput source="enabled" />
      {/* Company sign-on links by the provider's identity; a same-named local account only when allowed here. */}
      {!create && <BooleanInput source="oidcLinkAllowed" helperText="ccim.users.oidcLinkHelp" />}
    </>
  );
}

export const SsoUserCreate = () => (
  <Create redirect="list">
    <SimpleForm defaultValues={{ role: 'agent', orgType: 'kd', enabled: true, authLevel: 1 }}>
      <UserFields create />
    </SimpleForm>
  </Create>
);

export const SsoUserEdit = () => (
  <Edit mutationMode="pessimistic" transform={(d: Record<string, unknown>) => ({ ...d, password: d.password || undefined })}>
    <SimpleForm>
      <UserFields create={false} />
    </SimpleForm>
  </Edit>
);
