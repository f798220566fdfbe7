import { Box, Chip, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAllStatus } from '../../dataProvider/realtime/RealtimeProvider';

const ITEMS = [
  { key: 'queueCount', label: 'ccim.header.queued', color: '#ffb74d' },
  { key: 'readyCount', label: 'ccim.header.ready', color: '#81c784' },
  { key: 'inSessionCount', label: 'ccim.header.inService', color: '#64b5f6' },
  { key: 'busyCount', label: 'ccim.header.busy', color: '#e57373' },
] as const;

/** The four live counts of the header (product.md §1), fed by the socket's allStatus. */
export function StatusCounts() {
  const status = useAllStatus();
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }} data-testid="status-counts">
      {ITEMS.map((i) => (
        <Tooltip key={i.key} title={translate(i.label)}>
          <Chip
            size="small"
            data-testid={`count-${i.key}`}
            label={
              <span>
                <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
                  {translate(i.label)}{' '}
                </Box>
                <b>{status ? status[i.key] : '–'}</b>
              </span>
            }
            sx={{ bgcolor: 'rgba(255,255,255,0.15)', color: 'inherit', borderLeft: `4px solid ${i.color}` }}
          />
        </Tooltip>
      ))}
    </Box>
  );
}
