import { Box, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';

/**
 * A titled, responsive chart area (shorter on a phone unless `fixed`: a chart sized to its rows keeps their room).
 * It clips what it draws: a tooltip shown before the window narrowed keeps its old place until the pointer moves, and
 * must not make the page wider than the window.
 */
export function ChartBox({ title, children, height = 260, fixed = false }: { title: string; children: ReactElement; height?: number; fixed?: boolean }) {
  return (
    <Box sx={{ mb: 2, minWidth: 0 }} role="figure" aria-label={title} data-chart>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ height: { xs: fixed ? height : Math.round(height * 0.8), sm: height }, overflow: 'hidden' }}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </Box>
    </Box>
  );
}
