import { Card, CardContent, Grid, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { Title, useTranslate } from 'react-admin';
import { ReportState } from './common/ReportState';
import { AgentsNow } from './home/AgentsNow';
import { HomeCharts } from './home/HomeCharts';
import { LiveSessions } from './home/LiveSessions';
import { TodayFigures } from './home/TodayFigures';
import { useHomeData } from './home/useHomeData';

/**
 * The home dashboard (route /): today's live figures, the agents' state and live sessions, refreshed when the
 * header's counts are pushed (every 15 s only while the socket is down).
 */
export default function HomePage() {
  const translate = useTranslate();
  const { live, statistics, activity, agents, monitor } = useHomeData();
  const s = statistics.data;
  return (
    <Card sx={{ mt: 1, mb: 2, contain: 'inline-size' }} data-report="home">
      <Title title={translate('ccim.reports.title.home')} />
      <CardContent sx={{ px: { xs: 1, sm: 2 } }}>
        <Typography variant="h6" component="h1">
          {translate('ccim.reports.home.today', { date: s?.date ?? dayjs().format('YYYY-MM-DD') })}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }} data-testid="home-updated">
          {translate('ccim.reports.home.updated', { time: dayjs().format('HH:mm:ss') })} · {translate(live ? 'ccim.reports.home.liveMode' : 'ccim.reports.home.pollingMode')}
        </Typography>
        <ReportState loading={statistics.loading} error={statistics.error} empty={!s} onRetry={statistics.reload}>
          {s && <TodayFigures data={s} />}
          <HomeCharts activity={activity.data} statistics={s} monitor={monitor.data} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 7 }}>{agents.data && <AgentsNow agents={agents.data} />}</Grid>
            <Grid size={{ xs: 12, md: 5 }}>{monitor.data && <LiveSessions monitor={monitor.data} />}</Grid>
          </Grid>
        </ReportState>
      </CardContent>
    </Card>
  );
}
