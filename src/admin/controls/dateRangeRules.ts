import dayjs, { type Dayjs } from 'dayjs';

/**
 * The rules of the date-range control (spec 5, 9): no future dates; restricted mode keeps the range within
 * 14 days of the first picked date; the default range is the last 14 days; shortcuts today, last week (the
 * last 7 days) and the last 15 days. Pure: `today` is passed in, so the rules are testable without a clock.
 */
export const RANGE_LIMIT_DAYS = 14;
export const DATE_FORMAT = 'YYYY-MM-DD';

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

/**
 * Whether a date may be picked. `anchor` is the date picked first (the other end of the range): in restricted
 * mode a date more than 14 days away from it cannot be picked.
 */
export function isDateDisabled(date: Dayjs, opts: { today?: Dayjs; restricted?: boolean; anchor?: string | null } = {}): boolean {
  const today = (opts.today ?? dayjs()).endOf('day');
  if (date.isAfter(today)) return true;
  if (opts.restricted && opts.anchor) return Math.abs(daysBetween(opts.anchor, fmt(date))) > RANGE_LIMIT_DAYS;
  return false;
}

/**
 * Makes a range the rules allow: reversed ends are swapped, future dates become today, and in restricted
 * mode the end moves to 14 days after the start (the first picked date is kept).
 */
export function normaliseRange(r: DateRange, opts: { today?: Dayjs; restricted?: boolean; keep?: 'start' | 'end' } = {}): DateRange {
  const today = fmt(opts.today ?? dayjs());
  let startDate = r.startDate > today ? today : r.startDate;
  let endDate = r.endDate > today ? today : r.endDate;
  if (endDate < startDate) [startDate, endDate] = [endDate, startDate];
  if (opts.restricted && daysBetween(startDate, endDate) > RANGE_LIMIT_DAYS) {
    if (opts.keep === 'end') startDate = fmt(day(endDate).subtract(RANGE_LIMIT_DAYS, 'day'));
    else endDate = fmt(day(startDate).add(RANGE_LIMIT_DAYS, 'day'));
  }
  return { startDate, endDate };
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
