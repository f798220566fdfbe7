import dayjs, { type Dayjs } from 'dayjs';

/**
 * The rules of the date-range control (product.md §5, 9): no future dates; restricted mode keeps the range within
 * 14 days (picking one end moves the other with it); the default range is the last 14 days; shortcuts today, last week (the
 * last 7 days) and the last 15 days. Pure: `today` is passed in, so the rules are testable without a clock.
 */
export const RANGE_LIMIT_DAYS = 14;
export const DATE_FORMAT = 'YYYY-MM-DD';
/** The earliest date a report covers (the server refuses earlier ones). */
export const EARLIEST_DATE = '2000-01-01';

export interface DateRange {
  startDate: string;
  endDate: string;
}

type Shortcut = 'today' | 'lastWeek' | 'last15Days';
export const SHORTCUTS: Shortcut[] = ['today', 'lastWeek', 'last15Days'];

const fmt = (d: Dayjs) => d.format(DATE_FORMAT);
const day = (s: string) => dayjs(s, DATE_FORMAT);

/** The last 14 days, today included. */
export function defaultRange(today: Dayjs = dayjs()): DateRange {
  return { startDate: fmt(today.subtract(RANGE_LIMIT_DAYS - 1, 'day')), endDate: fmt(today) };
}

export function shortcutRange(s: Shortcut, today: Dayjs = dayjs()): DateRange {
  const back = s === 'today' ? 0 : s === 'lastWeek' ? 6 : 14;
  return { startDate: fmt(today.subtract(back, 'day')), endDate: fmt(today) };
}

/** Days from `a` to `b` (b - a), whole calendar days. */
const daysBetween = (a: string, b: string): number => day(b).startOf('day').diff(day(a).startOf('day'), 'day');

/** Whether a date may be picked: any day from 2000-01-01 up to today. */
export function isDateDisabled(date: Dayjs, opts: { today?: Dayjs } = {}): boolean {
  return date.isAfter((opts.today ?? dayjs()).endOf('day')) || fmt(date) < EARLIEST_DATE;
}

/**
 * The range after one end is picked (or typed): the picked end is kept (a future date becomes today) and the
 * other end stays where it is when the range is still allowed. An end before the start (or a start after the
 * end) is kept as picked too, and `rangeProblem` says so: the user decides which end to change, nothing moves
 * behind their back. In restricted mode a range longer than 14 days moves the other end with the picked one,
 * keeping the range's length (at most 14 days, never past today), so any range up to the limit is reached by
 * picking its start, then its end, wherever the range was before.
 */
export function moveRange(
  prev: DateRange,
  which: 'start' | 'end',
  picked: string,
  opts: { today?: Dayjs; restricted?: boolean } = {},
): DateRange {
  const today = fmt(opts.today ?? dayjs());
  const date = picked > today ? today : picked;
  const previousLength = Math.max(0, daysBetween(prev.startDate, prev.endDate) || 0);
  const length = opts.restricted ? Math.min(previousLength, RANGE_LIMIT_DAYS) : previousLength;
  const allowed = (r: DateRange) => r.startDate > r.endDate || !opts.restricted || daysBetween(r.startDate, r.endDate) <= RANGE_LIMIT_DAYS;
  if (which === 'start') {
    const kept = { startDate: date, endDate: prev.endDate };
    if (day(prev.endDate).isValid() && allowed(kept)) return kept;
    const end = fmt(day(date).add(length, 'day'));
    return { startDate: date, endDate: end > today ? today : end };
  }
  const kept = { startDate: prev.startDate, endDate: date };
  if (day(prev.startDate).isValid() && allowed(kept)) return kept;
  return { startDate: fmt(day(date).subtract(length, 'day')), endDate: date };
}

type RangeProblem = 'required' | 'reversed' | 'future' | 'tooLong';

/** What is wrong with a range, if anything (for a message next to the control). */
export function rangeProblem(r: Partial<DateRange>, opts: { today?: Dayjs; restricted?: boolean } = {}): RangeProblem | null {
  if (!r.startDate || !r.endDate || !day(r.startDate).isValid() || !day(r.endDate).isValid()) return 'required';
  if (r.endDate < r.startDate) return 'reversed';
  if (r.endDate > fmt(opts.today ?? dayjs())) return 'future';
  if (opts.restricted && daysBetween(r.startDate, r.endDate) > RANGE_LIMIT_DAYS) return 'tooLong';
  return null;
}
