import { expect, test, type Page } from './journey';
import { ManagementPage } from './pages/management';
import { signInOnPhone } from './pages/phoneSignIn';
import { signIn } from './pages/shell';

/**
 * Issue 32: a list's row opens what its visible button opens (Edit, Show, Details), and that button is in sight
 * at 1280×800 without scrolling sideways.
 */
test.describe('a row opens what its button opens', () => {
  test('History sessions: Details is in sight and a click on the row opens the transcript (English, Chinese)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'supervisor', '/historySessionReport');
    const table = page.getByRole('table', { name: 'History sessions' });
    const first = table.locator('tbody tr').first();
    await expect(first.getByRole('button', { name: 'Details' })).toBeInViewport();
    await first.locator('td').first().click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: /^Transcript · / })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await first.getByRole('button', { name: 'Details' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: /^Transcript · / })).toBeVisible();

    await page.evaluate(() => localStorage.setItem('ccim_locale', 'zh'));
    await page.reload();
    const zh = page.getByRole('table', { name: '历史会话' }).locator('tbody tr').first();
    await expect(zh.getByRole('button', { name: '详情' })).toBeInViewport();
    await zh.locator('td').nth(1).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: /^聊天记录 · / })).toBeVisible();
  });

  /** Clicks the first row's visible button, then (back on the list) the row itself: both reach the same page. */
  async function sameTarget(page: Page, path: string, button: string, opens: RegExp) {
    const m = new ManagementPage(page);
    await m.open(path);
    const row = m.rows.first();
    const visible = row.getByRole('link', { name: button, exact: true });
    await expect(visible).toBeInViewport();
    await visible.click();
    await page.waitForURL(opens);
    const target = page.url();
    await page.goBack();
    await expect(m.rows.first()).toBeVisible();
    await m.rows.first().locator('td.column-' + (await firstColumn(page))).click();
    await page.waitForURL(opens);
    expect(page.url()).toBe(target);
  }
  const firstColumn = async (page: Page) =>
    (await page.locator('.RaDatagrid-tbody tr').first().locator('td[class*="column-"]').first().getAttribute('class'))!.match(/column-(\w+)/)![1];

  test('generated lists: Edit, Show and a custom editor (supervisor)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'supervisor');
    await sameTarget(page, '/robotLinkMgt', 'Edit', /\/robotLinkMgt\/[^/?]+$/);
    await sameTarget(page, '/robotNoIntention', 'Show', /\/robotNoIntention\/[^/?]+\/show$/);
    await sameTarget(page, '/noticeMgt', 'Edit', /\/noticeMgt\/addOrEditor\?id=/);
  });

  test('on a phone a tap on an announcement opens its editor', async ({ page }) => {
    await signInOnPhone(page, 'supervisor', '/noticeMgt');
    await page.getByText('Typhoon warning').first().click();
    await page.waitForURL(/\/noticeMgt\/addOrEditor\?id=/);
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  });
});
