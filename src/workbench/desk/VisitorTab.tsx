import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ChatMessage } from '../../common/events';
import { findWaybillNos } from '../../common/waybillNo';

interface VisitorInfo {
  visitorNickname: string;
  channel: number;
}

/** Who the visitor is, where they came from, and the waybills they mentioned in this chat. */
export function VisitorTab({ session, messages, onWaybill }: { session: VisitorInfo; messages: ChatMessage[]; onWaybill(no: string): void }) {
  const translate = useTranslate();
  const mentioned = [...new Set(messages.filter((m) => m.author === 2 && m.type === 'text' && !m.revoked).flatMap((m) => findWaybillNos(m.content).map((f) => f.no)))];
  return (
    <Box sx={{ p: 2 }} data-testid="visitor-tab">
      <Typography variant="subtitle1">{session.visitorNickname}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('ccim.desk.visitor.channel')}: {session.channel}
      </Typography>
      <Typography variant="overline" component="h4" color="text.secondary" sx={{ mt: 2 }}>
        {translate('ccim.desk.visitor.waybills')}
      </Typography>
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
    </Box>
  );
}
