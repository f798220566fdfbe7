import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Download } from './journey';
import { AuditLogPage } from './pages/auditLog';
import { signIn, signInThroughForm } from './pages/shell';

/** The rows (without the header) of a downloaded xlsx, as arrays of cell texts. */
async function sheetRows(download: Download): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(fs.readFileSync((await download.path())!).buffer as ArrayBuffer);
  return book.worksheets[0]
    .getSheetValues()
    .slice(2)
    .map((row) => (row as unknown[]).slice(1).map((v) => String(v ?? '')));
}

test.describe('audit log', () => {
  test.beforeEach(async ({ page }) => {
    // A failed sign-in first, so the outcome filter has something to leave out.
    await page.request.post('/sso/api/login', { data: { username: 'admin', password: 'not-the-password' } });
    // Through the form: the first journey looks for this very sign-in.
    await signInThroughForm(page, 'admin');
  });

  test('an admin finds their own sign-in, filters by action and outcome and exports xlsx', async ({ page }) => {
    const log = new AuditLogPage(page);
    await log.openFromMenu();
    await expect(log.row(/Sign-in.*Success/).filter({ hasText: 'admin' }).first()).toBeVisible();
    await expect(log.row(/Sign-in.*Failure/).first()).toBeVisible();

    await log.filter('Action', 'Sign-in');
    await log.filter('Outcome', 'Success');
    await expect(log.row('Failure')).toHaveCount(0);
    await expect(log.rows.first()).toContainText('Sign-in');
    await expect(log.rows.first()).toContainText('admin');

    const download = await log.export(/^Export$/);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{8}\.xlsx$/);
    const rows = await sheetRows(download);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.includes('signIn') && r.includes('success'))).toBe(true);
    expect(rows.some((r) => r.includes('admin'))).toBe(true);
  });

  test('in Chinese: the menu, the columns, the values and the export speak Chinese', async ({ page }) => {
    await page.getByTestId('language-button').click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await expect(page.getByTestId('menu-auditLog')).toContainText('审计日志');
    const log = new AuditLogPage(page);
    await log.openFromMenu();
    await expect(page.locator('thead').getByText('操作', { exact: true })).toBeVisible();
    await expect(page.locator('thead').getByText('结果', { exact: true })).toBeVisible();
    await expect(log.row(/登录.*成功/).first()).toBeVisible();
    await log.filter('结果', '失败');
    await expect(log.row('成功')).toHaveCount(0);
    await expect(log.rows.first()).toContainText('失败');
    const download = await log.export(/^导出$/);
    expect((await sheetRows(download)).every((r) => r.includes('failure'))).toBe(true);
  });

  test('the audit log is not in a supervisor\'s menu', async ({ page }) => {
    await page.context().clearCookies();
    await signIn(page, 'supervisor');
    await expect(page.getByTestId('menu-agentMgt')).toBeVisible();
    await expect(page.getByTestId('menu-auditLog')).toHaveCount(0);
  });
});
