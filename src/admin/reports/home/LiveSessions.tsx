import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDuration } from '../../../common/reportColumns';
import type { Monitor } from './useHomeData';
import { langOf } from '../../../common/lang';

/** Sessions waiting or in service now, oldest first. */
export function LiveSessions({ monitor }: { monitor: Monitor }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = langOf(locale);
  return (
    <>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {translate('ccim.reports.home.monitor')}
      </Typography>
      {monitor.sessions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">{translate('ccim.reports.home.noLive')}</Typography>
      ) : (
        <List dense sx={{ maxHeight: 320, overflowY: 'auto' }}>
          {monitor.sessions.map((s) => (
            <ListItem key={s.id} divider>
              <ListItemText
                primary={`${s.visitorName} · ${translate(`ccim.reports.value.channel.${s.channel}`)}`}
                secondary={`${translate(`ccim.reports.value.sessionStatus.${s.status}`)}${s.agentName ? ` · ${s.agentName}` : ''}${
                  s.waitingMs !== null ? ` · ${translate('ccim.reports.home.waiting')} ${formatDuration(s.waitingMs, lang)}` : ''
                }`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}
