import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** Loading, error (with retry) and empty states around a panel's content. */
export function CallStateView({ loading, error, empty, onRetry, children }: { loading: boolean; error: string | null; empty: boolean; onRetry(): void; children: ReactNode }) {
  const translate = useTranslate();
  if (error) {
    return (
      <Alert severity="error" action={<Button onClick={onRetry}>{translate('ccim.desk.state.retry')}</Button>}>
        {translate(error, { _: error })}
      </Alert>
    );
  }
  if (loading && empty) {
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress size={28} aria-label={translate('ccim.desk.state.loading')} />
      </Box>
    );
  }
  if (empty) {
    return (
      <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
        {translate('ccim.desk.state.empty')}
      </Typography>
    );
  }
  return <>{children}</>;
}
