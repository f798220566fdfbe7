import { MenuItem, Tab, Tabs, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { REPORT_COLUMNS } from '../../common/reportColumns';
import { ExportButton } from './common/ExportButton';
import type { Paged } from './common/filters';
import { ReportFilterBar } from './common/ReportFilterBar';
import { ReportPage } from './common/ReportPage';
import { ReportState } from './common/ReportState';
import { ReportTable } from './common/ReportTable';
import { useReportControls } from './common/useReportControls';
import { useReportQuery } from './common/useReportQuery';
import { TranscriptDialog } from './TranscriptDialog';
import { ReasonFilter } from './ReasonFilter';
import { LabelFilter } from './LabelFilter';

const SORTABLE = ['createdAt', 'queueWaitMs', 'firstResponseMs', 'durationMs', 'satisfaction', 'transferCount'];

/** /historySessionReport: every session (human and robot tabs), its transcript, exports, and blacklisting. */
export default function HistorySessionReport() {
  const translate = useTranslate();
  const [tab, setTab] = useState<'human' | 'robot'>('human');
  const [keyword, setKeyword] = useState('');
  const [score, setScore] = useState('');
  const [reasonId, setReasonId] = useState('');
  const [label, setLabel] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const c = useReportControls({ restricted: true });
  const robot = tab === 'robot';
  // Robot chats have no agent, so no contact reason nor label: those filters are the human tab's.
  const extra = {
    keyword: keyword.trim() || undefined,
    satisfaction: score ? Number(score) : undefined,
    reasonId: !robot && reasonId ? reasonId : undefined,
    label: !robot && label ? label : undefined,
  };
  const q = useReportQuery<Paged<{ id: string }>>(`historySessionReport/${robot ? 'listRobot' : 'list'}`, c.listBody(extra));
  const rows = q.data?.records ?? [];
  return (
    <ReportPage title="historySessionReport">
      <Tabs value={tab} onChange={(_e, v: 'human' | 'robot') => { setTab(v); c.setPage(1, c.page.pageSize); }} sx={{ mb: 1 }}>
        <Tab value="human" label={translate('ccim.reports.tab.human')} />
        <Tab value="robot" label={translate('ccim.reports.tab.robot')} />
      </Tabs>
      <ReportFilterBar value={c.filters} onChange={c.setFilters} restricted show={robot ? ['channel', 'orgType'] : undefined}>
        <TextField size="small" label={translate('ccim.reports.filter.keyword')} value={keyword} onChange={(e) => { setKeyword(e.target.value); c.setPage(1, c.page.pageSize); }} slotProps={{ htmlInput: { maxLength: 64 } }} />
        {!robot && (
          <TextField select size="small" label={translate('ccim.reports.filter.score')} value={score} onChange={(e) => setScore(e.target.value)} sx={{ minWidth: 120 }}>
            <MenuItem value="">{translate('ccim.reports.filter.all')}</MenuItem>
            {[5, 4, 3, 2, 1].map((s) => (
              <MenuItem key={s} value={String(s)}>
                {translate(`ccim.reports.evaluation.score.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {!robot && <ReasonFilter value={reasonId} onChange={(v) => { setReasonId(v); c.setPage(1, c.page.pageSize); }} />}
        {!robot && <LabelFilter value={label} onChange={(v) => { setLabel(v); c.setPage(1, c.page.pageSize); }} />}
        <ExportButton path={`historySessionReport/${robot ? 'exportRobot' : 'export'}`} body={c.filterBody({ ...extra, sortField: c.sort.field, sortOrder: c.sort.field ? c.sort.order : undefined })} />
      </ReportFilterBar>
      <ReportState loading={q.loading} error={q.error} empty={rows.length === 0} onRetry={q.reload}>
        <ReportTable
          label={translate('ccim.reports.title.historySessionReport')}
          columns={robot ? REPORT_COLUMNS.robot : REPORT_COLUMNS.history}
          rows={rows}
          rowKey={(r) => r.id}
          sortable={SORTABLE}
          sort={c.sort}
          onSort={c.setSort}
          paging={{ total: q.data?.total ?? 0, ...c.page, onChange: c.setPage }}
          open={{ label: translate('ccim.reports.action.details'), onOpen: (r) => setOpen(r.id) }}
        />
      </ReportState>
      <TranscriptDialog sessionId={open} onClose={() => setOpen(null)} />
    </ReportPage>
  );
}
