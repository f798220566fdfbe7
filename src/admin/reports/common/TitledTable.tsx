import { Box, Table, TableContainer, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A report's table under its title: it scrolls sideways on a phone rather than squeezing its columns, in a region
 * the keyboard reaches, and is named by its title for screen readers. `table` marks it (`data-table`) for the tests.
 */
export function TitledTable({ title, table, children }: { title: string; table: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }} tabIndex={0} role="region" aria-label={title}>
        <Table size="small" aria-label={title} data-table={table}>
          {children}
        </Table>
      </TableContainer>
    </Box>
  );
}
