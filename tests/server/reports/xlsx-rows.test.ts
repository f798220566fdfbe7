import { PassThrough } from 'node:stream';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { cellValue, type ExportSpec, openSheet, writeXlsx } from '../../../adapter-server/src/features/exports/xlsx-export';
import { columnLetters, xmlEncode } from '../../../adapter-server/src/features/exports/xlsx-rows';
import { zoneOf } from '../../../adapter-server/src/features/reports/time-zone';

// No database here: the export's rows are rendered without exceljs's cell objects, and must come out as
// exceljs's own writer renders them (every server test of the exports reads them back on both databases).

async function collect(write: (out: PassThrough) => Promise<void>): Promise<JSZip> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((r) => out.on('end', r));
  await write(out);
  await ended;
  return JSZip.loadAsync(Buffer.concat(chunks));
}

/** The export as exceljs alone writes it: one row object per row, committed. */
async function reference<T extends object>(out: PassThrough, spec: ExportSpec<T>) {
  const { wb, ws, cols } = openSheet(out, spec);
  for await (const batch of spec.rows) {
    for (const row of batch) {
      const record = row as Record<string, unknown>;
      ws.addRow(cols.map((c) => cellValue(c.kind, record[c.key], spec.lang, (ms) => spec.zone.format(ms)))).commit();
    }
  }
  ws.commit();
  await wb.commit();
}

const row = (i: number) => ({
  id: `s${i}`,
  visitorName: ['Ann <&> "A\'s"', '=cmd|x', '访客\t一\n二', 'bell\u0007\u007f', ''][i % 5],
  channel: i % 3,
  orgType: i % 2 ? 'company' : 'personal',
  skillGroupName: i % 4 ? 'Sales' : null,
  agentName: i % 7 ? 'Bob' : undefined,
  createdAt: 1_741_600_000_000 + i * 61_000,
  closedAt: i % 6 ? 1_741_600_900_000 + i * 61_000 : null,
  closeReason: ['agent', 'visitor', 'abandoned', 'timeout'][i % 4],
  reasons: i % 3 ? [{ nameEn: 'Refund', nameZh: '退款', parentNameEn: null, parentNameZh: null }] : [],
  labels: i % 2 ? ['vip', 'late & lost'] : [],
  queueWaitMs: i % 5 ? i * 1234 : null,
  firstResponseMs: i * 999.5,
  durationMs: i % 8 ? 3_600_000 + i : '',
  transferCount: i % 3,
  visitorMsgCount: i,
  agentMsgCount: i % 9 ? i * 2 : null,
  satisfaction: i % 5 ? (i % 5) + 1 : null,
});

describe('xlsx rows rendered without exceljs cell objects', () => {
  it('letters and encoding as exceljs', () => {
    expect([1, 26, 27, 52, 53, 702, 703].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
    expect(xmlEncode('a<b>&"c\'\u0000\u0008\t\n\r\u000b\u001f\u007f')).toBe('a&lt;b&gt;&amp;&quot;c&apos;\t\n\r');
  });

  for (const [columns, lang] of [['history', 'en'], ['history', 'zh'], ['period', 'en']] as const) {
    it(`the file's parts are exceljs's, byte for byte (${columns}, ${lang})`, async () => {
      const rows = Array.from({ length: 300 }, (_, i) => row(i));
      const spec = (): ExportSpec<object> => ({
        sheet: columns === 'history' ? 'sessions' : 'day', columns, lang, zone: zoneOf({ tz: 'Asia/Shanghai' }), suffix: 'x',
        rows: [rows.slice(0, 120), rows.slice(120), []],
      });
      const [mine, theirs] = await Promise.all([collect((out) => writeXlsx(out, spec())), collect((out) => reference(out, spec()))]);
      const names = Object.keys(theirs.files).sort();
      expect(Object.keys(mine.files).sort()).toEqual(names);
      for (const name of names.filter((n) => !n.includes('core.xml'))) {
        expect(await mine.file(name)?.async('string'), name).toBe(await theirs.file(name)?.async('string'));
      }
    });
  }
});
