import { Typography } from '@mui/material';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { useLocaleState, useTranslate } from 'react-admin';
import { langOf } from '../../common/lang';
import { ChartBox } from './common/ChartBox';
import { ExportButton } from './common/ExportButton';
import { GroupBySelect } from './common/GroupBySelect';
import { ReportFilterBar } from './common/ReportFilterBar';
import { ReportPage } from './common/ReportPage';
import { ReportState } from './common/ReportState';
import { useReportControls } from './common/useReportControls';
import { useReportQuery } from './common/useReportQuery';
import { type ContactReasonData, type Grouping, PeriodTable, ReasonTable, reasonLabel } from './ContactReasonTables';
import { LabelFilter } from './LabelFilter';

const GROUPINGS: Grouping[] = ['day', 'week', 'month'];
/** One colour per top-level reason (in the order of the table), grey for "None given"; each legible on white. */
const COLOURS = ['#1976d2', '#4caf50', '#ff9800', '#9c27b0', '#00897b', '#e91e63', '#795548', '#3f51b5', '#827717', '#607d8b', '#f44336', '#009688'];
const NONE_COLOUR = '#9e9e9e';

/**
 * /contactReasonReport (issue 36): the chats per contact reason and their share, with the sub-reasons of each
 * top-level reason, per day, week or month, filtered by skill group, channel and business (express / freight), and
 * by a free label (only the chats carrying it).
 * Chats ended without a reason count as "None given", shown like any reason.
 */
export default function ContactReasonReport() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = langOf(locale);
  const [period, setPeriod] = useState<Grouping>('day');
  const [label, setLabel] = useState('');
  const c = useReportControls();
  const q = useReportQuery<ContactReasonData>('contactReasonReport/list', c.filterBody({ period, label: label || undefined }));
  const data = q.data;
  const records = data?.records ?? [];
  // The reasons named in the range, and "None given" always (honest figures show it even at 0).
  const named = records.filter((r) => r.chats > 0 || r.key === 'none');
  const chartData = (data?.periods ?? []).map((p) => ({ period: p.period, ...p.counts }));
  return (
    <ReportPage title="contactReasonReport">
      <ReportFilterBar value={c.filters} onChange={c.setFilters} show={['skillGroupId', 'channel', 'orgType']}>
        <GroupBySelect<Grouping>
          label={translate('ccim.reports.contactReason.groupBy')}
          value={period}
          options={GROUPINGS.map((g) => ({ value: g, label: translate(`ccim.reports.contactReason.${g}`) }))}
          onChange={setPeriod}
        />
        <LabelFilter value={label} onChange={setLabel} />
        <ExportButton path="contactReasonReport/export" body={c.filterBody({ period, label: label || undefined })} />
      </ReportFilterBar>
      <ReportState loading={q.loading} error={q.error} empty={!data || data.summary.chats === 0} onRetry={q.reload}>
        {data && (
          <>
            <Typography variant="body2" sx={{ mb: 0.5 }} data-summary>
              {translate('ccim.reports.contactReason.summary', data.summary)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
              {translate('ccim.reports.contactReason.note')}
            </Typography>
            <ChartBox title={translate('ccim.reports.contactReason.chart')}>
              <BarChart data={chartData}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="period" />
                <YAxis allowDecimals={false} />
                <Tooltip />
                <Legend />
                {named.map((r, i) => (
                  <Bar
                    key={r.key}
                    dataKey={r.key}
                    stackId="r"
                    name={reasonLabel(r, lang, translate)}
                    fill={r.key === 'none' ? NONE_COLOUR : COLOURS[i % COLOURS.length]}
                  />
                ))}
              </BarChart>
            </ChartBox>
            <ReasonTable records={records} total={data.summary.chats} />
            <PeriodTable periods={data.periods} reasons={named} />
          </>
        )}
      </ReportState>
    </ReportPage>
  );
}
