import type { Lang } from './lang';

/**
 * The product's one rule for showing a moment: on the viewer's own clock (the browser's time zone), 24-hour, in
 * the viewer's language. The server sends moments as epoch milliseconds and never as formatted text, so a parcel's
 * times read the same in the AI chat, the robot's card and the workbench. (README, "Times".)
 */
const locale = (lang: Lang) => (lang === 'zh' ? 'zh-CN' : 'en-GB');
const formats = new Map<string, Intl.DateTimeFormat>();
const format = (lang: Lang, o: Intl.DateTimeFormatOptions) => {
  const key = `${lang}:${JSON.stringify(o)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(locale(lang), { hour12: false, ...o })));
  return f;
};

/** The viewer's IANA time zone, which a page sends with a request whose answer writes times into text. */
export const viewerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** `tz` when it names a time zone this runtime knows, else undefined (the runtime's own zone). */
export function knownZone(tz: string | undefined): string | undefined {
  if (!tz) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz;
  } catch {
    return undefined;
  }
}

const sameDay = (a: number, b: number) => new Date(a).toDateString() === new Date(b).toDateString();

/** 14:05 today; with the date on another day: 26 Nov 14:05 / 11月26日 14:05 (the year only when not this year). */
export function momentText(at: number, lang: Lang, now = Date.now()): string {
  if (sameDay(at, now)) return format(lang, { hour: '2-digit', minute: '2-digit' }).format(at);
  const year = new Date(at).getFullYear() === new Date(now).getFullYear() ? {} : { year: 'numeric' as const };
  return format(lang, { ...year, month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(at);
}

/**
 * Always with the date: 27 Nov 2026, 14:05 / 2026年11月27日 14:05. `timeZone` only where the server writes the text
 * for a viewer (the AI chat's answers), with the zone the viewer's page sent.
 */
export const dateTimeText = (at: number, lang: Lang, timeZone?: string) =>
  format(lang, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', ...(timeZone ? { timeZone } : {}) }).format(at);
