import { expect, test } from './journey';
import { ReportPage, sheetOf } from './pages/reports';
import { signIn } from './pages/shell';
import { seriousViolations } from './pages/axe';
import { signInOnPhone } from './pages/phoneSignIn';

// The browser tests' server writes exports of more than 200 rows in the background (EXPORT_JOB_ROWS in
// scripts/e2e-server.mjs); the demo's last 14 days (the history's range when it opens) hold about 280 human chats.

/** The number of rows the history list says it has ("1-20 of 295" / "1-20 / 共 295 条"). */
async function totalOf(report: ReportPage): Promise<number> {
  const text = await report.root.locator('.MuiTablePagination-displayedRows').innerText();
  return Number(/(\d[\d,]*)\D*$/.exec(text)![1].replace(/,/g, ''));
}

test('a large export is written in the background: its progress and its download are in the header, on any page, in both languages', async ({ page }) => {
  await signIn(page, 'supervisor');
  const report = new ReportPage(page);
  await report.open('/historySessionReport');
  await report.expectLoaded();
  // The list as it opened, counted (no other range is asked for meanwhile, so the export counts the same).
  await expect(report.root.locator('.MuiTablePagination-displayedRows')).toHaveText(/of \d{3}/);
  const total = await totalOf(report);
  expect(total).toBeGreaterThan(200);

  // The export answers with a job, not a file: the page says so and where to follow it.
  await report.root.getByRole('button', { name: /^Export$/ }).click();
  await expect(page.getByText(`The export has ${total.toLocaleString('en')} rows: it is being prepared in the background. Follow it under Exports at the top of the page.`)).toBeVisible();

  // The user may leave the page: the header's list goes with them.
  await report.open('/agentKpiReport');
  await page.getByRole('button', { name: /^Exports/ }).click();
  const list = page.getByRole('dialog', { name: 'Exports' });
  const line = list.getByTestId('export-job').first();
  await expect(line).toContainText(/^History sessions_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx/);
  await expect(line.getByTestId('export-job-status')).toHaveText(new RegExp(`^Ready · ${total.toLocaleString('en')} rows · \\d+ KB · `));
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  const [download] = await Promise.all([page.waitForEvent('download'), line.getByRole('button', { name: /^Download History sessions_/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^History sessions_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheet = await sheetOf(await download.path());
  expect(sheet.name).toBe('History sessions');
  expect(sheet.rows[0][0]).toBe('Session ID');
  expect(sheet.rows).toHaveLength(total + 1);

  // Deleting it empties the list, which then says what it is for.
  await line.getByRole('button', { name: /^Delete History sessions_/ }).click();
  await expect(page.getByText('The export was deleted')).toBeVisible();
  await expect(list.getByTestId('export-jobs-empty')).toHaveText('No exports yet. Large exports are prepared here in the background.');
  await list.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(list).toBeHidden();

  // In Chinese: the notice, the list, the file's name and its sheet.
  await page.getByRole('button', { name: 'Language', exact: true }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await report.open('/historySessionReport');
  await report.expectLoaded();
  await expect(report.root.locator('.MuiTablePagination-displayedRows')).toHaveText(/\d{3}/);
  await report.root.getByRole('button', { name: /^导出$/ }).click();
  await expect(page.getByText(/^本次导出共 [\d,]+ 行，正在后台生成。/)).toBeVisible();
  await page.getByRole('button', { name: /^导出文件/ }).click();
  const zhList = page.getByRole('dialog', { name: '导出文件' });
  const zhLine = zhList.getByTestId('export-job').first();
  await expect(zhLine.getByTestId('export-job-status')).toHaveText(/^已完成 · [\d,]+ 行 · /);
  const [zhDownload] = await Promise.all([page.waitForEvent('download'), zhLine.getByRole('button', { name: /^下载 历史会话_/ }).click()]);
  expect(zhDownload.suggestedFilename()).toMatch(/^历史会话_/);
  expect((await sheetOf(await zhDownload.path())).name).toBe('历史会话');
  await zhLine.getByRole('button', { name: /^删除 历史会话_/ }).click();
  await expect(zhList.getByTestId('export-jobs-empty')).toHaveText('暂无导出文件。数据量大的导出会在这里后台生成。');
});

test('on a phone the Exports list opens from the header and fits the window', async ({ page }) => {
  await signInOnPhone(page, 'supervisor', '/historySessionReport');
  await page.getByRole('button', { name: /^Exports/ }).click();
  const list = page.getByRole('dialog', { name: 'Exports' });
  await expect(list.getByRole('heading', { name: 'Exports' })).toBeVisible();
  // Loaded: its jobs, or the words that say there are none.
  await expect(list.getByTestId('export-job').or(list.getByTestId('export-jobs-empty')).first()).toBeVisible();
  const box = (await list.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await list.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(list).toBeHidden();
});
