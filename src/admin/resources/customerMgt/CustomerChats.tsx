import { Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../../../common/dateTime';
import { langOf } from '../../../common/lang';
import { previewText } from '../../../common/systemLines';
import { CustomerTranscript } from '../../../workbench';
import type { CustomerDetail } from './types';

/**
 * The customer's chats, newest first (time, agent, contact reasons, rating, the last line); Read opens one chat's
 * transcript in place, read only, with a way back to the list (the workbench's own transcript view).
 */
export function CustomerChats({ customerId, sessions }: { customerId: string; sessions: CustomerDetail['sessions'] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = langOf(locale);
  const [open, setOpen] = useState<{ id: string; createdAt: number } | null>(null);
  if (open) {
    return <CustomerTranscript path="customerMgt/transcript" query={{ id: customerId, sessionId: open.id }} createdAt={open.createdAt} onBack={() => setOpen(null)} />;
  }
  if (sessions.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('ccim.customers.noChats')}
      </Typography>
    );
  }
  return (
    <List dense disablePadding data-testid="customer-chats">
      {sessions.map((s) => (
        <ListItem
          key={s.id}
          divider
          disableGutters
          sx={{ alignItems: 'flex-start', gap: 1 }}
        >
          <ListItemText
            sx={{ minWidth: 0 }}
            primary={previewText(s.preview, lang) || '—'}
            slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
            secondary={[
              formatDateTime(s.createdAt),
              s.agentName ?? translate('ccim.customers.noAgent'),
              s.reasons.map((r) => (lang === 'zh' ? r.nameZh : r.nameEn)).join(', '),
              s.rating ? '★'.repeat(s.rating) : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          />
          <Box sx={{ flexShrink: 0 }}>
            <Button size="small" onClick={() => setOpen({ id: s.id, createdAt: s.createdAt })} aria-label={translate('ccim.customers.readChat', { time: formatDateTime(s.createdAt) })}>
              {translate('ccim.customers.read')}
            </Button>
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
