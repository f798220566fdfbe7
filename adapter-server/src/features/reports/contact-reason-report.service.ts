import { NONE_KEY, type ContactReasonReport, type PeriodFigure, type ReasonFigure } from '../../../../src/common/contactReasonReport';
import { percent } from '../../../../src/common/percent';
import { VALUE_LABELS, type Lang } from '../../../../src/common/reportLabels';
import type { Executor } from '../../db/database';
import { allReasons } from '../contactReasons/contact-reason.repository';
import { chatTotals, type QuarterCount, reasonCounts } from './contact-reason-report.repository';
import { keyOf, type Period } from './period-report.service';
import type { ReportFilter } from './report-filter';
import { datesBetween, QUARTER_MS } from './time-zone';

type Buckets = Map<string, Map<string, number>>;

/** Rolls quarter-hour counts into the periods of the range (in the user's zone). */
function bucket(rows: QuarterCount[], f: ReportFilter, period: Period, into: Buckets) {
  for (const r of rows) {
    const key = keyOf(f.zone.dateOf(r.quarter * QUARTER_MS), period);
    const m = into.get(key) ?? into.set(key, new Map()).get(key)!;
    const k = r.key ?? '';
    m.set(k, (m.get(k) ?? 0) + r.n);
  }
}

const sumOf = (b: Buckets, key: string) => [...b.values()].reduce((n, m) => n + (m.get(key) ?? 0), 0);

/**
 * Counts and shares of the contact reasons over the counted chats (served by an agent and ended), per top-level
 * reason with its sub-reasons, and per day, week or month. Reasons switched off still show while chats name them.
 * With a label's key, the counted chats are those carrying that label.
 */
export async function contactReasonReport(db: Executor, f: ReportFilter, period: Period, labelKey?: string): Promise<ContactReasonReport> {
  const [totals, tops, subs, reasons] = await Promise.all([chatTotals(db, f, labelKey), reasonCounts(db, f, 'top', labelKey), reasonCounts(db, f, 'sub', labelKey), allReasons(db)]);
  const [byTotal, byTop, bySub]: Buckets[] = [new Map(), new Map(), new Map()];
  bucket(totals, f, period, byTotal);
  bucket(tops, f, period, byTop);
  bucket(subs, f, period, bySub);
  const chats = sumOf(byTotal, '');
  const none = sumOf(byTotal, NONE_KEY);
  const order = new Map(reasons.map((r, i) => [r.id, i]));
  const topEnabled = new Set(reasons.filter((r) => r.parent_id === null && r.enabled === 1).map((r) => r.id));
  const figure = (r: (typeof reasons)[number], n: number, children: ReasonFigure[] = []): ReasonFigure => ({
    key: r.id,
    parentId: r.parent_id,
    nameEn: r.name_en,
    nameZh: r.name_zh,
    enabled: r.enabled === 1 && (r.parent_id === null || topEnabled.has(r.parent_id)),
    chats: n,
    share: percent(n, chats),
    children,
  });
  const rank = (a: ReasonFigure, b: ReasonFigure) => b.chats - a.chats || (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0);
  const shown = (x: ReasonFigure) => x.enabled || x.chats > 0;
  const records = reasons
    .filter((r) => r.parent_id === null)
    .map((top) => {
      const children = reasons.filter((r) => r.parent_id === top.id).map((r) => figure(r, sumOf(bySub, r.id))).filter(shown).sort(rank);
      return figure(top, sumOf(byTop, top.id), children);
    })
    .filter(shown)
    .sort(rank);
  const noneLabel = VALUE_LABELS.reasons.none;
  records.push({ key: NONE_KEY, parentId: null, nameEn: noneLabel.en, nameZh: noneLabel.zh, enabled: true, chats: none, share: percent(none, chats), children: [] });
  return { period, summary: { chats, withReason: chats - none, none }, records, total: records.length, periods: periodsOf(f, period, byTotal, byTop, bySub) };
}

/** Zero-filled periods, oldest first (as the session reports cut them). */
function periodsOf(f: ReportFilter, period: Period, byTotal: Buckets, byTop: Buckets, bySub: Buckets): PeriodFigure[] {
  const out = new Map<string, PeriodFigure>();
  for (const date of datesBetween(f.startDate, f.endDate)) {
    const key = keyOf(date, period);
    const p = out.get(key);
    if (p) {
      p.endDate = date;
      continue;
    }
    const totals = byTotal.get(key);
    const counts = Object.fromEntries(byTop.get(key) ?? []);
    counts[NONE_KEY] = totals?.get(NONE_KEY) ?? 0;
    out.set(key, { period: key, startDate: date, endDate: date, chats: totals?.get('') ?? 0, counts, subCounts: Object.fromEntries(bySub.get(key) ?? []) });
  }
  return [...out.values()];
}

/** A row of the export: `contactReason` columns of common/reportColumns.ts. */
export interface ExportRow {
  period: string;
  reasonName: string;
  subReasonName: string;
  chats: number;
  share: number;
}

/**
 * The export, in the reader's language: first the whole range, then each period; in each, all chats, every
 * top-level reason named (each followed by its named sub-reasons) and "None given", always.
 */
export function exportRows(report: ContactReasonReport, f: ReportFilter, lang: Lang): ExportRow[] {
  const name = (r: { nameEn: string; nameZh: string }) => (lang === 'zh' ? r.nameZh : r.nameEn);
  const all = VALUE_LABELS.reasons.all[lang];
  const block = (label: string, chats: number, top: (r: ReasonFigure) => number, sub: (r: ReasonFigure) => number): ExportRow[] => [
    { period: label, reasonName: all, subReasonName: '', chats, share: percent(chats, chats) },
    ...report.records.flatMap((r) => {
      const n = top(r);
      if (n === 0 && r.key !== NONE_KEY) return [];
      const head = { period: label, reasonName: name(r), subReasonName: '', chats: n, share: percent(n, chats) };
      const kids = r.children.map((c) => ({ c, n: sub(c) })).filter((x) => x.n > 0);
      return [head, ...kids.map(({ c, n: k }) => ({ period: label, reasonName: name(r), subReasonName: name(c), chats: k, share: percent(k, chats) }))];
    }),
  ];
  return [
    ...block(`${f.startDate}~${f.endDate}`, report.summary.chats, (r) => r.chats, (c) => c.chats),
    ...report.periods.flatMap((p) => block(p.period, p.chats, (r) => p.counts[r.key] ?? 0, (c) => p.subCounts[c.key] ?? 0)),
  ];
}
