import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WaybillTrack } from '../../common/waybillRecords';
import { formatTime, useBilingual } from '../common/useBilingual';

/** Tracks as a vertical timeline, newest first; the newest point is highlighted. */
export function TrackTimeline({ tracks }: { tracks: WaybillTrack[] }) {
  const translate = useTranslate();
  const pick = useBilingual();
  if (tracks.length === 0) return <Typography color="text.secondary">{translate('ccim.desk.waybill.noTracks')}</Typography>;
  return (
    <Box component="ol" aria-label={translate('ccim.desk.waybill.tracks')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {tracks.map((t, i) => (
        <Box component="li" key={`${t.at}-${i}`} sx={{ display: 'flex', gap: 1.5, pb: 1.5, position: 'relative' }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
            <Box sx={{ width: 10, height: 10, mt: 0.75, borderRadius: '50%', bgcolor: i === 0 ? 'primary.main' : 'grey.400' }} />
            {i < tracks.length - 1 && <Box sx={{ flex: 1, width: 2, bgcolor: 'grey.300', mt: 0.5 }} />}
          </Box>
          <Box>
            <Typography variant="body2" sx={{ fontWeight: i === 0 ? 600 : 400 }}>
              {pick(t.text)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatTime(t.at)} · {t.city}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
