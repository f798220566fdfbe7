import { Box, Chip, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { previewText } from '../../common/systemLines';
import type { SupervisedAgent, SupervisedChat } from '../../common/supervision';
import { langOf } from '../../common/lang';
import { SlaChip, useNow } from './sla';

const STATUS_COLOR: Record<number, 'default' | 'warning' | 'success'> = { 1: 'default', 2: 'warning', 3: 'success' };

/** Every agent at work with their load and the chats they serve now; a chat is chosen to be watched. */
export function AgentsPanel({ agents, chats, watched, onWatch }: { agents: SupervisedAgent[]; chats: SupervisedChat[]; watched: string | null; onWatch(chat: SupervisedChat): void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = langOf(locale);
  const now = useNow();
  return (
    <Box component="section" aria-labelledby="sv-agents" data-testid="sv-agents">
      <Typography id="sv-agents" variant="subtitle1" component="h2">
        {translate('ccim.supervision.agents')}
      </Typography>
      {agents.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {translate('ccim.supervision.agentsEmpty')}
        </Typography>
      )}
      {agents.map((a) => {
        const own = chats.filter((c) => c.agentId === a.id);
        return (
          <Box key={a.id} data-testid="sv-agent" data-agent={a.nickname} sx={{ borderTop: 1, borderColor: 'divider', py: 0.5 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {a.nickname}
              </Typography>
              <Chip size="small" color={STATUS_COLOR[a.status] ?? 'default'} label={translate(`ccim.reports.value.agentStatus.${a.status}`)} />
              <Typography variant="caption" color="text.secondary">
                {translate('ccim.supervision.load', { current: a.currentUsers, max: a.maxUsers })}
              </Typography>
            </Stack>
            {own.length === 0 ? (
              <Typography variant="caption" color="text.secondary">
                {translate('ccim.supervision.noChats')}
              </Typography>
            ) : (
              <List dense disablePadding>
                {own.map((c) => (
                  <ListItemButton key={c.sessionId} selected={c.sessionId === watched} onClick={() => onWatch(c)} aria-label={`${translate('ccim.supervision.watch')} ${c.visitorNickname}`}>
                    <ListItemText
                      primary={c.visitorNickname || c.sessionId}
                      secondary={previewText(c.preview, lang)}
                      slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { noWrap: true } }}
                      sx={{ minWidth: 0 }}
                    />
                    {c.sla && (
                      <Box sx={{ ml: 1, flexShrink: 0, maxWidth: '45%' }}>
                        <SlaChip sla={c.sla} now={now} />
                      </Box>
                    )}
                  </ListItemButton>
                ))}
              </List>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
