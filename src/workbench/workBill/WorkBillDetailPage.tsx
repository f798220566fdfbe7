import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { CallStateView } from '../common/CallState';
import type { WorkBillProcessing } from '../../common/waybillRecords';
import { useCall } from '../common/useCall';
import { AttachmentList } from './AttachmentList';
import { EventTimeline } from './EventTimeline';
import { WorkBillActions } from './WorkBillActions';
import { WorkBillInfo } from './WorkBillInfo';

const Card = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Paper component="section" variant="outlined" sx={{ p: 2, mb: 2 }}>
    <Typography variant="overline" component="h2" color="text.secondary">
      {title}
    </Typography>
    {children}
  </Paper>
);

/** /workbench/workbill-detail?id=: one work bill with its history, attachments and actions. */
export function WorkBillDetailPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const q = useCall<WorkBillProcessing>(id ? { method: 'POST', path: 'workBill/queryWorkBillProcessing', body: { id } } : null);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Button component={RouterLink} to="/workbench/workbill" size="small" sx={{ mb: 1 }}>
        {translate('ccim.desk.workbill.back')}
      </Button>
      {!id ? (
        <Typography color="error">{translate('ccim.desk.workbill.noId')}</Typography>
      ) : (
        <CallStateView loading={q.loading} error={q.error} empty={!q.data} onRetry={q.reload}>
          {q.data && (
            <>
              <Card title={translate('ccim.desk.workbill.info')}>
                <WorkBillInfo bill={q.data.workBill} />
                <Box sx={{ mt: 2 }}>
                  <WorkBillActions bill={q.data.workBill} onChanged={() => q.reload()} />
                </Box>
              </Card>
              <Card title={translate('ccim.desk.workbill.history')}>
                <EventTimeline events={q.data.events} />
              </Card>
              <Card title={translate('ccim.desk.workbill.attachments')}>
                <AttachmentList files={q.data.files} />
              </Card>
            </>
          )}
        </CallStateView>
      )}
    </Box>
  );
}
