import { Box, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WorkBill } from '../../common/waybillRecords';
import { formatTime, useBilingual } from '../common/useBilingual';
import { WorkBillStatusChip } from './WorkBillStatusChip';

/** The fields of one work bill. */
export function WorkBillInfo({ bill }: { bill: WorkBill }) {
  const translate = useTranslate();
  const pick = useBilingual();
  const items: [string, React.ReactNode][] = [
    ['waybillNo', bill.waybillNo],
    ['type', `${pick(bill.bigTypeName)} / ${pick(bill.smallTypeName)}`],
    ['complaintDept', pick(bill.complaintDeptName)],
    ['urgeCount', bill.urgeCount],
    ['createdBy', bill.createdByName],
    ['createdAt', formatTime(bill.createdAt)],
  ];
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ fontFamily: 'monospace' }}>
          {bill.billNo}
        </Typography>
        <WorkBillStatusChip status={bill.status} />
      </Box>
      <Grid container spacing={1}>
        {items.map(([k, v]) => (
          <Grid key={k} size={{ xs: 12, sm: 6 }}>
            <Typography variant="caption" color="text.secondary">
              {translate(`ccim.desk.workbill.${k}`)}
            </Typography>
            <Typography variant="body2" data-testid={`workbill-${k}`}>
              {v}
            </Typography>
          </Grid>
        ))}
      </Grid>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {translate('ccim.desk.workbill.description')}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {bill.description}
      </Typography>
      {bill.invalidReason && (
        <Typography variant="body2" color="error" sx={{ mt: 1 }}>
          {translate('ccim.desk.workbill.invalidReason')}: {bill.invalidReason}
        </Typography>
      )}
    </Box>
  );
}
