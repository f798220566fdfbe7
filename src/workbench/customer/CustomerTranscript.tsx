import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { AUTHOR, type ChatMessage } from '../../common/events';
import { langOf } from '../../common/lang';
import { systemText } from '../../common/systemLines';
import { CallStateView } from '../common/CallState';
import { formatTime } from '../common/useBilingual';
import { useCall } from '../common/useCall';
import type { CustomerTranscript as Transcript } from './types';

/**
 * One chat of a customer, read only, with a way back to the customer. Every body is text. `path` and `query` name the
 * call that reads it: the workbench's `workbench/customer/transcript` (an earlier chat of the open chat's customer)
 * or the back office's `customerMgt/transcript` (any chat of the customer on the page).
 */
export function CustomerTranscript({ path, query, createdAt, onBack }: { path: string; query: Record<string, string>; createdAt: number; onBack(): void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = langOf(locale);
  const q = useCall<Transcript>({ method: 'GET', path, query });
  const who = (m: ChatMessage) =>
    m.author === AUTHOR.customer ? translate('ccim.desk.customer.visitor') : m.author === AUTHOR.robot ? translate('ccim.desk.customer.robot') : (m.agentName ?? translate('ccim.desk.customer.agent'));
  return (
    <Box data-testid="customer-transcript">
      <Button size="small" startIcon={<ArrowBackIcon />} onClick={onBack}>
        {translate('ccim.desk.customer.back')}
      </Button>
      <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
        {translate('ccim.desk.customer.transcript', { time: formatTime(createdAt) })}
      </Typography>
      <CallStateView loading={q.loading} error={q.error} empty={!q.data} onRetry={q.reload}>
        {q.data && q.data.messages.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('ccim.desk.customer.noMessages')}
          </Typography>
        )}
        {q.data?.messages.map((m) =>
          m.author === AUTHOR.system ? (
            <Typography key={m.id} variant="caption" component="p" color="text.secondary" sx={{ textAlign: 'center', my: 0.5 }}>
              {systemText(m, lang)}
            </Typography>
          ) : (
            <Box key={m.id} sx={{ my: 0.75, ...(m.type === 'note' ? { border: 1, borderStyle: 'dashed', borderColor: 'warning.main', p: 0.5 } : {}) }}>
              <Typography variant="caption" color="text.secondary">
                {who(m)} · {formatTime(m.createdAt)}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {m.revoked ? '—' : m.type === 'image' ? translate('ccim.desk.customer.image') : m.content}
              </Typography>
            </Box>
          ),
        )}
      </CallStateView>
    </Box>
  );
}
