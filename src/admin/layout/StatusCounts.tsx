import { Box, Chip, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAllStatus } from '../../dataProvider/realtime/RealtimeProvider';

const ITEMS = [
  { key: 'queueCount', label: 'ccim.header.queued', short: 'ccim.header.queuedShort', color: '#ffb74d' },
  { key: 'readyCount', label: 'ccim.header.ready', short: 'ccim.header.readyShort', color: '#81c784' },
  { key: 'inSessionCount', label: 'ccim.header.inService', short: 'ccim.header.inServiceShort', color: '#64b5f6' },
  { key: 'busyCount', label: 'ccim.header.busy', short: 'ccim.header.busyShort', color: '#e57373' },
] as const;

/** Of the waiting chats, how many a routing rule made high or urgent: "2 priority" (on a phone "↑2"). */
function PriorityBadge({ count }: { count: number }) {
  const translate = useTranslate();
  return (
    <Box component="span" data-testid="count-priorityQueueCount" title={translate('ccim.header.priorityQueued', { smart_count: count })} sx={{ ml: 0.75, px: 0.5, borderRadius: 0.5, bgcolor: '#b71c1c', color: '#fff', fontWeight: 600 }}>
      <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
        {translate('ccim.header.priority', { smart_count: count })}
      </Box>
      <Box component="span" sx={{ display: { xs: 'inline', md: 'none' } }} aria-hidden>
        ↑{count}
      </Box>
    </Box>
  );
}

/**
 * The four live counts of the header (product.md §1), fed by the socket's allStatus. Each says what it counts: the full
 * word from `md`, a short one on narrower windows (the phone), where the four wrap into two rows.
 */
export function StatusCounts() {
  const status = useAllStatus();
  const translate = useTranslate();
  return (
    <Box sx={{ display: { xs: 'grid', md: 'flex' }, gridTemplateColumns: 'repeat(2, max-content)', gap: 0.5, flexWrap: 'wrap' }} data-testid="status-counts">
      {ITEMS.map((i) => (
        <Tooltip key={i.key} title={i.key === 'queueCount' && status?.priorityQueueCount ? `${translate(i.label)} (${translate('ccim.header.priorityQueued', { smart_count: status.priorityQueueCount })})` : translate(i.label)}>
          <Chip
            size="small"
            data-testid={`count-${i.key}`}
            label={
              <span>
                <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
                  {translate(i.label)}{' '}
                </Box>
                <Box component="span" sx={{ display: { xs: 'inline', md: 'none' } }}>
                  {translate(i.short)}{' '}
                </Box>
                <b>{status ? status[i.key] : '–'}</b>
                {i.key === 'queueCount' && !!status?.priorityQueueCount && <PriorityBadge count={status.priorityQueueCount} />}
              </span>
            }
            sx={{ bgcolor: 'rgba(255,255,255,0.15)', color: 'inherit', borderLeft: `4px solid ${i.color}`, height: { xs: 22, md: 24 }, '& .MuiChip-label': { px: { xs: 0.75, md: 1 } } }}
          />
        </Tooltip>
      ))}
    </Box>
  );
}
