/**
 * How every screen writes a date and a time, in both languages: 2026-11-27 and 20:05 (24-hour), the forms the
 * Chinese reader expects and an unambiguous one for the English reader (no month/day order to guess, no AM/PM).
 * The pickers type and show the same forms; month and weekday names in their calendars follow the language.
 * Times are on the browser's clock and time zone.
 */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const TIME_FORMAT = 'HH:mm';
export const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;

const pad = (n: number) => String(n).padStart(2, '0');

/** 2026-11-27, or '' when there is no date. */
export function formatDate(at: number | null | undefined): string {
  if (at === null || at === undefined || Number.isNaN(at)) return '';
  const d = new Date(at);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** 2026-11-27 20:05 (with `seconds`, 20:05:09), or '' when there is no date. */
export function formatDateTime(at: number | null | undefined, opts: { seconds?: boolean } = {}): string {
  const day = formatDate(at);
  if (!day) return '';
  const d = new Date(at!);
  return `${day} ${pad(d.getHours())}:${pad(d.getMinutes())}${opts.seconds ? `:${pad(d.getSeconds())}` : ''}`;
}
