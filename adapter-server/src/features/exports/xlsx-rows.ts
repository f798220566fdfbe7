import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * The parts of exceljs's streaming writer that the row renderer uses: the workbook's style table (the one
 * exceljs fills as it renders a cell) and the sheet's part of the zip, opened once the header row is committed.
 */
interface StyleTable {
  addStyleModel(model: object, cellType: ExcelJS.ValueType): number;
}
interface SheetPart {
  write(text: string): unknown;
}

/** exceljs's xmlEncode: the five entities, and the characters XML 1.0 forbids (and DEL) dropped. */
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const NEEDS_ENCODING = /[<>&'"\x7F\x00-\x08\x0B-\x0C\x0E-\x1F]/;
const ENTITY: Record<number, string> = { 34: '&quot;', 38: '&amp;', 39: '&apos;', 60: '&lt;', 62: '&gt;' };

export function xmlEncode(text: string): string {
  if (!NEEDS_ENCODING.test(text)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const entity = ENTITY[code];
    if (entity) out += entity;
    else if (code === 127 || (code <= 31 && (code <= 8 || (code >= 11 && code !== 13)))) continue;
    else out += text[i];
  }
  return out;
}

/** A column's letters: 1 → A, 27 → AA. */
export function columnLetters(n: number): string {
  let out = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) out = String.fromCharCode(65 + ((k - 1) % 26)) + out;
  return out;
}

/**
 * Data rows of a sheet rendered as exceljs's RowXform and CellXform render them (`<row r spans
 * x14ac:dyDescent>`, `<c r s t="str"><v>…</v></c>` for text, `<c r s><v>…</v></c>` for a number), each cell's
 * style registered in the workbook's table the first time its column and type meet, in the order exceljs
 * would meet them, so styles.xml and the style ids come out the same.
 */
export class SheetRows {
  private readonly letters: string[];
  /** Each column's style attribute (index 0: the row's own) for a number and for a text, once registered. */
  private readonly styleAttrs: { number: (string | undefined)[]; text: (string | undefined)[] } = { number: [], text: [] };
  private chunk: string[] = [];

  constructor(
    private readonly wb: ExcelJS.stream.xlsx.WorkbookWriter,
    /** Each column's number format (undefined: none). */
    private readonly numFmts: (string | undefined)[],
    private rowNumber: number,
  ) {
    this.letters = numFmts.map((_, i) => columnLetters(i + 1));
  }

  private styleAttr(col: number, type: ExcelJS.ValueType.Number | ExcelJS.ValueType.String): string {
    const known = type === ExcelJS.ValueType.Number ? this.styleAttrs.number : this.styleAttrs.text;
    let attr = known[col + 1];
    if (attr === undefined) {
      const numFmt = this.numFmts[col];
      const styles = (this.wb as unknown as { styles: StyleTable }).styles;
      const id = styles.addStyleModel(numFmt ? { numFmt } : {}, type);
      attr = id ? ` s="${id}"` : '';
      known[col + 1] = attr;
    }
    return attr;
  }

  add(values: (string | number)[]): void {
    const r = this.rowNumber++;
    // The row's own (empty) style, as RowXform.prepare registers it.
    const rowStyle = this.styleAttr(-1, ExcelJS.ValueType.Number);
    let xml = `<row r="${r}" spans="1:${values.length}"${rowStyle && `${rowStyle} customFormat="1"`} x14ac:dyDescent="0.25">`;
    for (let i = 0; i < values.length; i++) {
      const v = values[i];
      if (typeof v === 'number') xml += `<c r="${this.letters[i]}${r}"${this.styleAttr(i, ExcelJS.ValueType.Number)}><v>${v}</v></c>`;
      else xml += `<c r="${this.letters[i]}${r}"${this.styleAttr(i, ExcelJS.ValueType.String)} t="str"><v>${xmlEncode(v)}</v></c>`;
    }
    this.chunk.push(`${xml}</row>`);
  }

  /** Hands the rows rendered so far to the sheet's part of the zip. */
  flush(ws: ExcelJS.Worksheet): void {
    if (!this.chunk.length) return;
    (ws as unknown as { stream: SheetPart }).stream.write(this.chunk.join(''));
    this.chunk = [];
  }
}

/**
 * Waits until the zip's compression has taken the rows handed to it and the response has sent what it holds.
 * exceljs's sheet part hands its chunks on to the compressor without waiting, so without this the XML of a whole
 * export queued in front of zlib (200 MB for 100,000 rows).
 */
export async function drained(ws: ExcelJS.Worksheet, out: Writable): Promise<void> {
  const sheet = (ws as unknown as { stream: { pipes?: Writable[] } }).stream;
  for (;;) {
    await new Promise((r) => setImmediate(r));
    // The compressor's input is a readable-stream 2 PassThrough: its state says what it holds, not writableNeedDrain.
    const behind = [...(sheet.pipes ?? []), out].find((w) => {
      const state = (w as unknown as { _writableState?: { length: number; highWaterMark: number } })._writableState;
      return state ? state.length > state.highWaterMark : false;
    });
    if (!behind) return;
    await once(behind, 'drain');
  }
}
