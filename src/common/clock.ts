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

const sameDay = (a: number, b: number) => new Date(a).toDateString() === new Date(b).toDateString();

/** 14:05 today; with the date on another day: 26 Nov 14:05 / 11月26日 14:05 (the year only when not this year). */
export function momentText(at: number, lang: Lang, now = Date.now()): string {
  if (sameDay(at, now)) return format(lang, { hour: '2-digit', minute: '2-digit' }).format(at);
  const year = new Date(at).getFullYear() === new Date(now).getFullYear() ? {} : { year: 'numeric' as const };
  return format(lang, { ...year, month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(at);
}

/** Always with the date: 27 Nov 2026, 14:05 / 2026年11月27日 14:05. */
export const dateTimeText = (at: number, lang: Lang) => format(lang, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(at);
