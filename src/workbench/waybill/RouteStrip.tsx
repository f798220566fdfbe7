import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RouteNode } from '../../common/waybillRecords';
import { formatTime } from '../common/useBilingual';
import { useCall } from '../common/useCall';

/** The cities the waybill passed through, in order (`routDetilInfo`); the last one is where it is now. */
export function RouteStrip({ waybillNo }: { waybillNo: string }) {
  const translate = useTranslate();
  const q = useCall<{ route: RouteNode[] }>({ method: 'POST', path: 'waybill/routDetilInfo', body: { waybillNo } });
  const route = q.data?.route ?? [];
  if (route.length === 0) return null;
  return (
    <Box aria-label={translate('ccim.desk.waybill.route')} data-testid="waybill-route" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
      {route.map((n, i) => (
        <Box key={`${n.city}-${n.arrivedAt}`} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {i > 0 && <Typography color="text.secondary">→</Typography>}
          <Chip size="small" variant={i === route.length - 1 ? 'filled' : 'outlined'} label={n.city} title={formatTime(n.arrivedAt)} />
        </Box>
      ))}
    </Box>
  );
}
