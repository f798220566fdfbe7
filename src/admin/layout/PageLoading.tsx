import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A page or view still loading (a route's code, the user's permissions): a named progress indicator and a readable
 * line, announced politely and marked busy, so nothing takes it for the page's settled content. react-admin's own
 * `Loading` leaves its indicator unnamed and greys its text below the contrast a reader needs (axe:
 * aria-progressbar-name, color-contrast).
 */
export function PageLoading() {
  const translate = useTranslate();
  const words = translate('ccim.loading');
  return (
    <Box role="status" aria-busy="true" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: 6 }}>
      <CircularProgress size={32} aria-label={words} />
      <Typography variant="body2" color="text.secondary">
        {words}
      </Typography>
    </Box>
  );
}
