import { Box, Grid, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatPercent, formatRate } from '../../../common/percent';
import { formatDuration } from '../../../common/reportColumns';
import type { Statistics } from './useHomeData';
import { langOf } from '../../../common/lang';

/** Today's figures and the live counts as cards (two per row on a phone). */
export function TodayFigures({ data }: { data: Statistics }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = langOf(locale);
  const t = data.today;
  const cards: [string, string][] = [
    [translate('ccim.reports.col.offered'), String(t.offered)],
    [translate('ccim.reports.col.robotOnly'), String(t.robotOnly)],
    [translate('ccim.reports.col.converted'), `${t.converted} (${formatPercent(t.conversionRate)})`],
    [translate('ccim.reports.col.answered'), String(t.answered)],
    [translate('ccim.reports.col.abandoned'), String(t.abandoned)],
    [translate('ccim.reports.col.avgQueueWaitMs'), formatDuration(t.avgQueueWaitMs, lang)],
    [translate('ccim.reports.col.avgFirstResponseMs'), formatDuration(t.avgFirstResponseMs, lang)],
    [translate('ccim.reports.col.satisfactionRate'), formatRate(t.satisfactionRate, t.evaluated)],
    [translate('ccim.header.queued'), String(data.live.queueCount)],
    [translate('ccim.header.ready'), String(data.live.readyCount)],
    [translate('ccim.header.inService'), String(data.live.inSessionCount)],
    [translate('ccim.header.busy'), String(data.live.busyCount)],
  ];
  return (
    <Grid container spacing={1.5} sx={{ mb: 2 }} data-home-figures>
      {cards.map(([label, value]) => (
        <Grid key={label} size={{ xs: 6, sm: 4, md: 2 }}>
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, height: '100%' }}>
            <Typography variant="caption" color="text.secondary" component="div">
              {label}
            </Typography>
            <Typography variant="h6">{value}</Typography>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
