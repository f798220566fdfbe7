import { Box, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ChatMessage } from '../../common/events';
import { findWaybillNos } from '../../common/waybillNo';
import { previewText } from '../../common/systemLines';
import { langOf } from '../../common/lang';
import { formatTime } from '../common/useBilingual';
import { useCall } from '../common/useCall';

interface VisitorInfo {
  nickname: string;
  phone: string | null;
  channel: number;
  source: string;
  firstSeenAt: number | null;
  earlierSessions: { sessionId: string; status: string; createdAt: number; preview: string; agentNickname: string | null }[];
}

const Heading = ({ children }: { children: React.ReactNode }) => (
  <Typography variant="overline" component="h4" color="text.secondary" sx={{ mt: 2, display: 'block' }}>
    {children}
  </Typography>
);

/** Who the visitor is, where they came from, their earlier chats, and the waybills they mentioned in this chat. */
export function VisitorTab({ session, messages, onWaybill }: { session: { sessionId: string; visitorNickname: string }; messages: ChatMessage[]; onWaybill(no: string): void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const q = useCall<VisitorInfo>({ method: 'GET', path: 'workbench/visitorInfo', query: { sessionId: session.sessionId } });
  const v = q.data;
  // Scans every loaded visitor message (thousands in a long chat): once per history change, not per render.
  const mentioned = useMemo(() => [...new Set(messages.filter((m) => m.author === 2 && m.type === 'text' && !m.revoked).flatMap((m) => findWaybillNos(m.content).map((f) => f.no)))], [messages]);
  return (
    <Box sx={{ p: 2 }} data-testid="visitor-tab">
      <Typography variant="subtitle1">{session.visitorNickname}</Typography>
      {v && (
        <Typography variant="body2" color="text.secondary">
          {translate('ccim.desk.visitor.channel')}: {v.channel} · {v.source}
          {v.phone ? ` · ${v.phone}` : ''} · {translate('ccim.desk.visitor.firstSeen')} {formatTime(v.firstSeenAt)}
        </Typography>
      )}
      <Heading>{translate('ccim.desk.visitor.waybills')}</Heading>
      {mentioned.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('ccim.desk.visitor.noWaybills')}
        </Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {mentioned.map((no) => (
            <Chip key={no} label={no} onClick={() => onWaybill(no)} sx={{ fontFamily: 'monospace' }} />
          ))}
        </Stack>
      )}
      <Heading>{translate('ccim.desk.visitor.earlier')}</Heading>
      {q.error && <Typography color="error">{q.error}</Typography>}
      {v && v.earlierSessions.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('ccim.desk.visitor.noEarlier')}
        </Typography>
      )}
      <List dense disablePadding>
        {(v?.earlierSessions ?? []).map((e) => (
          <ListItem key={e.sessionId} disableGutters>
            <ListItemText primary={previewText(e.preview, langOf(locale)) || '—'} secondary={`${formatTime(e.createdAt)}${e.agentNickname ? ` · ${e.agentNickname}` : ''}`} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
