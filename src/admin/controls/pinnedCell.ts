import type { Theme } from '@mui/material';

/** A table's button cell pinned at the right edge of a table wider than its window, on one line: always in sight. */
export const PINNED_CELL = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: (t: Theme) => `-1px 0 0 ${t.palette.divider}`,
  whiteSpace: 'nowrap',
} as const;
