import { Alert, Box, Button, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import type { ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';

/** Loading is the data grid's own skeleton; this adds the error (with a retry) and the empty state. */
export function ListStates({ children }: { children: ReactNode }) {
  const { error, isPending, data, refetch, filterValues, setFilters } = useListContext();
  const translate = useTranslate();
  if (error) {
    return (
      <Alert severity="error" sx={{ m: 2 }} action={<Button onClick={() => refetch()}>{translate('ccim.mgmt.retry')}</Button>}>
        {translate('ccim.mgmt.loadFailed')}
      </Alert>
    );
  }
  if (!isPending && data?.length === 0) {
    const filtered = Object.keys(filterValues ?? {}).length > 0;
    return (
      <Box sx={{ textAlign: 'center', p: 4, color: 'text.secondary' }} role="status">
        <InboxIcon fontSize="large" />
        <Typography>{translate(filtered ? 'ccim.mgmt.emptyFiltered' : 'ccim.mgmt.empty')}</Typography>
        {filtered && <Button onClick={() => setFilters({}, [])}>{translate('ccim.mgmt.clearFilters')}</Button>}
      </Box>
    );
  }
  return <>{children}</>;
}
