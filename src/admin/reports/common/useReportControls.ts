import { useState } from 'react';
import { rangeProblem } from '../../controls/dateRangeRules';
import { initialFilters, reportBody, type ReportFilters, type Sort } from './filters';

/**
 * The state of a report screen: filters (a change goes back to page 1), page, sort, and the request body —
 * null while the range is not valid, so no call is made with a range the server would refuse.
 */
export function useReportControls(opts: { sort?: Sort; pageSize?: number; restricted?: boolean } = {}) {
  const [filters, setFiltersState] = useState<ReportFilters>(initialFilters);
  const [page, setPage] = useState({ pageNum: 1, pageSize: opts.pageSize ?? 20 });
  const [sort, setSortState] = useState<Sort>(opts.sort ?? { order: 'desc' });
  const setFilters = (f: ReportFilters) => {
    setFiltersState(f);
    setPage((p) => ({ ...p, pageNum: 1 }));
  };
  const setSort = (s: Sort) => {
    setSortState(s);
    setPage((p) => ({ ...p, pageNum: 1 }));
  };
  const valid = rangeProblem(filters, { restricted: opts.restricted }) === null;
  /** The filter body without paging (exports, charts). */
  const filterBody = (extra: Record<string, unknown> = {}) => (valid ? reportBody(filters, extra) : null);
  const listBody = (extra: Record<string, unknown> = {}) =>
    filterBody({ ...extra, pageNum: page.pageNum, pageSize: page.pageSize, sortField: sort.field, sortOrder: sort.field ? sort.order : undefined });
  return {
    filters,
    setFilters,
    page,
    setPage: (pageNum: number, pageSize: number) => setPage({ pageNum, pageSize }),
    sort,
    setSort,
    filterBody,
    listBody,
  };
}
