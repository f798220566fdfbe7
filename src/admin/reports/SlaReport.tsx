import { Typography } from '@mui/material';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { REPORT_COLUMNS } from '../../common/reportColumns';
import { SLA_COLUMN_SET, SLA_GROUPINGS, type SlaGroupBy, type SlaReport as SlaData, type SlaRow } from '../../common/slaReport';
import { ChartBox } from './common/ChartBox';
import { ExportButton } from './common/ExportButton';
import { GroupBySelect } from './common/GroupBySelect';
import { ReportFilterBar } from './common/ReportFilterBar';
import { ReportPage } from './common/ReportPage';
import { ReportState } from './common/ReportState';
import { ReportTable } from './common/ReportTable';
import { useReportControls } from './common/useReportControls';
import { useReportQuery } from './common/useReportQuery';

/** Met in green, breached in red; each clock its own shade (legible on white). */
const COLOURS = { firstResponseMet: '#2e7d32', firstResponseBreached: '#c62828', resolutionMet: '#66bb6a', resolutionBreached: '#ef5350' };

/**
 * /slaReport (issue 36): the chats that ended in the range and were held to an SLA policy, grouped by day, skill
 * group, agent or priority: each clock met or breached, the share met, and the median and p90 first response in
 * working time (as the clocks count). The figures come from each chat's outcome, recorded as it ended.
 */
export default function SlaReport() {
  const translate = useTranslate();
  const [groupBy, setGroupBy] = useState<SlaGroupBy>('day');
  const c = useReportControls();
  const body = c.filterBody({ groupBy });
  const q = useReportQuery<SlaData>('slaReport/list', body);
  const data = q.data;
  const records = data?.records ?? [];
  const name = (r: SlaRow) => (r.priority !== undefined ? translate(`ccim.reports.value.priority.${r.priority}`) : (r.period ?? r.skillGroupName ?? r.agentName ?? r.key));
  const chart = records.map((r) => ({ name: name(r), ...r }));
  const columns = REPORT_COLUMNS[SLA_COLUMN_SET[groupBy]];
  return (
    <ReportPage title="slaReport">
      <ReportFilterBar value={c.filters} onChange={c.setFilters}>
        <GroupBySelect<SlaGroupBy>
          label={translate('ccim.reports.sla.groupBy')}
          value={groupBy}
          options={SLA_GROUPINGS.map((g) => ({ value: g, label: translate(`ccim.reports.sla.${g}`) }))}
          onChange={setGroupBy}
          name="groupBy"
        />
        <ExportButton path="slaReport/export" body={body} />
      </ReportFilterBar>
      <ReportState loading={q.loading} error={q.error} empty={!data || data.summary.chats === 0} onRetry={q.reload}>
        {data && (
          <>
            <Typography variant="body2" sx={{ mb: 0.5 }} data-summary>
              {translate('ccim.reports.sla.summary', {
                chats: data.summary.chats,
                firstResponse: data.summary.firstResponseMetShare === null ? '—' : `${data.summary.firstResponseMetShare.toFixed(2)}%`,
                resolution: data.summary.resolutionMetShare === null ? '—' : `${data.summary.resolutionMetShare.toFixed(2)}%`,
              })}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
              {translate('ccim.reports.sla.note')}
            </Typography>
            <ChartBox title={translate('ccim.reports.sla.chart')}>
              <BarChart data={chart}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="name" />
                <YAxis allowDecimals={false} />
                <Tooltip />
                <Legend />
                {(Object.keys(COLOURS) as (keyof typeof COLOURS)[]).map((k) => (
                  <Bar key={k} dataKey={k} stackId={k.startsWith('first') ? 'firstResponse' : 'resolution'} name={translate(`ccim.reports.col.${k}`)} fill={COLOURS[k]} />
                ))}
              </BarChart>
            </ChartBox>
            <ReportTable label={translate('ccim.reports.title.slaReport')} columns={columns} rows={records} rowKey={(r) => r.key} footer={{ key: 'total', ...data.summary }} />
          </>
        )}
      </ReportState>
    </ReportPage>
  );
}
