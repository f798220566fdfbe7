import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { MAIN_BASE } from '../../common/runtimeConfig';
import { api } from '../../dataProvider/api';
import { ExportButton } from './common/ExportButton';
import { browserZone } from './common/filters';
import { ReportState } from './common/ReportState';
import { useReportQuery } from './common/useReportQuery';

interface Details {
  session: { id: string; visitorName: string; agentName: string | null; createdAt: number };
  messages: { id: string; seq: number; author: number; content: string; createdAt: number; revoked: boolean }[];
}

/** One session's transcript, its export, and "add the visitor to the blacklist". Text is shown as text. */
export function TranscriptDialog({ sessionId, onClose }: { sessionId: string | null; onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const q = useReportQuery<Details>('historySessionReport/details', sessionId ? { sessionId } : null);
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('');
  const [blocking, setBlocking] = useState(false);
  const block = async () => {
    if (!sessionId || !reason.trim()) return;
    setBlocking(true);
    try {
      const body = { sessionId, reason: reason.trim(), ...(days ? { days: Number(days) } : {}) };
      await api.request('PUT', `${MAIN_BASE}/historySessionReport/pullBlock`, { body });
      notify('ccim.reports.action.blocked', { type: 'success' });
      setReason('');
    } catch {
      // The client already showed the server's message (error or warning).
    } finally {
      setBlocking(false);
    }
  };
  const messages = q.data?.messages ?? [];
  return (
    <Dialog open={sessionId !== null} onClose={onClose} fullScreen={phone} maxWidth="md" fullWidth>
      <DialogTitle>
        {translate('ccim.reports.transcript')} · {q.data?.session.visitorName ?? ''}
      </DialogTitle>
      <DialogContent dividers>
        <ReportState loading={q.loading} error={q.error} empty={!q.data} onRetry={q.reload}>
          {messages.length === 0 && <Typography color="text.secondary">{translate('ccim.reports.noMessages')}</Typography>}
          <Stack spacing={1} data-transcript>
            {messages.map((m) => (
              <Box key={m.id} sx={{ alignSelf: m.author === 2 ? 'flex-start' : 'flex-end', maxWidth: '85%', bgcolor: m.author === 2 ? 'grey.100' : 'primary.50', border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 0.75, opacity: m.revoked ? 0.5 : 1 }}>
                <Typography variant="caption" color="text.secondary">
                  {translate(`ccim.reports.value.author.${m.author}`)} · {dayjs(m.createdAt).format('YYYY-MM-DD HH:mm:ss')}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', textDecoration: m.revoked ? 'line-through' : 'none' }}>
                  {m.content}
                </Typography>
              </Box>
            ))}
          </Stack>
        </ReportState>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
          <TextField size="small" label={translate('ccim.reports.action.blockReason')} value={reason} onChange={(e) => setReason(e.target.value)} slotProps={{ htmlInput: { maxLength: 255 } }} />
          <TextField size="small" type="number" label={translate('ccim.reports.action.blockDays')} value={days} onChange={(e) => setDays(e.target.value.replace(/\D/g, ''))} sx={{ width: { sm: 200 } }} />
          <Button color="error" variant="outlined" disabled={!reason.trim() || blocking} onClick={block}>
            {translate('ccim.reports.action.pullBlock')}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <ExportButton path="historySessionReport/exportdetails" body={sessionId ? { sessionIds: [sessionId], tz: browserZone() } : null} label="ccim.reports.action.exportTranscript" />
        <Button onClick={onClose}>{translate('ccim.reports.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
