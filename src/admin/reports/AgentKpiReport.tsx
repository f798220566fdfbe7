import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { REPORT_COLUMNS } from '../../common/reportColumns';
import { AgentTimeChart } from './common/AgentTimeChart';
import { ChartBox } from './common/ChartBox';
import { ExportButton } from './common/ExportButton';
import type { Paged } from './common/filters';
import { ReportFilterBar } from './common/ReportFilterBar';
import { ReportPage } from './common/ReportPage';
import { ReportState } from './common/ReportState';
import { ReportTable } from './common/ReportTable';
import { useReportControls } from './common/useReportControls';
import { useReportQuery } from './common/useReportQuery';

interface KpiRow {
  agentId: string;
  agentName: string;
  converted: number;
  avgFirstResponseMs: number | null;
  onlineMs: number;
  readyMs: number;
  busyMs: number;
}

const SORTABLE = [
  'agentName', 'converted', 'answered', 'avgFirstResponseMs', 'avgResponseMs', 'avgDurationMs', 'inSessionMs', 'agentMsgs',
  'transfers', 'evaluated', 'avgSatisfaction', 'satisfactionRate', 'onlineMs', 'readyMs', 'busyMs',
];
const hours = (ms: number) => Math.round((ms / 3_600_000) * 10) / 10;

/** /agentKpiReport: per agent KPIs, with sessions, first response and online time charted. */
export default function AgentKpiReport() {
  const translate = useTranslate();
  const c = useReportControls();
  const q = useReportQuery<Paged<KpiRow>>('agentKpiReport/list', c.listBody());
  const rows = q.data?.records ?? [];
  const chart = rows.map((r) => ({
    name: r.agentName,
    sessions: r.converted,
    firstResponse: r.avgFirstResponseMs === null ? 0 : Math.round(r.avgFirstResponseMs / 1000),
    ready: hours(r.readyMs),
    busy: hours(r.busyMs),
  }));
  return (
    <ReportPage title="agentKpiReport">
      <ReportFilterBar value={c.filters} onChange={c.setFilters}>
        <ExportButton path="agentKpiReport/export" body={c.filterBody({ sortField: c.sort.field, sortOrder: c.sort.field ? c.sort.order : undefined })} />
      </ReportFilterBar>
      <ReportState loading={q.loading} error={q.error} empty={rows.length === 0} onRetry={q.reload}>
        <ChartBox title={translate('ccim.reports.chart.byAgent')}>
          <BarChart data={chart}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" />
            <YAxis yAxisId="n" allowDecimals={false} />
            <YAxis yAxisId="s" orientation="right" unit="s" />
            <Tooltip />
            <Legend />
            <Bar yAxisId="n" dataKey="sessions" name={translate('ccim.reports.col.converted')} fill="#1976d2" />
            <Bar yAxisId="s" dataKey="firstResponse" name={translate('ccim.reports.col.avgFirstResponseMs')} fill="#ff9800" />
          </BarChart>
        </ChartBox>
        <AgentTimeChart data={chart} />
        <ReportTable
          label={translate('ccim.reports.title.agentKpiReport')}
          columns={REPORT_COLUMNS.agentKpi}
          rows={rows}
          rowKey={(r) => r.agentId}
          sortable={SORTABLE}
          sort={c.sort}
          onSort={c.setSort}
          paging={{ total: q.data?.total ?? 0, ...c.page, onChange: c.setPage }}
        />
      </ReportState>
    </ReportPage>
  );
}
