import type { Writable } from 'node:stream';
import type { Request, Response } from 'express';
import ExcelJS from 'exceljs';
import { type ColumnSet, columnLabel, formatValue, REPORT_COLUMNS, type ReportColumn } from '../../../../src/common/reportColumns';
import { type Lang, type SheetKey, SHEET_TITLES } from '../../../../src/common/reportLabels';
import { langOf as requestLang } from '../../http/i18n';
import { drained, SheetRows } from './xlsx-rows';

/** The user's language: the body's `lang`, else the browser's Accept-Language. */
export const langOf = (req: Request, bodyLang?: Lang): Lang => bodyLang ?? requestLang(req);

/**
 * A spreadsheet program runs a cell that begins with = + - @ (or a tab / carriage return that hides one) as a
 * formula; prefixing an apostrophe makes it plain text.
 */
export function neutralise(value: string | number): string | number {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

type ColumnKind = ReportColumn['kind'];
const DAY_MS = 86_400_000;
/** Number formats of the columns a spreadsheet should add up: durations as time, percentages as percent. */
export const NUM_FMT: Partial<Record<ColumnKind, string>> = { ms: '[h]:mm:ss', percent: '0.00%' };

/**
 * A cell's value: durations and percentages as numbers (a day fraction, a fraction) that the column's number
 * format shows as 0:05:00 and 50.00%, so a spreadsheet can sum and average them; everything else as the screen
 * shows it.
 */
export function cellValue(kind: ColumnKind, value: unknown, lang: Lang, datetime: (ms: number) => string): string | number {
  const n = Number(value);
  if (kind === 'ms') return value === null || value === undefined || value === '' || !Number.isFinite(n) ? '' : Math.round(n / 1000) / (DAY_MS / 1000);
  if (kind === 'percent') return value === null || value === undefined || value === '' || !Number.isFinite(n) ? '' : n / 100;
  return neutralise(formatValue(kind, value, lang, datetime));
}

/** How a sheet writes an instant: in the report's time zone (reports/time-zone.ts). */
interface SheetClock {
  format(ms: number): string;
}

export interface ExportSpec<T> {
  sheet: SheetKey;
  columns: ColumnSet;
  lang: Lang;
  zone: SheetClock;
  /** Part of the file name after the title, e.g. the date range. */
  suffix: string;
  rows: AsyncIterable<T[]> | Iterable<T[]>;
}

/** The file's name: the sheet's title in the user's language and the suffix (the range). */
export const xlsxName = (spec: Pick<ExportSpec<object>, 'sheet' | 'lang' | 'suffix'>) => `${SHEET_TITLES[spec.sheet][spec.lang]}_${spec.suffix}.xlsx`;

/** The header that makes a browser save the answer as `filename` (an ASCII fallback, then the UTF-8 name). */
export function attachment(res: Response, filename: string, ascii: string): void {
  res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  res.setHeader('Content-Disposition', `attachment; filename="${ascii.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`);
  res.setHeader('Cache-Control', 'no-store');
}

/**
 * Streams an xlsx to the response: rows are written as they come, so a 100,000-row export never holds the
 * whole workbook in memory. Validation happened before the first byte; an error after it cuts the download
 * (the browser sees a failed file rather than a half file that looks whole).
 *
 * exceljs writes the parts of the file and the header row; the data rows are rendered here as exceljs renders
 * them (`SheetRows`, the same XML byte for byte, `xlsx-export.test.ts`), without its per-cell objects and
 * style lookups, and the loop waits for the response to drain between batches.
 */
export async function streamXlsx<T extends object>(res: Response, spec: ExportSpec<T>): Promise<void> {
  const filename = xlsxName(spec);
  res.status(200);
  attachment(res, filename, `${spec.sheet}_${spec.suffix}.xlsx`);
  try {
    await writeXlsx(res, spec);
  } catch (err) {
    res.destroy(err instanceof Error ? err : new Error(String(err)));
    throw err;
  }
}

/**
 * The streaming workbook of `spec` on `out` and its one sheet, titled in the sheet's language, with the report's
 * columns (header, width, number format) set: the export and the test's exceljs-only reference start the same way.
 */
export function openSheet<T extends object>(out: Writable, spec: ExportSpec<T>) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet(SHEET_TITLES[spec.sheet][spec.lang]);
  const cols = REPORT_COLUMNS[spec.columns];
  ws.columns = cols.map((c) => ({
    header: columnLabel(c.key, spec.lang),
    key: c.key,
    width: c.kind === 'text' ? 24 : 16,
    ...(NUM_FMT[c.kind] ? { style: { numFmt: NUM_FMT[c.kind] } } : {}),
  }));
  return { wb, ws, cols };
}

/** The workbook of `spec` written to `out`, one sheet, titled in the sheet's language. */
export async function writeXlsx<T extends object>(out: Writable, spec: ExportSpec<T>): Promise<void> {
  const { wb, ws, cols } = openSheet(out, spec);
  const fmt = (ms: number) => spec.zone.format(ms);
  ws.getRow(1).commit();
  const rows = new SheetRows(wb, cols.map((c) => NUM_FMT[c.kind]), 2);
  for await (const batch of spec.rows) {
    for (const row of batch) {
      const record = row as Record<string, unknown>;
      rows.add(cols.map((c) => cellValue(c.kind, record[c.key], spec.lang, fmt)));
    }
    rows.flush(ws);
    await drained(ws, out);
  }
  ws.commit();
  await wb.commit();
}

/** One batch from an array (the small, aggregated reports). */
export const once = <T>(rows: T[]): T[][] => [rows];
