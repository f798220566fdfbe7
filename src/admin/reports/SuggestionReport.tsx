import { Box, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { formatPercent } from '../../common/percent';
import { SUGGESTION_SOURCES } from '../../common/suggestedReplies';
import { REPORT_COLUMNS } from '../../common/reportColumns';
import { type SuggestionReportData, suggestionRow } from '../../common/suggestionReport';
import { ChartBox } from './common/ChartBox';
import { ExportButton } from './common/ExportButton';
import { ReportFilterBar } from './common/ReportFilterBar';
import { ReportPage } from './common/ReportPage';
import { ReportState } from './common/ReportState';
import { ReportTable } from './common/ReportTable';
import { TitledTable } from './common/TitledTable';
import { useReportControls } from './common/useReportControls';
import { useReportQuery } from './common/useReportQuery';

const COLOURS = { qa: '#1976d2', quickReply: '#2e7d32', waybill: '#e65100' } as const;
const NUM = { align: 'right' as const, sx: { whiteSpace: 'nowrap' } };

/**
 * /suggestionReport (issue 37): the share of agent replies that started from a suggested reply, per agent and per
 * source (Q&A, quick reply, waybill sentence), how many were edited first, how often the agent passed the suggestions
 * over (and so the take-up), and the Q&A entries agents used most (a signal for the robot's knowledge base). Counts
 * the chats that started in the range; the agents' table exports as an xlsx.
 */
export default function SuggestionReport() {
  const translate = useTranslate();
  const c = useReportControls();
  const body = c.filterBody({});
  const q = useReportQuery<SuggestionReportData>('suggestionReport/list', body);
  const data = q.data;
  const t = (key: string, o?: object) => translate(`ccim.reports.suggestion.${key}`, o);
  return (
    <ReportPage title="suggestionReport">
      <ReportFilterBar value={c.filters} onChange={c.setFilters}>
        <ExportButton path="suggestionReport/export" body={body} />
      </ReportFilterBar>
      <ReportState loading={q.loading} error={q.error} empty={!data || data.summary.replies === 0} onRetry={q.reload}>
        {data && (
          <>
            <Typography variant="body2" sx={{ mb: 0.5 }} data-summary>
              {t('summary', { ...data.summary, share: formatPercent(data.summary.share), takeUp: data.summary.takeUp === null ? '—' : formatPercent(data.summary.takeUp) })}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
              {t('note')}
            </Typography>
            <ChartBox title={t('chart')}>
              <BarChart data={data.agents.map((a) => ({ name: a.agentName, ...a.bySource, typed: a.replies - a.fromSuggestion }))}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="name" />
                <YAxis allowDecimals={false} />
                <Tooltip />
                <Legend />
                {SUGGESTION_SOURCES.map((s) => (
                  <Bar key={s} dataKey={s} stackId="r" name={translate(`ccim.reports.col.${s}`)} fill={COLOURS[s]} />
                ))}
                <Bar dataKey="typed" stackId="r" name={t('typed')} fill="#9e9e9e" />
              </BarChart>
            </ChartBox>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t('byAgent')}
            </Typography>
            <Box data-table="agents" sx={{ mb: 2 }}>
              <ReportTable label={t('byAgent')} columns={REPORT_COLUMNS.suggestion} rows={data.agents.map(suggestionRow)} rowKey={(r) => r.agentId} footer={suggestionRow({ agentId: 'total', agentName: '', ...data.summary })} />
            </Box>
            <TitledTable title={t('topQa')} table="qa">
              <TableHead>
                <TableRow>
                  <TableCell>{t('question')}</TableCell>
                  <TableCell {...NUM}>{t('uses')}</TableCell>
                  <TableCell {...NUM}>{translate('ccim.reports.col.edited')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.topQa.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={3}>{t('noQa')}</TableCell>
                  </TableRow>
                ) : (
                  data.topQa.map((e) => (
                    <TableRow key={e.id} data-qa={e.id}>
                      <TableCell sx={{ minWidth: 200 }}>{e.question ?? t('deleted')}</TableCell>
                      <TableCell {...NUM}>{e.uses}</TableCell>
                      <TableCell {...NUM}>{e.edited}</TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </TitledTable>
          </>
        )}
      </ReportState>
    </ReportPage>
  );
}
