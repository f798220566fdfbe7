import { Button, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, TableSortLabel, Tooltip } from '@mui/material';
import { PINNED_CELL } from '../../controls/pinnedCell';
import dayjs from 'dayjs';
import type { MouseEvent, ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatValue, type ReportColumn } from '../../../common/reportColumns';
import type { Sort } from './filters';
import { usePaginationLabels } from '../../i18n/usePaginationLabels';
import { langOf } from '../../../common/lang';

const datetime = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm:ss');
/** Words read from the left, figures from the right. */
const alignOf = (c: ReportColumn) => (c.kind === 'text' || c.kind === 'datetime' || c.kind === 'reasonList' || c.kind === 'labelList' ? 'left' : 'right');

interface ReportTableProps<T> {
  columns: ReportColumn[];
  rows: T[];
  rowKey(row: T, index: number): string;
  /** Sortable column keys (the server's whitelist). */
  sortable?: readonly string[];
  sort?: Sort;
  onSort?(sort: Sort): void;
  paging?: { total: number; pageNum: number; pageSize: number; onChange(pageNum: number, pageSize: number): void };
  /** A last row, e.g. the total. */
  footer?: T;
  /**
   * What a row opens (its transcript, its sessions): a click anywhere on the row and the row's button, named
   * `label` (with `icon`, the button is that icon), do the same.
   */
  open?: { label: string; icon?: ReactNode; onOpen(row: T): void };
  label: string;
}

function OpenButton({ label, icon, onClick }: { label: string; icon?: ReactNode; onClick(): void }) {
  const click = (e: MouseEvent) => (e.stopPropagation(), onClick());
  return icon ? (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={click}>
        {icon}
      </IconButton>
    </Tooltip>
  ) : (
    <Button size="small" onClick={click}>
      {label}
    </Button>
  );
}

/**
 * A report table drawn from the shared column set, formatted as in the exports. Scrolls sideways on a phone
 * rather than squeezing columns (its region takes the keyboard's focus, so it scrolls without a mouse too).
 */
export function ReportTable<T extends object>(p: ReportTableProps<T>) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = langOf(locale);
  const pagination = usePaginationLabels();
  const cell = (row: T, c: ReportColumn) => {
    const r = row as Record<string, unknown>;
    return c.of && r[c.of] === 0 ? '—' : formatValue(c.kind, r[c.key], lang, datetime);
  };
  return (
    <>
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }} tabIndex={0} role="region" aria-label={p.label}>
        <Table size="small" aria-label={p.label} stickyHeader>
          <TableHead>
            <TableRow>
              {p.columns.map((c) => (
                <TableCell key={c.key} sx={{ whiteSpace: 'nowrap' }} align={alignOf(c)}>
                  {p.sortable?.includes(c.key) && p.onSort ? (
                    <TableSortLabel
                      active={p.sort?.field === c.key}
                      direction={p.sort?.field === c.key ? p.sort.order : 'desc'}
                      onClick={() => p.onSort!({ field: c.key, order: p.sort?.field === c.key && p.sort.order === 'desc' ? 'asc' : 'desc' })}
                    >
                      {translate(`ccim.reports.col.${c.key}`)}
                    </TableSortLabel>
                  ) : (
                    translate(`ccim.reports.col.${c.key}`)
                  )}
                </TableCell>
              ))}
              {p.open && <TableCell sx={PINNED_CELL} />}
            </TableRow>
          </TableHead>
          <TableBody>
            {p.rows.map((row, i) => (
              <TableRow key={p.rowKey(row, i)} hover onClick={p.open && (() => p.open!.onOpen(row))} sx={p.open && { cursor: 'pointer' }}>
                {p.columns.map((c) => (
                  <TableCell key={c.key} sx={{ whiteSpace: 'nowrap' }} align={alignOf(c)}>
                    {cell(row, c)}
                  </TableCell>
                ))}
                {p.open && (
                  <TableCell sx={PINNED_CELL}>
                    <OpenButton label={p.open.label} icon={p.open.icon} onClick={() => p.open!.onOpen(row)} />
                  </TableCell>
                )}
              </TableRow>
            ))}
            {p.footer && (
              <TableRow sx={{ '& td': { fontWeight: 600 } }}>
                {p.columns.map((c, i) => (
                  <TableCell key={c.key} align={alignOf(c)}>
                    {i === 0 ? translate('ccim.reports.summary') : cell(p.footer!, c)}
                  </TableCell>
                ))}
                {p.open && <TableCell sx={PINNED_CELL} />}
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {p.paging && (
        <TablePagination
          component="div"
          count={p.paging.total}
          page={p.paging.pageNum - 1}
          rowsPerPage={p.paging.pageSize}
          rowsPerPageOptions={[10, 20, 50, 100]}
          onPageChange={(_e, page) => p.paging!.onChange(page + 1, p.paging!.pageSize)}
          onRowsPerPageChange={(e) => p.paging!.onChange(1, Number(e.target.value))}
          {...pagination}
        />
      )}
    </>
  );
}
