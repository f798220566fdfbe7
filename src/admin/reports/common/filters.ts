import { defaultRange, type DateRange } from '../../controls/dateRangeRules';

/** The report filters a screen holds; empty strings mean "all". */
export interface ReportFilters extends DateRange {
  skillGroupId: string;
  channel: string;
  agentId: string;
  orgType: string;
}

export const initialFilters = (): ReportFilters => ({ ...defaultRange(), skillGroupId: '', channel: '', agentId: '', orgType: '' });

/** The browser's time zone, so day boundaries are the user's. */
export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The request body of a report call: the filters that are set, the user's zone, paging and sorting. */
export function reportBody(f: ReportFilters, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = { startDate: f.startDate, endDate: f.endDate, tz: browserZone() };
  if (f.skillGroupId) body.skillGroupId = f.skillGroupId;
  if (f.channel) body.channel = Number(f.channel);
  if (f.agentId) body.agentId = f.agentId;
  if (f.orgType) body.orgType = f.orgType;
  for (const [k, v] of Object.entries(extra)) if (v !== undefined && v !== '' && v !== null) body[k] = v;
  return body;
}

export interface Paged<T> {
  records: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export interface Sort {
  field?: string;
  order: 'asc' | 'desc';
}
