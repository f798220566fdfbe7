import ExcelJS from 'exceljs';
import type { Response } from 'express';
import { resourcesSchema } from '../../../../src/common/resources';
import type { Row } from '../../schema/records';

/** The columns of the export and of the import template, in order. */
export const QA_COLUMNS = [
  { key: 'question', header: 'Question 问题', width: 40 },
  { key: 'similarQuestions', header: 'Similar questions 相似问法 (one per line)', width: 40 },
  { key: 'keywords', header: 'Keywords 关键词 (comma separated)', width: 28 },
  { key: 'answer', header: 'Answer 答案', width: 60 },
  { key: 'classify', header: 'Classify 分类 (0 unclassified, 1 hot, 2 sending, 3 fee, 4 parcel lookup)', width: 22 },
  { key: 'enabled', header: 'Enabled 启用 (1/0)', width: 12 },
  { key: 'validFrom', header: 'Valid from 生效 (YYYY-MM-DD HH:mm)', width: 20 },
  { key: 'validTo', header: 'Valid to 失效 (YYYY-MM-DD HH:mm)', width: 20 },
] as const;

const pad = (n: number) => String(n).padStart(2, '0');
/** Times in the sheet are the service's local time (China, UTC+8), as the people who fill it read them. */
const OFFSET_MS = 8 * 3600_000;
const fmtTime = (ms: unknown) => {
  if (typeof ms !== 'number') return '';
  const d = new Date(ms + OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
};

function sheetOf(book: ExcelJS.Workbook) {
  const ws = book.addWorksheet('robotQa');
  ws.columns = QA_COLUMNS.map((c) => ({ key: c.key, header: c.header, width: c.width }));
  ws.getRow(1).font = { bold: true };
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  return ws;
}

export async function sendWorkbook(res: Response, book: ExcelJS.Workbook, filename: string): Promise<void> {
  const buffer = await book.xlsx.writeBuffer();
  res.set({
    'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'Content-Disposition': `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    'Cache-Control': 'no-store',
  });
  res.send(Buffer.from(buffer as ArrayBuffer));
}

export function exportBook(records: Row[]): ExcelJS.Workbook {
  const book = new ExcelJS.Workbook();
  const ws = sheetOf(book);
  for (const r of records) {
    ws.addRow({
      question: r.question,
      similarQuestions: ((r.similarQuestions as string[]) ?? []).join('\n'),
      keywords: ((r.keywords as string[]) ?? []).join(','),
      answer: r.answer,
      classify: r.classify,
      enabled: r.enabled ? 1 : 0,
      validFrom: fmtTime(r.validFrom),
      validTo: fmtTime(r.validTo),
    });
  }
  return book;
}

export function templateBook(): ExcelJS.Workbook {
  const book = new ExcelJS.Workbook();
  const ws = sheetOf(book);
  ws.addRow({
    question: '我的快递到哪里了？',
    similarQuestions: '快递怎么还没到\n查一下我的包裹',
    keywords: '快递,查件,物流',
    answer: '<p>请发送您的运单号，我来帮您查询物流轨迹。</p>',
    classify: 4,
    enabled: 1,
    validFrom: '',
    validTo: '',
  });
  ws.addRow({
    question: 'How much does it cost to send a parcel?',
    similarQuestions: 'shipping fee\nhow much is delivery',
    keywords: 'fee,price,cost',
    answer: '<p>The fee depends on weight and destination. Send me both and I will quote it.</p>',
    classify: 3,
    enabled: 1,
  });
  return book;
}

export interface ParsedRow {
  row: number;
  values: Row;
  /** Cells that could not be read as their type. */
  problems: { field: string; message: string }[];
}

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return fmtTime(v.getTime() - OFFSET_MS);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('text' in v) return String(v.text);
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    return '';
  }
  return String(v);
}

function parseTime(text: string): number | null | undefined {
  if (!text) return null;
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2}))?$/.exec(text.trim());
  if (!m) return undefined;
  return Date.UTC(+m[1], +m[2] - 1, +m[3], +(m[4] ?? 0), +(m[5] ?? 0)) - OFFSET_MS;
}

const CLASSIFY = resourcesSchema.enums.qaClassify.values;

/** Reads the template's rows into API values (blank rows skipped); type problems are reported per cell. */
export async function parseImport(buffer: Buffer): Promise<ParsedRow[] | null> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const ws = book.worksheets[0];
  if (!ws) return null;
  const out: ParsedRow[] = [];
  ws.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = QA_COLUMNS.map((_, i) => cellText(row.getCell(i + 1).value).trim());
    if (cells.every((c) => !c)) return;
    const [question, similar, keywords, answer, classify, enabled, from, to] = cells;
    const problems: ParsedRow['problems'] = [];
    const cls = classify === '' ? 0 : Number(classify);
    if (!CLASSIFY.includes(cls)) problems.push({ field: 'classify', message: `must be one of ${CLASSIFY.join(', ')}` });
    const en = enabled === '' ? '1' : enabled;
    if (!['0', '1'].includes(en)) problems.push({ field: 'enabled', message: 'must be 1 or 0' });
    const validFrom = parseTime(from);
    const validTo = parseTime(to);
    if (validFrom === undefined) problems.push({ field: 'validFrom', message: 'is not in the expected format' });
    if (validTo === undefined) problems.push({ field: 'validTo', message: 'is not in the expected format' });
    const values: Row = {
      question,
      similarQuestions: similar.split(/\r?\n/).map((s) => s.trim()).filter(Boolean),
      keywords: keywords.split(/[,，;；]/).map((s) => s.trim()).filter(Boolean),
      answer: /<[a-z]/i.test(answer) ? answer : answer ? `<p>${answer.replace(/[<>&]/g, '')}</p>` : '',
      classify: cls,
      enabled: en === '1',
      validFrom: validFrom ?? null,
      validTo: validTo ?? null,
    };
    out.push({ row: rowNumber, values, problems });
  });
  return out;
}

