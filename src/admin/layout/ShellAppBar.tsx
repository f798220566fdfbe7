import { AppBar, TitlePortal } from 'react-admin';
import { Box } from '@mui/material';
import { AvailabilitySwitch } from './AvailabilitySwitch';
import { StatusCounts } from './StatusCounts';
import { UserBox } from './UserBox';
import { ExportJobsButton } from '../exports/ExportJobsButton';

/** The header (product.md §2): the four counts, the availability switch, the user, language, sound and logout. */
export function ShellAppBar() {
  return (
    <AppBar userMenu={false} toolbar={<UserBox before={<ExportJobsButton />} />}>
      <TitlePortal sx={{ flex: '0 1 auto', minWidth: 0, display: { xs: 'none', lg: 'block' } }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1, overflow: 'hidden', ml: 1 }}>
        <StatusCounts />
        <AvailabilitySwitch />
      </Box>
    </AppBar>
  );
}
