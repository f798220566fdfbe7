import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WorkBillEvent } from '../../common/waybillRecords';
import { formatTime } from '../common/useBilingual';

/** The processing history of a work bill, oldest first. */
export function EventTimeline({ events }: { events: WorkBillEvent[] }) {
  const translate = useTranslate();
  return (
    <Box component="ol" aria-label={translate('ccim.desk.workbill.history')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {events.map((e) => (
        <Box component="li" key={e.id} data-testid="workbill-event" sx={{ borderLeft: 2, borderColor: e.kind === 'invalid' ? 'error.main' : 'primary.light', pl: 1.5, pb: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {translate(`ccim.desk.workbillEvent.${e.kind}`)} · {e.actorName}
          </Typography>
          {e.note && <Typography variant="body2">{e.note}</Typography>}
          <Typography variant="caption" color="text.secondary">
            {formatTime(e.createdAt)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
