import { Box, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { CallStateView } from '../common/CallState';
import type { Page, WorkBill } from '../../common/waybillRecords';
import { formatTime, useBilingual } from '../common/useBilingual';
import { useCall } from '../common/useCall';
import { WorkBillFilters, type WorkBillFilterValue } from './WorkBillFilters';
import { WorkBillStatusChip } from './WorkBillStatusChip';

/** /workbench/workbill: the work bills the user may see, searchable and paged, newest first. */
export function WorkBillListPage() {
  const translate = useTranslate();
  const pick = useBilingual();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<WorkBillFilterValue>({ keyword: '', status: '' });
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const body = { ...page, ...(filters.keyword ? { keyword: filters.keyword } : {}), ...(filters.status ? { status: filters.status } : {}) };
  const q = useCall<Page<WorkBill>>({ method: 'POST', path: 'workBill/queryWorkBillPage', body });
  const rows = q.data?.records ?? [];
  const col = (k: string) => translate(`ccim.desk.workbill.${k}`);
  const open = (b: WorkBill) => navigate(`/workbench/workbill-detail?id=${encodeURIComponent(b.id)}`);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('ccim.desk.workbill.title')}
      </Typography>
      <WorkBillFilters value={filters} onChange={(f) => { setFilters(f); setPage((p) => ({ ...p, pageNum: 1 })); }} />
      <CallStateView loading={q.loading} error={q.error} empty={rows.length === 0} onRetry={q.reload}>
        <TableContainer component={Paper}>
          <Table size="small" aria-label={translate('ccim.desk.workbill.title')}>
            <TableHead>
              <TableRow>
                {['billNo', 'waybillNo', 'type', 'status', 'urgeCount', 'createdBy', 'createdAt'].map((k) => (
                  <TableCell key={k}>{col(k)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((b) => (
                <TableRow key={b.id} hover tabIndex={0} sx={{ cursor: 'pointer' }} onClick={() => open(b)} onKeyDown={(e) => e.key === 'Enter' && open(b)} data-testid="workbill-row">
                  <TableCell sx={{ fontFamily: 'monospace' }}>{b.billNo}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{b.waybillNo}</TableCell>
                  <TableCell>{`${pick(b.bigTypeName)} / ${pick(b.smallTypeName)}`}</TableCell>
                  <TableCell>
                    <WorkBillStatusChip status={b.status} />
                  </TableCell>
                  <TableCell>{b.urgeCount}</TableCell>
                  <TableCell>{b.createdByName}</TableCell>
                  <TableCell>{formatTime(b.createdAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CallStateView>
      <TablePagination
        component="div"
        count={q.data?.total ?? 0}
        page={page.pageNum - 1}
        rowsPerPage={page.pageSize}
        rowsPerPageOptions={[10, 20, 50, 100]}
        onPageChange={(_e, p) => setPage((s) => ({ ...s, pageNum: p + 1 }))}
        onRowsPerPageChange={(e) => setPage({ pageNum: 1, pageSize: Number(e.target.value) })}
        labelRowsPerPage={translate('ccim.desk.workbill.rowsPerPage')}
      />
    </Box>
  );
}
