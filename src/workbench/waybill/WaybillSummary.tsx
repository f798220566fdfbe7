import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WaybillInfoDetail } from '../../common/waybillRecords';
import { formatTime } from '../common/useBilingual';

const Row = ({ label, value }: { label: string; value: React.ReactNode }) => (
  <Box sx={{ display: 'flex', gap: 1, py: 0.25 }}>
    <Typography variant="body2" color="text.secondary" sx={{ minWidth: 84, flexShrink: 0 }}>
      {label}
    </Typography>
    <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
      {value}
    </Typography>
  </Box>
);

/** Who sends what to whom: the waybill's parties, weight, fees and status. */
export function WaybillSummary({ w }: { w: WaybillInfoDetail }) {
  const translate = useTranslate();
  const t = (k: string) => translate(`ccim.desk.waybill.${k}`);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h3" sx={{ fontFamily: 'monospace' }} data-testid="waybill-no">
          {w.waybillNo}
        </Typography>
        <Chip size="small" label={translate(`ccim.desk.orgType.${w.type}`)} />
        <Chip size="small" color={w.status === 'exception' ? 'error' : w.status === 'delivered' ? 'success' : 'primary'} label={translate(`ccim.desk.waybillStatus.${w.status}`)} />
      </Box>
      <Row label={t('sender')} value={`${w.senderName} ${w.senderPhone} · ${w.senderCity} ${w.senderAddress}`} />
      <Row label={t('receiver')} value={`${w.receiverName} ${w.receiverPhone} · ${w.receiverCity} ${w.receiverAddress}`} />
      <Row label={t('weight')} value={`${w.weightKg} kg`} />
      <Row label={t('fee')} value={`¥${w.fee.toFixed(2)}${w.collectAmount ? ` · ${t('cod')} ¥${w.collectAmount.toFixed(2)}` : ''}`} />
      {w.orderNo && <Row label={t('orderNo')} value={w.orderNo} />}
      <Row label={t('eta')} value={formatTime(w.estimatedDeliveryAt)} />
    </Box>
  );
}
