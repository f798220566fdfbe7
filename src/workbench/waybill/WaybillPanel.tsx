import { Box, Button, Divider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CallStateView } from '../common/CallState';
import type { WaybillInfoDetail } from '../../common/waybillRecords';
import { useCall } from '../common/useCall';
import { OutletCard } from './OutletCard';
import { ProblemList } from './ProblemList';
import { RouteStrip } from './RouteStrip';
import { TrackTimeline } from './TrackTimeline';
import { WaybillRecords } from './WaybillRecords';
import { WaybillSummary } from './WaybillSummary';
import { WaybillWorkBills } from './WaybillWorkBills';

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Box component="section" sx={{ py: 1.5 }}>
    <Typography variant="overline" component="h4" color="text.secondary">
      {title}
    </Typography>
    {children}
  </Box>
);

/** One waybill: details, tracks as a timeline, problems and warnings, and the handling outlet. */
export function WaybillPanel({ waybillNo, onCreateWorkBill }: { waybillNo: string; onCreateWorkBill?(waybillNo: string): void }) {
  const translate = useTranslate();
  const q = useCall<WaybillInfoDetail>({ method: 'POST', path: 'waybill/getWayBillInfoDetail', body: { waybillNo } });
  const w = q.data?.waybillNo === waybillNo.toUpperCase() ? q.data : undefined;
  return (
    <Box data-testid="waybill-panel" sx={{ p: { xs: 1, sm: 2 } }}>
      <CallStateView loading={q.loading} error={q.error} empty={!w} onRetry={q.reload}>
        {w && (
          <>
            <WaybillSummary w={w} />
            {onCreateWorkBill && (
              <Button variant="outlined" size="small" sx={{ mt: 1 }} onClick={() => onCreateWorkBill(w.waybillNo)}>
                {translate('ccim.desk.workbill.create')}
              </Button>
            )}
            <Divider sx={{ mt: 1.5 }} />
            <Section title={translate('ccim.desk.waybill.tracks')}>
              <RouteStrip waybillNo={w.waybillNo} />
              <TrackTimeline tracks={w.tracks} />
            </Section>
            <Section title={translate('ccim.desk.waybill.problems')}>
              <ProblemList problems={w.problems} warnings={w.warnings} />
            </Section>
            <Section title={translate('ccim.desk.waybill.workBills')}>
              <WaybillWorkBills waybillNo={w.waybillNo} />
            </Section>
            <Section title={translate('ccim.desk.waybill.records')}>
              <WaybillRecords waybillNo={w.waybillNo} />
            </Section>
            <Section title={translate('ccim.desk.waybill.outlet')}>
              <OutletCard outlet={w.sendOutlet} />
            </Section>
          </>
        )}
      </CallStateView>
    </Box>
  );
}
