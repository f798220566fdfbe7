import { Badge, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { memo } from 'react';
import type { WorkbenchSession } from './useWorkbench';
import type { WorkbenchT } from './workbenchText';

interface Props {
  sessions: WorkbenchSession[];
  current: string | null;
  onOpen(sessionId: string): void;
  t: WorkbenchT;
}

/** The agent's sessions: in service first, newest message first; ended ones stay readable for a day. Memoised: the open chat changes far more often than the list. */
export const SessionList = memo(function SessionList({ sessions, current, onOpen, t }: Props) {
  if (!sessions.length) return <Typography sx={{ p: 2 }} color="text.secondary">{t('noSessions')}</Typography>;
  const sorted = [...sessions].sort((a, b) => Number(b.status === 'active') - Number(a.status === 'active') || (b.lastMessageAt ?? 0) - (a.lastMessageAt ?? 0));
  return (
    <List dense disablePadding aria-label={t('sessions')}>
      {sorted.map((s) => (
        <ListItemButton key={s.sessionId} selected={s.sessionId === current} onClick={() => onOpen(s.sessionId)} data-testid="wb-session" data-session={s.sessionId}>
          <ListItemText
            primary={
              <Badge color="error" badgeContent={s.unread} max={99}>
                <span>{s.visitorNickname}</span>
              </Badge>
            }
            secondary={`${s.status === 'active' ? t('active') : s.status === 'queued' ? t('queued') : t('closed')} · ${s.lastMessagePreview}`}
            slotProps={{ secondary: { noWrap: true } }}
          />
        </ListItemButton>
      ))}
    </List>
  );
});
