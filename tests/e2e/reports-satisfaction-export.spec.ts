import { expect, test } from './journey';
import ExcelJS from 'exceljs';
import fs from 'node:fs';
import { ReportPage } from './pages/reports';
import { signIn } from './pages/shell';

/** Reads the first sheet of a downloaded workbook: its name and its rows as plain values. */
async function sheetOf(path: string) {
  const wb = new ExcelJS.Workbook();
  const bytes = fs.readFileSync(path);
  await wb.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const ws = wb.worksheets[0];
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: ws.name, rows };
}

/** Issue 19, reports: the satisfaction report has an export like the others. */
test('the satisfaction report exports an xlsx with headers in the user language and numbers as numbers (supervisor)', async ({ page }) => {
  await signIn(page, 'supervisor');
  const report = new ReportPage(page);
  await report.open('/satisfactionReport');
  await expect(report.rows.first()).toBeVisible();
  const download = await report.export();
  expect(download.suggestedFilename()).toMatch(/^Satisfaction_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const en = await sheetOf(await download.path());
  expect(en.name).toBe('Satisfaction');
  expect(en.rows[0].slice(0, 2)).toEqual(['Agent', 'Evaluations invited']);
  expect(en.rows.length).toBeGreaterThan(1);
  for (const row of en.rows.slice(1)) {
    expect(typeof row[1]).toBe('number');
    expect(typeof row[3]).toBe('number');
  }

  await page.evaluate(() => localStorage.setItem('ccim_locale', 'zh'));
  await page.reload();
  await expect(report.rows.first()).toBeVisible();
  const [zhDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^导出$/ }).click()]);
  expect(zhDownload.suggestedFilename()).toMatch(/^满意度报表_/);
  const zh = await sheetOf(await zhDownload.path());
  expect(zh.rows[0].slice(0, 2)).toEqual(['客服', '邀评数']);
});
