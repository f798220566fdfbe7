import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { REPORT_COLUMNS } from '../../common/reportColumns';
import { ChartBox } from './common/ChartBox';
import { ExportButton } from './common/ExportButton';
import type { Paged } from './common/filters';
import { ReportFilterBar } from './common/ReportFilterBar';
import { ReportPage } from './common/ReportPage';
import { ReportState } from './common/ReportState';
import { ReportTable } from './common/ReportTable';
import { useReportControls } from './common/useReportControls';
import { useReportQuery } from './common/useReportQuery';

type Period = 'day' | 'week' | 'month';
interface PeriodRow {
  period: string;
  offered: number;
  robotOnly: number;
  converted: number;
  answered: number;
  abandoned: number;
}

const CALLS: Record<Period, { title: string; list: string; export: string }> = {
  day: { title: 'sessionDayReport', list: 'listdayReport', export: 'dayexport' },
  week: { title: 'sessionWeekReport', list: 'weeklistReport', export: 'weekexport' },
  month: { title: 'sessionMonthReport', list: 'monthlistReport', export: 'monthexport' },
};
const SORTABLE = ['period', 'offered', 'robotOnly', 'converted', 'conversionRate', 'queued', 'abandoned', 'answered', 'avgQueueWaitMs', 'avgFirstResponseMs', 'avgDurationMs', 'evaluated', 'satisfactionRate'];

/** /sessionDayReport, /sessionWeekReport, /sessionMonthReport: zero-filled sessions per day, week or month. */
export function PeriodReport({ period }: { period: Period }) {
  const translate = useTranslate();
  const call = CALLS[period];
  // The daily table keeps to 14 days (product.md §5); weeks and months need longer ranges.
  const c = useReportControls({ pageSize: 50, restricted: period === 'day' });
  const q = useReportQuery<Paged<PeriodRow>>(`sessionDayDetailReport/${call.list}`, c.listBody());
  const chartQ = useReportQuery<Paged<PeriodRow>>(`sessionDayDetailReport/${call.list}`, c.filterBody({ pageSize: 500 }));
  const rows = q.data?.records ?? [];
  const series: [keyof PeriodRow, string][] = [
    ['offered', '#1976d2'], ['converted', '#4caf50'], ['robotOnly', '#9c27b0'], ['abandoned', '#f44336'],
  ];
  return (
    <ReportPage title={call.title}>
      <ReportFilterBar value={c.filters} onChange={c.setFilters} restricted={period === 'day'}>
        <ExportButton path={`sessionDayDetailReport/${call.export}`} body={c.filterBody()} />
      </ReportFilterBar>
      <ReportState loading={q.loading} error={q.error} empty={rows.length === 0} onRetry={q.reload}>
        <ChartBox title={translate('ccim.reports.chart.trend')}>
          <LineChart data={chartQ.data?.records ?? []}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="period" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            {series.map(([key, color]) => (
              <Line key={key} type="monotone" dataKey={key} name={translate(`ccim.reports.col.${key}`)} stroke={color} dot={false} />
            ))}
          </LineChart>
        </ChartBox>
        <ReportTable
          label={translate(`ccim.reports.title.${call.title}`)}
          columns={REPORT_COLUMNS.period}
          rows={rows}
          rowKey={(r) => r.period}
          sortable={SORTABLE}
          sort={c.sort}
          onSort={c.setSort}
          paging={{ total: q.data?.total ?? 0, ...c.page, onChange: c.setPage }}
        />
      </ReportState>
    </ReportPage>
  );
}
