import { Box, Grid, Typography } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, Text, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { formatPercent, formatRate } from '../../common/percent';
import { ChartBox } from './common/ChartBox';
import type { Paged } from './common/filters';
import { ReportFilterBar } from './common/ReportFilterBar';
import { ReportPage } from './common/ReportPage';
import { ReportState } from './common/ReportState';
import { ReportTable } from './common/ReportTable';
import { useReportControls } from './common/useReportControls';
import { useReportQuery } from './common/useReportQuery';
import { REPORT_COLUMNS } from '../../common/reportColumns';
import { ExportButton } from './common/ExportButton';

interface Satisfaction extends Paged<{ agentId: string | null }> {
  summary: { invited: number; evaluated: number; evaluationRate: number; avgSatisfaction: number | null; satisfactionRate: number };
  scores: { score: number; count: number; percent: number }[];
  categories: { category: string; count: number; percent: number; reasons: { reason: string; count: number; percent: number }[] }[];
  comments: number;
}

/** Each reason's bar gets a row tall enough for its two one-line labels, so no label runs into the next. */
const REASON_ROW = 36;
const TICK_WIDTH = 170;

interface TickProps {
  x?: number | string;
  y?: number | string;
  index?: number;
}

/** A reason's label: the reason, and its category under it in grey, each on one line (cut with … when too long). */
function ReasonTick({ x = 0, y = 0, row }: TickProps & { row?: { reason: string; category: string } }) {
  if (!row) return null;
  return (
    <g transform={`translate(${Number(x)},${Number(y)})`}>
      <Text x={-6} y={-1} width={TICK_WIDTH} maxLines={1} textAnchor="end" verticalAnchor="end" fontSize={11} style={{ fontSize: 11 }} fill="#333">
        {row.reason}
      </Text>
      <Text x={-6} y={1} width={TICK_WIDTH} maxLines={1} textAnchor="end" verticalAnchor="start" fontSize={10} style={{ fontSize: 10 }} fill="#757575">
        {row.category}
      </Text>
    </g>
  );
}

const COLORS = ['#d32f2f', '#f57c00', '#fbc02d', '#7cb342', '#2e7d32'];
// The export writes the same columns (REPORT_COLUMNS.satisfaction).
const COLUMNS = REPORT_COLUMNS.satisfaction;

/** /satisfactionReport: the score distribution, reasons by category, and satisfaction per agent. */
export default function SatisfactionReport() {
  const translate = useTranslate();
  const c = useReportControls();
  const q = useReportQuery<Satisfaction>('satisfactionReport/list', c.listBody());
  const d = q.data;
  const label = (key: string, group: 'category' | 'reason') => translate(`ccim.reports.evaluation.${group}.${key}`, { _: key });
  const reasons = (d?.categories ?? []).flatMap((cat) =>
    cat.reasons.map((r) => ({ name: `${label(cat.category, 'category')} · ${label(r.reason, 'reason')}`, reason: label(r.reason, 'reason'), category: label(cat.category, 'category'), count: r.count })),
  );
  const figures: [string, string][] = d
    ? [
        ['invited', String(d.summary.invited)], ['evaluated', String(d.summary.evaluated)], ['evaluationRate', formatPercent(d.summary.evaluationRate)],
        ['avgSatisfaction', d.summary.avgSatisfaction === null ? '-' : String(d.summary.avgSatisfaction)], ['satisfactionRate', formatRate(d.summary.satisfactionRate, d.summary.evaluated)],
      ]
    : [];
  return (
    <ReportPage title="satisfactionReport">
      <ReportFilterBar value={c.filters} onChange={c.setFilters}>
        <ExportButton path="satisfactionReport/export" body={c.filterBody({ sortField: c.sort.field, sortOrder: c.sort.field ? c.sort.order : undefined })} />
      </ReportFilterBar>
      <ReportState loading={q.loading} error={q.error} empty={!d || d.summary.invited + d.summary.evaluated === 0} onRetry={q.reload}>
        <Grid container spacing={2} sx={{ mb: 2 }}>
          {figures.map(([k, v]) => (
            <Grid key={k} size={{ xs: 6, sm: 4, md: 2.4 }}>
              <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
                <Typography variant="caption" color="text.secondary">{translate(`ccim.reports.col.${k}`)}</Typography>
                <Typography variant="h6">{v}</Typography>
              </Box>
            </Grid>
          ))}
        </Grid>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 5 }}>
            <ChartBox title={translate('ccim.reports.chart.scores')}>
              <PieChart>
                <Pie data={(d?.scores ?? []).filter((s) => s.count > 0)} dataKey="count" nameKey="score" outerRadius="75%" label={(e: { payload?: { percent: number } }) => ((e.payload?.percent ?? 0) >= 5 ? formatPercent(e.payload?.percent) : null)}>
                  {(d?.scores ?? []).filter((s) => s.count > 0).map((s) => <Cell key={s.score} fill={COLORS[s.score - 1]} />)}
                </Pie>
                <Tooltip formatter={(v, _n, item) => [v, translate(`ccim.reports.evaluation.score.${(item.payload as { score: number }).score}`)]} />
                <Legend formatter={(v) => translate(`ccim.reports.evaluation.score.${String(v)}`)} />
              </PieChart>
            </ChartBox>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <ChartBox title={translate('ccim.reports.chart.categories')} height={Math.max(260, reasons.length * REASON_ROW + 40)} fixed>
              <BarChart data={reasons} layout="vertical" margin={{ left: 8 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis type="number" allowDecimals={false} />
                {/* Every bar is labelled: recharts drops labels it thinks crowded unless the interval is 0. */}
                <YAxis type="category" dataKey="name" width={TICK_WIDTH + 8} tick={(p: TickProps) => <ReasonTick {...p} row={reasons[p.index ?? 0]} />} interval={0} />
                <Tooltip />
                <Bar dataKey="count" name={translate('ccim.reports.col.evaluated')} fill="#ef6c00" />
              </BarChart>
            </ChartBox>
          </Grid>
        </Grid>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('ccim.reports.comments', { n: d?.comments ?? 0 })}
        </Typography>
        <ReportTable
          label={translate('ccim.reports.title.satisfactionReport')}
          columns={COLUMNS}
          rows={d?.records ?? []}
          rowKey={(r, i) => r.agentId ?? `none-${i}`}
          sortable={['agentName', 'invited', 'evaluated', 'avgSatisfaction', 'satisfactionRate']}
          sort={c.sort}
          onSort={c.setSort}
          paging={{ total: d?.total ?? 0, ...c.page, onChange: c.setPage }}
        />
      </ReportState>
    </ReportPage>
  );
}
