import type { Lang } from '../../common/systemLines';

/** Dates and times of the chat in the reader's language, on the browser's clock and time zone. */
const locale = (lang: Lang) => (lang === 'zh' ? 'zh-CN' : 'en-GB');
const formats = new Map<string, Intl.DateTimeFormat>();
const format = (lang: Lang, o: Intl.DateTimeFormatOptions) => {
  const key = `${lang}:${JSON.stringify(o)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(locale(lang), o)));
  return f;
};

/** The time beside a message: 14:05. */
export const clockTime = (at: number, lang: Lang) => format(lang, { hour: '2-digit', minute: '2-digit', hour12: false }).format(at);

/** The exact moment, on hover: Tuesday, 24 November 2026 at 14:05:09. */
export const exactTime = (at: number, lang: Lang) => format(lang, { dateStyle: 'full', timeStyle: 'medium' }).format(at);

/** The local day a moment falls on, to compare two moments. */
export const dayOf = (at: number) => {
  const d = new Date(at);
  return d.getFullYear() * 10_000 + d.getMonth() * 100 + d.getDate();
};

/** A day separator's words: Today, Yesterday, or the date with its weekday. */
export function dayLabel(at: number, lang: Lang, now = Date.now()): string {
  const midnight = (t: number) => new Date(t).setHours(0, 0, 0, 0);
  const days = Math.round((midnight(at) - midnight(now)) / 86_400_000);
  if (days === 0 || days === -1) {
    const words = new Intl.RelativeTimeFormat(locale(lang), { numeric: 'auto' }).format(days, 'day');
    return words.charAt(0).toUpperCase() + words.slice(1);
  }
  return format(lang, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(at);
}

/** A waiting time: 45 s, 3 min, 1 h 20 min. */
export function waited(ms: number, lang: Lang): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const zh = lang === 'zh';
  if (s < 60) return zh ? `${s} 秒` : `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return zh ? `${m} 分钟` : `${m} min`;
  const h = Math.floor(m / 60);
  return zh ? `${h} 小时 ${m % 60} 分钟` : `${h} h ${m % 60} min`;
}
