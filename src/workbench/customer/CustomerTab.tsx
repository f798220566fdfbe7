import { Box, Chip, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { langOf } from '../../common/lang';
import { previewText } from '../../common/systemLines';
import { CallStateView } from '../common/CallState';
import { formatTime } from '../common/useBilingual';
import { useCall } from '../common/useCall';
import { CustomerNotes } from './CustomerNotes';
import { CustomerTranscript } from './CustomerTranscript';
import type { CustomerView } from './types';

const Heading = ({ children }: { children: React.ReactNode }) => (
  <Typography variant="overline" component="h4" color="text.secondary" sx={{ mt: 2, display: 'block' }}>
    {children}
  </Typography>
);

const Empty = ({ children }: { children: React.ReactNode }) => (
  <Typography variant="body2" color="text.secondary">
    {children}
  </Typography>
);

/**
 * The customer behind the open chat: who they are, staff notes, earlier chats (one opens read only in place),
 * the waybills they wrote (one opens in the waybill tab) and their work bills. Mounted per chat (keyed by the
 * session id): nothing of one chat's customer is ever shown in another chat.
 */
export function CustomerTab({ sessionId, onWaybill }: { sessionId: string; onWaybill(no: string): void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = langOf(locale);
  const q = useCall<CustomerView>({ method: 'GET', path: 'workbench/customer', query: { sessionId } });
  const [open, setOpen] = useState<{ id: string; createdAt: number } | null>(null);
  const d = q.data;
  return (
    <Box sx={{ p: 2 }} data-testid="customer-tab">
      <CallStateView loading={q.loading} error={q.error} empty={!d} onRetry={q.reload}>
        {d && open && <CustomerTranscript path="workbench/customer/transcript" query={{ sessionId, previousId: open.id }} createdAt={open.createdAt} onBack={() => setOpen(null)} />}
        {d && !open && (
          <>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="h3" data-testid="customer-name">
                {d.customer.name}
              </Typography>
              {d.customer.vip && <Chip size="small" color="warning" label={translate('ccim.desk.customer.vip')} />}
              {d.customer.blacklisted && <Chip size="small" color="error" label={translate('ccim.desk.customer.blacklisted')} />}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {d.customer.phone ? `${d.customer.phone} · ` : ''}
              {translate('ccim.desk.customer.chats')}: {d.customer.chats} · {translate('ccim.desk.customer.rating')}:{' '}
              {d.customer.averageRating ?? translate('ccim.desk.customer.noRating')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('ccim.desk.customer.firstContact')} {formatTime(d.customer.firstContactAt)} · {translate('ccim.desk.customer.lastContact')} {formatTime(d.customer.lastContactAt)}
            </Typography>
            <CustomerNotes sessionId={sessionId} initial={d.customer.notes} />

            <Heading>{translate('ccim.desk.customer.previous')}</Heading>
            {d.previousSessions.length === 0 && <Empty>{translate('ccim.desk.customer.noPrevious')}</Empty>}
            <List dense disablePadding data-testid="customer-previous">
              {d.previousSessions.map((s) => (
                <ListItemButton key={s.id} onClick={() => setOpen({ id: s.id, createdAt: s.createdAt })} aria-label={translate('ccim.desk.customer.open', { time: formatTime(s.createdAt) })} sx={{ px: 0.5 }}>
                  <ListItemText
                    primary={previewText(s.preview, lang) || '—'}
                    secondary={[
                      formatTime(s.createdAt),
                      s.agentName,
                      s.reasons.map((r) => (lang === 'zh' ? r.nameZh : r.nameEn)).join(', '),
                      s.rating ? '★'.repeat(s.rating) : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItemButton>
              ))}
            </List>

            <Heading>{translate('ccim.desk.customer.waybills')}</Heading>
            {d.waybills.length === 0 ? (
              <Empty>{translate('ccim.desk.customer.noWaybills')}</Empty>
            ) : (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {d.waybills.map((w) => (
                  <Chip
                    key={w.waybillNo}
                    label={w.status ? `${w.waybillNo} · ${translate(`ccim.desk.waybillStatus.${w.status}`, { _: w.status })}` : w.waybillNo}
                    onClick={() => onWaybill(w.waybillNo)}
                    sx={{ fontFamily: 'monospace' }}
                  />
                ))}
              </Stack>
            )}

            <Heading>{translate('ccim.desk.customer.workBills')}</Heading>
            {d.workBills.length === 0 && <Empty>{translate('ccim.desk.customer.noWorkBills')}</Empty>}
            <List dense disablePadding>
              {d.workBills.map((b) => (
                <ListItemText
                  key={b.id}
                  primary={`${b.billNo} · ${translate(`ccim.desk.workbillStatus.${b.status}`)}`}
                  secondary={`${b.waybillNo} · ${formatTime(b.createdAt)}`}
                />
              ))}
            </List>
          </>
        )}
      </CallStateView>
    </Box>
  );
}
