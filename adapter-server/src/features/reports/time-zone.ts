/**
 * The user's time zone for day boundaries. A report's dates are calendar dates where the user is: the browser
 * sends its IANA zone (`tz`) or its offset (`tzOffset`, minutes east of UTC, i.e. `-getTimezoneOffset()`).
 * Sessions are grouped in SQL by local day where the zone's offset is the same all through the range
 * (`steadyOffset`), else by quarter hour (every zone's offset is a multiple of 15 minutes) with the quarters mapped to
 * local dates here, which is right across daylight-saving changes.
 */
export const QUARTER_MS = 15 * 60_000;
const DAY_MS = 86_400_000;

export interface Zone {
  /** The local calendar date (YYYY-MM-DD) of an instant. */
  dateOf(ms: number): string;
  /** The local hour (0..23) of an instant. */
  hourOf(ms: number): number;
  /** The instant the local date begins. */
  startOf(date: string): number;
  /** "YYYY-MM-DD HH:mm:ss" where the user is. */
  format(ms: number): string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const utcDate = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => pad(i));
// The day of the last instant written, and its date: an export writes a few instants a row, mostly of a few days.
let stampDay = Number.NaN;
let stampDate = '';
/** "YYYY-MM-DD HH:mm:ss" of a shifted instant (an export writes hundreds of thousands: no Date object, no ISO string). */
const stamp = (shifted: number) => {
  const day = Math.floor(shifted / DAY_MS);
  if (day !== stampDay) {
    stampDay = day;
    stampDate = utcDate(day * DAY_MS);
  }
  const s = Math.floor((shifted - day * DAY_MS) / 1000);
  return `${stampDate} ${TWO_DIGITS[Math.floor(s / 3600)]}:${TWO_DIGITS[Math.floor(s / 60) % 60]}:${TWO_DIGITS[s % 60]}`;
};
export const dateToUtcMs = (date: string): number => Date.parse(`${date}T00:00:00Z`);
export const addDays = (date: string, days: number): string => utcDate(dateToUtcMs(date) + days * DAY_MS);

export function fixedZone(offsetMinutes: number): Zone {
  const off = offsetMinutes * 60_000;
  return {
    dateOf: (ms) => utcDate(ms + off),
    hourOf: (ms) => new Date(ms + off).getUTCHours(),
    startOf: (date) => dateToUtcMs(date) - off,
    format: (ms) => stamp(ms + off),
  };
}

export function isKnownZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export function namedZone(tz: string): Zone {
  const fmt = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  /** The zone's offset at an instant, from the formatter (slow: a few microseconds). */
  const exact = (ms: number) => {
    const at = Math.floor(ms / 60_000) * 60_000;
    const p = Object.fromEntries(fmt.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
    return dateToUtcMs(`${p.year}-${p.month}-${p.day}`) + Number(p.hour) * 3_600_000 + Number(p.minute) * 60_000 - at;
  };
  // Most days have one offset all day: two formatter calls per UTC day instead of one per quarter hour.
  const days = new Map<number, number>();
  const quarters = new Map<number, number>();
  const offsetAt = (ms: number) => {
    const d = Math.floor(ms / DAY_MS);
    let off = days.get(d);
    if (off === undefined) {
      const a = exact(d * DAY_MS);
      off = a === exact((d + 1) * DAY_MS - 60_000) ? a : Number.NaN;
      if (days.size > 20_000) days.clear();
      days.set(d, off);
    }
    if (!Number.isNaN(off)) return off;
    const q = Math.floor(ms / QUARTER_MS);
    let qo = quarters.get(q);
    if (qo === undefined) quarters.set(q, (qo = exact(q * QUARTER_MS)));
    return qo;
  };
  return {
    dateOf: (ms) => utcDate(ms + offsetAt(ms)),
    hourOf: (ms) => new Date(ms + offsetAt(ms)).getUTCHours(),
    startOf(date) {
      const wall = dateToUtcMs(date);
      // Two passes settle the offset in force at that local midnight.
      const guess = wall - offsetAt(wall);
      return wall - offsetAt(guess);
    },
    format: (ms) => stamp(ms + offsetAt(ms)),
  };
}

/**
 * The zone's offset from UTC (ms) when it is the same all through [from, to] (checked at both ends and once a day
 * between, which catches every daylight-saving change), else null. Where it is steady, a local day is a fixed span of
 * UTC, so the databases can group by it themselves.
 */
export function steadyOffset(zone: Zone, from: number, to: number): number | null {
  const offsetAt = (ms: number) => {
    const s = Math.floor(ms / 1000) * 1000;
    return Date.parse(`${zone.format(s).replace(' ', 'T')}Z`) - s;
  };
  const off = offsetAt(from);
  for (let t = from + DAY_MS; t < to; t += DAY_MS) if (offsetAt(t) !== off) return null;
  return offsetAt(to) === off ? off : null;
}

const zones = new Map<string, Zone>();
/** Zones are kept: each remembers the offsets it has worked out. */
function cachedZone(tz: string): Zone {
  let z = zones.get(tz);
  if (!z) zones.set(tz, (z = namedZone(tz)));
  return z;
}

/** The server's own zone, for callers that send neither field. */
export const serverZoneName = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function zoneOf(input: { tz?: string; tzOffset?: number }): Zone {
  if (input.tz) return cachedZone(input.tz);
  if (input.tzOffset !== undefined) return fixedZone(input.tzOffset);
  return cachedZone(serverZoneName());
}

/** Every date from `start` to `end` inclusive. */
export function datesBetween(start: string, end: string): string[] {
  const out: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) out.push(d);
  return out;
}

/** Monday of the ISO week holding `date`. */
export function weekStart(date: string): string {
  const dow = new Date(dateToUtcMs(date)).getUTCDay();
  return addDays(date, -((dow + 6) % 7));
}

export const monthOf = (date: string): string => date.slice(0, 7);
