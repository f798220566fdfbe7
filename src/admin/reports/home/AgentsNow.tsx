import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatRate } from '../../../common/percent';
import { formatDuration } from '../../../common/reportColumns';
import type { AgentNow } from './useHomeData';
import { langOf } from '../../../common/lang';

const COLOR: Record<number, 'success' | 'warning' | 'default'> = { 3: 'success', 2: 'warning', 1: 'default' };

/** Every agent's current state, load and today's work. */
export function AgentsNow({ agents }: { agents: AgentNow[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = langOf(locale);
  const col = (k: string) => translate(`ccim.reports.col.${k}`);
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 1, mb: 1 }}>
        {translate('ccim.reports.home.agents')}
      </Typography>
      {/* Scrolls sideways on a narrow window: focusable, so a keyboard can scroll it too. */}
      <TableContainer tabIndex={0} role="region" aria-label={translate('ccim.reports.home.agents')} sx={{ overflowX: 'auto', mb: 2 }}>
        <Table size="small" aria-label={translate('ccim.reports.home.agents')}>
          <TableHead>
            <TableRow>
              {['agentName', 'status'].map((k) => <TableCell key={k}>{col(k)}</TableCell>)}
              <TableCell align="right">{translate('ccim.reports.home.load')}</TableCell>
              {['converted', 'avgFirstResponseMs', 'satisfactionRate', 'onlineMs'].map((k) => <TableCell key={k} align="right">{col(k)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {agents.map((a) => (
              <TableRow key={a.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{a.nickname} ({a.username})</TableCell>
                <TableCell>
                  <Chip size="small" color={COLOR[a.status] ?? 'default'} label={translate(`ccim.reports.value.agentStatus.${a.status}`)} />
                </TableCell>
                <TableCell align="right">{a.currentUsers}/{a.maxUsers}</TableCell>
                <TableCell align="right">{a.sessions}</TableCell>
                <TableCell align="right">{formatDuration(a.avgFirstResponseMs, lang)}</TableCell>
                <TableCell align="right">{formatRate(a.satisfactionRate, a.evaluated)}</TableCell>
                <TableCell align="right">{formatDuration(a.onlineMs, lang)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
