import { expect, test, type Page } from './journey';
import { ManagementPage } from './pages/management';
import { signIn } from './pages/shell';

/**
 * Issue 19, defect 6: no raw message key or generic text reaches the user, pagination speaks the user's
 * language, list dates follow the chosen language and a narrow column never breaks its header one character per
 * line.
 */
const chinese = (page: Page) => page.addInitScript(() => localStorage.setItem('ccim_locale', 'zh'));

test.describe('texts the user reads', () => {
  test('a required rich-text field says so, not "@@react-admin@@…" (supervisor, Chinese)', async ({ page }) => {
    await chinese(page);
    await signIn(page, 'supervisor');
    const m = new ManagementPage(page);
    await m.open('/robotQaMgt/create');
    await m.input('问题 *').fill('E2E 没有答案的问题');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('必填').first()).toBeVisible();
    await expect(page.getByText(/@@react-admin@@|ra\.validation/)).toHaveCount(0);
  });

  test('create, update and delete name the record, in English and Chinese (admin)', async ({ page }) => {
    await signIn(page, 'admin');
    const m = new ManagementPage(page);
    await m.open('/sensitiveWordsMgt');
    await m.create();
    await m.input('Word *').fill('e2e-i18n-word');
    await m.save();
    await expect(page.getByText('Sensitive word created')).toBeVisible();
    await expect(page.getByText('Element created')).toHaveCount(0);

    await page.evaluate(() => localStorage.setItem('ccim_locale', 'zh'));
    await page.reload();
    await m.row('e2e-i18n-word').getByRole('link', { name: '编辑' }).click();
    await m.input('敏感词 *').fill('e2e-i18n-word2');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('敏感词已更新')).toBeVisible();
    await m.row('e2e-i18n-word2').getByRole('button', { name: '删除' }).click();
    await expect(page.getByRole('dialog')).toContainText('确定要删除该敏感词吗？');
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('敏感词已删除')).toBeVisible();
    await expect(m.row('e2e-i18n-word2')).toHaveCount(0);
  });

  test('the delete confirmation of a skill group names one skill group (supervisor, English)', async ({ page }) => {
    await signIn(page, 'supervisor');
    const m = new ManagementPage(page);
    await m.open('/skillGroupAgentMgt');
    await m.rows.first().getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this skill group?');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  });

  test('pagination and dates in Chinese; headers stay on one line (supervisor)', async ({ page }) => {
    await chinese(page);
    await signIn(page, 'supervisor');
    const m = new ManagementPage(page);
    await m.open('/robotQaMgt');
    await expect(m.rows.first()).toBeVisible();
    await expect(page.getByText('每页行数：')).toBeVisible();
    // Updated, the last column: 2026-11-24 20:05 (one rule in both languages) rather than 11/24/2026, 8:05:00 PM.
    await expect(m.rows.first().locator('td').last().locator('..').getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/).first()).toBeVisible();
    await expect(page.getByText(/(AM|PM)$/)).toHaveCount(0);
    // Every header is one line high.
    const heights = await page.locator('.RaDatagrid-headerCell').evaluateAll((cells) =>
      cells.filter((c) => c.textContent?.trim()).map((c) => {
        const text = c.querySelector('span, button') ?? c;
        const lineHeight = parseFloat(getComputedStyle(text).lineHeight) || 24;
        return { text: c.textContent, lines: Math.round(text.getBoundingClientRect().height / lineHeight) };
      }));
    expect(heights.filter((h) => h.lines > 1)).toEqual([]);

    await page.goto('/historySessionReport');
    const report = page.locator('[data-report]');
    await expect(report.locator('table tbody tr').first()).toBeVisible();
    await expect(report.getByText('每页行数：')).toBeVisible();
    await expect(report.getByText(/^第 1-\d+ 条，共 \d+ 条$/)).toBeVisible();
    await expect(report.getByRole('button', { name: '转到下一页' })).toBeVisible();
    await expect(page.getByText(/Rows per page|of \d+$/)).toHaveCount(0);
  });
});
