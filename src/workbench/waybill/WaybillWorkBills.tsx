import { Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Page, WorkBill } from '../../common/waybillRecords';
import { formatTime, useBilingual } from '../common/useBilingual';
import { useCall } from '../common/useCall';
import { WorkBillStatusChip } from '../workBill/WorkBillStatusChip';

/** The work bills already open on this waybill (the caller's own, or all for a supervisor), so none is made twice. */
export function WaybillWorkBills({ waybillNo }: { waybillNo: string }) {
  const translate = useTranslate();
  const pick = useBilingual();
  const q = useCall<Page<WorkBill>>({ method: 'POST', path: 'workBill/queryWorkBillPage', body: { waybillNo, pageNum: 1, pageSize: 20 } });
  const rows = q.data?.records ?? [];
  if (q.loading && rows.length === 0) return null;
  if (rows.length === 0) return <Typography color="text.secondary">{translate('ccim.desk.waybill.noWorkBills')}</Typography>;
  return (
    <List dense disablePadding data-testid="waybill-workbills">
      {rows.map((b) => (
        <ListItem key={b.id} disableGutters secondaryAction={<WorkBillStatusChip status={b.status} />}>
          <ListItemText
            primary={
              <Link component={RouterLink} to={`/workbench/workbill-detail?id=${encodeURIComponent(b.id)}`} sx={{ fontFamily: 'monospace' }}>
                {b.billNo}
              </Link>
            }
            secondary={`${pick(b.bigTypeName)} / ${pick(b.smallTypeName)} · ${formatTime(b.createdAt)}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
