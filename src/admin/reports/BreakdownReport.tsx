import ListIcon from '@mui/icons-material/ListAlt';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
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
import { SessionDrillDown } from './SessionDrillDown';

interface Row {
  skillGroupId?: string | null;
  skillGroupName?: string;
  channel?: number;
  orgType?: string;
  offered: number;
  robotOnly: number;
  converted: number;
  abandoned: number;
}
type Breakdown = Paged<Row> & { summary: Row };

const SORTABLE = ['offered', 'robotOnly', 'converted', 'conversionRate', 'queued', 'abandoned', 'answered', 'avgQueueWaitMs', 'avgFirstResponseMs', 'avgDurationMs', 'evaluated', 'satisfactionRate'];
const CONF = {
  group: { title: 'sessionStatisticsReport', base: 'sessionStatisticsReport', list: 'list', sessions: 'details', columns: REPORT_COLUMNS.groupStatistics },
  channel: { title: 'sessionDetailReport', base: 'sessionDetailReport', list: 'listReport', sessions: 'listSession', columns: REPORT_COLUMNS.channelDetail },
};

/**
 * /sessionStatisticsReport (per skill group) and /sessionDetailReport (per channel and business, with the daily
 * trend): totals and breakdowns; a row opens the sessions behind it.
 */
export function BreakdownReport({ by }: { by: 'group' | 'channel' }) {
  const translate = useTranslate();
  const conf = CONF[by];
  const c = useReportControls({ pageSize: 50 });
  const q = useReportQuery<Breakdown>(`${conf.base}/${conf.list}`, c.listBody());
  const trend = useReportQuery<Paged<Row & { period: string }>>('sessionDetailReport/listDetailsReport', by === 'channel' ? c.filterBody() : null);
  const [drill, setDrill] = useState<{ body: Record<string, unknown>; title: string } | null>(null);
  const nameOf = (r: Row) =>
    by === 'group'
      ? r.skillGroupId === null || r.skillGroupId === undefined ? translate('ccim.reports.value.skillGroup.none') : (r.skillGroupName ?? '')
      : `${translate(`ccim.reports.value.channel.${r.channel}`)} · ${translate(`ccim.reports.value.orgType.${r.orgType}`)}`;
  // The sessions no skill group took form a row of their own (the total counts them): it is named, not blank.
  const rows = (q.data?.records ?? []).map((r) => (by === 'group' ? { ...r, skillGroupName: nameOf(r) } : r));
  const open = (r: Row) => {
    const extra = by === 'group' ? { skillGroupId: r.skillGroupId ?? undefined } : { channel: r.channel, orgType: r.orgType };
    const body = c.filterBody(extra);
    if (body) setDrill({ body, title: `${translate('ccim.reports.action.sessions')} · ${nameOf(r)}` });
  };
  return (
    <ReportPage title={conf.title}>
      <ReportFilterBar value={c.filters} onChange={c.setFilters}>
        <ExportButton path={`${conf.base}/export`} body={c.filterBody()} />
      </ReportFilterBar>
      <ReportState loading={q.loading} error={q.error} empty={rows.length === 0} onRetry={q.reload}>
        {by === 'channel' ? (
          <ChartBox title={translate('ccim.reports.chart.trend')}>
            <LineChart data={trend.data?.records ?? []}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="period" />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Legend />
              <Line dataKey="offered" name={translate('ccim.reports.col.offered')} stroke="#1976d2" dot={false} />
              <Line dataKey="converted" name={translate('ccim.reports.col.converted')} stroke="#4caf50" dot={false} />
            </LineChart>
          </ChartBox>
        ) : (
          <ChartBox title={translate('ccim.reports.chart.byGroup')}>
            <BarChart data={rows.map((r) => ({ ...r, name: nameOf(r) }))}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="name" />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Legend />
              <Bar dataKey="robotOnly" stackId="s" name={translate('ccim.reports.col.robotOnly')} fill="#9c27b0" />
              <Bar dataKey="converted" stackId="s" name={translate('ccim.reports.col.converted')} fill="#4caf50" />
            </BarChart>
          </ChartBox>
        )}
        <ReportTable
          label={translate(`ccim.reports.title.${conf.title}`)}
          columns={conf.columns}
          rows={rows}
          rowKey={(r, i) => `${r.skillGroupId ?? r.channel ?? ''}-${r.orgType ?? ''}-${i}`}
          sortable={SORTABLE}
          sort={c.sort}
          onSort={c.setSort}
          footer={q.data?.summary && { ...q.data.summary, skillGroupName: '', channel: undefined, orgType: undefined }}
          open={{ label: translate('ccim.reports.action.sessions'), icon: <ListIcon fontSize="small" />, onOpen: open }}
        />
      </ReportState>
      <SessionDrillDown
        listPath={`${conf.base}/${conf.sessions}`}
        exportPath={`${conf.base}/exportDetails`}
        body={drill?.body ?? null}
        title={drill?.title ?? ''}
        onClose={() => setDrill(null)}
      />
    </ReportPage>
  );
}
