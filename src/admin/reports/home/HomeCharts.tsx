import { Grid } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { ChartBox } from '../common/ChartBox';
import type { Activity, Monitor, Statistics } from './useHomeData';

/** Today by hour (trend lines), the last seven days (stacked bars), today's first-response distribution. */
export function HomeCharts({ activity, statistics, monitor }: { activity?: Activity; statistics?: Statistics; monitor?: Monitor }) {
  const translate = useTranslate();
  const col = (k: string) => translate(`ccim.reports.col.${k}`);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartBox title={translate('ccim.reports.chart.hours')}>
          <LineChart data={activity?.hours ?? []}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="hour" tickFormatter={(h: number) => `${h}:00`} />
            <YAxis allowDecimals={false} />
            <Tooltip labelFormatter={(h) => `${String(h)}:00`} />
            <Legend />
            <Line dataKey="offered" name={col('offered')} stroke="#1976d2" dot={false} />
            <Line dataKey="converted" name={col('converted')} stroke="#4caf50" dot={false} />
            <Line dataKey="answered" name={col('answered')} stroke="#ff9800" dot={false} />
          </LineChart>
        </ChartBox>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartBox title={translate('ccim.reports.chart.lastDays')}>
          <BarChart data={(statistics?.lastDays ?? []).map((d) => ({ ...d, label: d.date.slice(5) }))}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            <Bar dataKey="robotOnly" stackId="d" name={col('robotOnly')} fill="#9c27b0" />
            <Bar dataKey="converted" stackId="d" name={col('converted')} fill="#4caf50" />
          </BarChart>
        </ChartBox>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartBox title={translate('ccim.reports.chart.distribution')} height={220}>
          <BarChart data={(monitor?.firstResponseDistribution ?? []).map((b) => ({ ...b, label: translate(`ccim.reports.bucket.${b.bucket}`) }))}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Bar dataKey="count" name={col('answered')} fill="#0288d1" />
          </BarChart>
        </ChartBox>
      </Grid>
    </Grid>
  );
}
