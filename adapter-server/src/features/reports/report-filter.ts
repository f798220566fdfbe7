import { badRequest } from '../../http/envelope';
import { bodyValidator, type BodyValidator } from '../../http/validation';
import { labelKey } from '../contactReasons/session-label.service';
import { addDays, datesBetween, isKnownZone, zoneOf, type Zone } from './time-zone';

/** What every report call takes (api-contract.md lists + the report filters). */
export interface ReportBody {
  pageNum: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
  startDate: string;
  endDate: string;
  tz?: string;
  tzOffset?: number;
  skillGroupId?: string;
  channel?: number;
  agentId?: string;
  orgType?: 'kd' | 'ky';
  lang?: 'en' | 'zh';
}

/** The parsed filter the repositories read: instants, not dates. */
export interface ReportFilter {
  from: number;
  /** Exclusive. */
  to: number;
  startDate: string;
  endDate: string;
  zone: Zone;
  skillGroupId?: string;
  channel?: number;
  agentId?: string;
  orgType?: 'kd' | 'ky';
}

export interface Paging {
  pageNum: number;
  pageSize: number;
  sortField?: string;
  sortOrder: 'asc' | 'desc';
}

const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
export const MAX_RANGE_DAYS = 366;
/** The earliest date a report covers. */
export const EARLIEST_DATE = '2000-01-01';
export const OUT_OF_CALENDAR = `The dates must be between ${EARLIEST_DATE} and today`;

export const baseProperties = {
  pageNum: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 20 },
  sortField: { type: 'string', maxLength: 40 },
  sortOrder: { type: 'string', enum: ['asc', 'desc'] },
  startDate: DATE,
  endDate: DATE,
  tz: { type: 'string', minLength: 1, maxLength: 64 },
  tzOffset: { type: 'integer', minimum: -840, maximum: 840 },
  skillGroupId: { type: 'string', minLength: 1, maxLength: 40 },
  channel: { type: 'integer', enum: [100, 200, 300, 400] },
  agentId: { type: 'string', minLength: 1, maxLength: 40 },
  orgType: { type: 'string', enum: ['kd', 'ky'] },
  lang: { type: 'string', enum: ['en', 'zh'] },
} as const;

/** A body validator for a report: the common filter plus the report's own fields and sortable columns. */
export function reportValidator<T extends ReportBody>(
  extra: Record<string, object> = {},
  sortFields: readonly string[] = [],
  required: readonly string[] = ['startDate', 'endDate'],
): BodyValidator<T> {
  const props = { ...baseProperties, ...extra } as Record<string, object>;
  if (sortFields.length) props.sortField = { type: 'string', enum: [...sortFields] };
  return bodyValidator<T>({ type: 'object', additionalProperties: false, required: [...required], properties: props });
}

function validDate(date: string): boolean {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === date;
}

/** Checks the range (real dates, not reversed, not too long) and turns it into instants in the user's zone. */
export function toFilter(body: ReportBody, maxDays = MAX_RANGE_DAYS): ReportFilter {
  const errors = [];
  if (!validDate(body.startDate)) errors.push({ field: 'startDate', message: 'is not a real date' });
  if (!validDate(body.endDate)) errors.push({ field: 'endDate', message: 'is not a real date' });
  if (body.tz && !isKnownZone(body.tz)) errors.push({ field: 'tz', message: 'is not a known time zone' });
  if (errors.length) throw badRequest(`Invalid request body: ${errors[0].field} ${errors[0].message}`, errors);
  // A date typed half-way (the year 0202) or far ahead is a real date but no report's: refuse it before any
  // day arithmetic (which threw a RangeError, a 500). "Today" allows a day for zones ahead of UTC.
  const latest = addDays(new Date().toISOString().slice(0, 10), 1);
  const outside = (['startDate', 'endDate'] as const).filter((f) => body[f] < EARLIEST_DATE || body[f] > latest);
  if (outside.length) {
    throw badRequest(OUT_OF_CALENDAR, outside.map((field) => ({ field, message: `must be between ${EARLIEST_DATE} and today` })));
  }
  if (body.endDate < body.startDate) {
    throw badRequest('The end date must not be before the start date', [{ field: 'endDate', message: 'must not be before the start date' }]);
  }
  if (datesBetween(body.startDate, body.endDate).length > maxDays) {
    throw badRequest(`The date range may span at most ${maxDays} days`, [{ field: 'endDate', message: `must be within ${maxDays} days of the start date` }]);
  }
  const zone = zoneOf(body);
  return {
    from: zone.startOf(body.startDate),
    to: zone.startOf(addDays(body.endDate, 1)),
    startDate: body.startDate,
    endDate: body.endDate,
    zone,
    skillGroupId: body.skillGroupId,
    channel: body.channel,
    agentId: body.agentId,
    orgType: body.orgType,
  };
}

export const toPaging = (body: ReportBody): Paging => ({
  pageNum: body.pageNum,
  pageSize: body.pageSize,
  sortField: body.sortField,
  sortOrder: body.sortOrder ?? 'desc',
});

export interface Page<T> {
  records: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** Pages a list already in memory (bucketed and per-agent reports are small). */
export function pageOf<T>(rows: T[], p: Paging): Page<T> {
  const start = (p.pageNum - 1) * p.pageSize;
  return { records: rows.slice(start, start + p.pageSize), total: rows.length, pageNum: p.pageNum, pageSize: p.pageSize };
}

/** Sorts in memory by a whitelisted field (validated by the schema). */
export function sortRows<T>(rows: T[], p: Paging): T[] {
  if (!p.sortField) return rows;
  const key = p.sortField as keyof T;
  const dir = p.sortOrder === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[key] ?? -Infinity;
    const y = b[key] ?? -Infinity;
    return x < y ? -dir : x > y ? dir : 0;
  });
}

/** The `label` filter of the history and the contact reason report: a free label, matched whatever its case. */
export const LABEL_FILTER = { type: 'string', minLength: 1, maxLength: 200 } as const;

/** The key a `label` filter matches on (undefined, or spaces only: no filter). */
export const labelFilterKey = (label: string | undefined): string | undefined => (label === undefined ? undefined : labelKey(label) || undefined);
