import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { REPORT_COLUMNS } from '../../common/reportColumns';
import { AgentTimeChart } from './common/AgentTimeChart';
import { ExportButton } from './common/ExportButton';
import type { Paged } from './common/filters';
import { ReportFilterBar } from './common/ReportFilterBar';
import { ReportPage } from './common/ReportPage';
import { ReportState } from './common/ReportState';
import { ReportTable } from './common/ReportTable';
import { useReportControls } from './common/useReportControls';
import { useReportQuery } from './common/useReportQuery';

interface Online extends Paged<{ id: string }> {
  agents: { agentId: string; agentName: string; onlineMs: number; readyMs: number; busyMs: number }[];
}
const hours = (ms: number) => Math.round((ms / 3_600_000) * 10) / 10;

/** /OnlineDetailedList: every agent status change (online, ready, busy, offline) and time per agent. */
export default function OnlineDetailedList() {
  const translate = useTranslate();
  const [status, setStatus] = useState('');
  const c = useReportControls({ pageSize: 50 });
  const extra = { status: status ? Number(status) : undefined };
  const q = useReportQuery<Online>('onlineDetailedList/list', c.listBody(extra));
  const rows = q.data?.records ?? [];
  const chart = (q.data?.agents ?? []).map((a) => ({ name: a.agentName, ready: hours(a.readyMs), busy: hours(a.busyMs) }));
  return (
    <ReportPage title="OnlineDetailedList">
      <ReportFilterBar value={c.filters} onChange={c.setFilters} show={['agentId']}>
        <TextField select size="small" label={translate('ccim.reports.filter.status')} value={status} onChange={(e) => { setStatus(e.target.value); c.setPage(1, c.page.pageSize); }} sx={{ minWidth: 140 }}>
          <MenuItem value="">{translate('ccim.reports.filter.all')}</MenuItem>
          {[3, 2, 1].map((s) => (
            <MenuItem key={s} value={String(s)}>
              {translate(`ccim.reports.value.agentStatus.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <ExportButton path="onlineDetailedList/export" body={c.filterBody(extra)} />
      </ReportFilterBar>
      <ReportState loading={q.loading} error={q.error} empty={rows.length === 0 && chart.length === 0} onRetry={q.reload}>
        <AgentTimeChart data={chart} />
        <ReportTable
          label={translate('ccim.reports.title.OnlineDetailedList')}
          columns={REPORT_COLUMNS.onlineDetail}
          rows={rows}
          rowKey={(r) => r.id}
          paging={{ total: q.data?.total ?? 0, ...c.page, onChange: c.setPage }}
        />
      </ReportState>
    </ReportPage>
  );
}
