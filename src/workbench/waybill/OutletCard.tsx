import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Outlet } from '../../common/waybillRecords';
import { useBilingual } from '../common/useBilingual';

/** The handling outlet: name, address, phone and manager. */
export function OutletCard({ outlet }: { outlet: Outlet | null }) {
  const translate = useTranslate();
  const pick = useBilingual();
  if (!outlet) return <Typography color="text.secondary">{translate('ccim.desk.waybill.noOutlet')}</Typography>;
  return (
    <Box data-testid="outlet">
      <Typography variant="subtitle2">
        {pick(outlet.name)} ({outlet.code})
      </Typography>
      <Typography variant="body2">
        {outlet.province} {outlet.city} {outlet.address}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('ccim.desk.waybill.phone')}: <a href={`tel:${outlet.phone}`}>{outlet.phone}</a> · {translate('ccim.desk.waybill.manager')}: {outlet.manager}
      </Typography>
    </Box>
  );
}
