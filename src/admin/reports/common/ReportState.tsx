import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** Loading, error (with retry) and empty states around a report's content. */
export function ReportState({
  loading,
  error,
  empty,
  onRetry,
  children,
}: {
  loading: boolean;
  error: string | null;
  empty: boolean;
  onRetry(): void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  if (error) {
    return (
      <Alert severity="error" action={<Button onClick={onRetry}>{translate('ccim.reports.state.retry')}</Button>}>
        {translate('ccim.reports.state.error', { message: translate(error, { _: error }) })}
      </Alert>
    );
  }
  if (loading && empty) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 3 }} role="status" aria-busy="true">
        <CircularProgress size={20} aria-label={translate('ccim.reports.state.loading')} />
        <Typography variant="body2">{translate('ccim.reports.state.loading')}</Typography>
      </Box>
    );
  }
  if (empty) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {translate('ccim.reports.state.empty')}
      </Typography>
    );
  }
  return <Box sx={{ opacity: loading ? 0.6 : 1, transition: 'opacity .2s' }}>{children}</Box>;
}
