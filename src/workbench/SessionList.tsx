import { Box, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { memo, useEffect, useState } from 'react';
import { waited } from './conversations/time';
import { previewText, type Lang } from '../common/systemLines';
import type { WorkbenchSession } from './useWorkbench';
import type { WorkbenchT } from './i18n/useWorkbenchText';

interface Props {
  /** In the list's order (useWorkbench sorts them). */
  sessions: WorkbenchSession[];
  current: string | null;
  onOpen(sessionId: string): void;
  /** The pointer entered a session: a chance to fetch it before the click. */
  onHover?(sessionId: string): void;
  t: WorkbenchT;
  /** The reader's language: a system line's preview is rendered in it. */
  lang: Lang;
  /** The agent is available: an empty list then does not ask them to switch availability on. */
  ready?: boolean;
}

type RowProps = Pick<Props, 'onOpen' | 'onHover' | 't' | 'lang'> & { s: WorkbenchSession; selected: boolean };

/** How long the visitor has waited for an answer, ticking; red and bold once the first response is overdue. */
function Waiting({ since, dueAt, assignedAt, policy, t, lang }: { since: number | null; dueAt: number | null; assignedAt: number | null; policy: string | null; t: WorkbenchT; lang: Lang }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 10_000);
    return () => clearInterval(timer);
  }, []);
  const overdue = dueAt !== null && now >= dueAt;
  // A chat no agent has answered yet waits from when it came, even if the visitor has not written since.
  const from = since ?? (dueAt !== null ? assignedAt : null);
  if (from === null) return null;
  const time = waited(now - from, lang);
  // Held to an SLA policy and not yet late: the time left to answer, amber in its last two minutes.
  const left = policy && dueAt !== null && !overdue ? waited(dueAt - now, lang) : null;
  const soon = left !== null && dueAt! - now <= 120_000;
  const words = overdue ? t('overdue', { time }) : left !== null ? t('slaLeft', { time: left, policy: policy ?? '' }) : t('waiting', { time });
  return (
    <Box component="span" data-testid="wb-waiting" data-overdue={overdue ? 'true' : 'false'} title={words} aria-label={words} sx={{ flexShrink: 0, fontSize: 12, color: overdue ? 'error.main' : soon ? 'warning.dark' : 'text.secondary', fontWeight: overdue || soon ? 700 : 400, whiteSpace: 'nowrap' }}>
      {left !== null ? `⏱ ${left}` : time}
    </Box>
  );
}

/** One session; memoised, so a switch renders the two rows whose selection changed and not the whole list. */
const SessionRow = memo(function SessionRow({ s, selected, onOpen, onHover, t, lang }: RowProps) {
  return (
    <ListItem disablePadding>
      <ListItemButton selected={selected} aria-current={selected ? 'true' : undefined} onClick={() => onOpen(s.sessionId)} onPointerEnter={onHover && (() => onHover(s.sessionId))} data-testid="wb-session" data-session={s.sessionId} sx={{ '&&.Mui-focusVisible, &&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' } }}>
        <ListItemText
          primary={
            // The unread count sits beside the name, never over it; a long name is cut with an ellipsis instead.
            <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
              <Box component="span" data-testid="wb-session-name" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {s.visitorNickname}
              </Box>
              {s.status === 'active' && <Waiting since={s.awaitingReplySince ?? null} dueAt={s.firstResponseDueAt ?? null} assignedAt={s.assignedAt ?? null} policy={s.slaPolicy ?? null} t={t} lang={lang} />}
              {s.unread > 0 && (
                <Box
                  component="span"
                  data-testid="wb-unread"
                  aria-label={t('unread', { n: String(s.unread) })}
                  sx={{ flexShrink: 0, minWidth: 20, height: 20, px: 0.75, borderRadius: 10, bgcolor: 'error.main', color: 'error.contrastText', fontSize: 12, lineHeight: '20px', textAlign: 'center' }}
                >
                  {s.unread > 99 ? '99+' : s.unread}
                </Box>
              )}
            </Stack>
          }
          secondary={[s.status === 'active' ? t('active') : s.status === 'queued' ? t('queued') : t('closed'), s.status === 'active' && s.visitorAway && t('visitorLeft'), previewText(s.lastMessagePreview, lang)]
            .filter(Boolean)
            .join(' · ')}
          slotProps={{ secondary: { noWrap: true } }}
        />
      </ListItemButton>
    </ListItem>
  );
});

/** The agent's sessions: in service first, newest message first; ended ones stay readable for a day. Memoised: the open chat changes far more often than the list. */
export const SessionList = memo(function SessionList({ sessions, current, onOpen, onHover, t, lang, ready }: Props) {
  if (!sessions.length) return <Typography sx={{ p: 2 }} color="text.secondary">{t(ready ? 'noSessionsReady' : 'noSessions')}</Typography>;
  return (
    <List dense disablePadding aria-label={t('sessions')}>
      {sessions.map((s) => (
        <SessionRow key={s.sessionId} s={s} selected={s.sessionId === current} onOpen={onOpen} onHover={onHover} t={t} lang={lang} />
      ))}
    </List>
  );
});
