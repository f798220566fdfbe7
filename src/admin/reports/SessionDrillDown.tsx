import { Dialog, DialogActions, DialogContent, DialogTitle, Button, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { REPORT_COLUMNS } from '../../common/reportColumns';
import { ExportButton } from './common/ExportButton';
import type { Paged } from './common/filters';
import { ReportState } from './common/ReportState';
import { ReportTable } from './common/ReportTable';
import { useReportQuery } from './common/useReportQuery';

/** The sessions behind a statistics row (the drill-down), in a dialog that fills a phone screen. */
export function SessionDrillDown({ listPath, exportPath, body, title, onClose }: {
  listPath: string;
  exportPath: string;
  body: Record<string, unknown> | null;
  title: string;
  onClose(): void;
}) {
  const translate = useTranslate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const q = useReportQuery<Paged<{ id: string }>>(listPath, body && { ...body, ...page });
  const rows = q.data?.records ?? [];
  return (
    <Dialog open={body !== null} onClose={onClose} fullScreen={phone} maxWidth="lg" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <ReportState loading={q.loading} error={q.error} empty={rows.length === 0} onRetry={q.reload}>
          <ReportTable
            label={title}
            columns={REPORT_COLUMNS.history}
            rows={rows}
            rowKey={(r) => r.id}
            paging={{ total: q.data?.total ?? 0, ...page, onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }) }}
          />
        </ReportState>
      </DialogContent>
      <DialogActions>
        <ExportButton path={exportPath} body={body} />
        <Button onClick={onClose}>{translate('ccim.reports.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
