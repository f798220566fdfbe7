import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Abnormal, Page, SaleWorkOrder } from '../../common/waybillRecords';
import { formatTime, useBilingual } from '../common/useBilingual';
import { useCall } from '../common/useCall';

/** Abnormal records (`queryAbnormalInfoPage`) and sales work orders (`findSaleWorkOrderList`) of one waybill. */
export function WaybillRecords({ waybillNo }: { waybillNo: string }) {
  const translate = useTranslate();
  const pick = useBilingual();
  const body = { waybillNo, pageNum: 1, pageSize: 20 };
  const abnormal = useCall<Page<Abnormal>>({ method: 'POST', path: 'workBill/queryAbnormalInfoPage', body });
  const sales = useCall<Page<SaleWorkOrder>>({ method: 'POST', path: 'workBill/findSaleWorkOrderList', body });
  const rows = [
    ...(abnormal.data?.records ?? []).map((a) => ({ id: a.id, primary: pick(a.text), secondary: `${translate('ccim.desk.waybill.abnormal')} · ${a.orgCode} · ${formatTime(a.createdAt)}` })),
    ...(sales.data?.records ?? []).map((o) => ({ id: o.id, primary: o.content, secondary: `${translate('ccim.desk.waybill.saleOrder')} ${o.orderNo} · ${o.status} · ${formatTime(o.createdAt)}` })),
  ];
  if (abnormal.loading || sales.loading) return null;
  if (rows.length === 0) return <Typography color="text.secondary">{translate('ccim.desk.waybill.noRecords')}</Typography>;
  return (
    <List dense disablePadding data-testid="waybill-records">
      {rows.map((r) => (
        <ListItem key={r.id} disableGutters>
          <ListItemText primary={r.primary} secondary={r.secondary} />
        </ListItem>
      ))}
    </List>
  );
}
