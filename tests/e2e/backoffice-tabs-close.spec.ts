import { expect, test, type Page } from './journey';
import { ManagementPage } from './pages/management';
import { signIn } from './pages/shell';

/** Issue 32: create and edit tabs close after Save or Cancel, and the active tab stays in sight. */
const tabAt = (page: Page, path: string) => page.locator(`[data-testid="page-tab"][data-path="${path}"]`);
const menu = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true }).or(page.getByRole('link', { name, exact: true })).first();

test.describe('page tabs of forms', () => {
  test('Save closes the New and Edit tabs and the list tab is active (English)', async ({ page }) => {
    await signIn(page, 'supervisor');
    const m = new ManagementPage(page);
    await menu(page, 'Robot links').click();
    await expect(m.rows.first()).toBeVisible();
    await m.create();
    await expect(tabAt(page, '/robotLinkMgt/create')).toHaveText('Robot links · New');
    await m.input('Title *').fill('Tab test link');
    await m.input('Address *').fill('https://example.com/tab-test');
    await m.save();
    await expect(m.row('Tab test link')).toBeVisible();
    await expect(tabAt(page, '/robotLinkMgt/create')).toHaveCount(0);
    await expect(tabAt(page, '/robotLinkMgt')).toHaveAttribute('aria-current', 'page');

    await m.row('Tab test link').getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL(/\/robotLinkMgt\/[^/]+$/);
    const editPath = new URL(page.url()).pathname;
    await expect(tabAt(page, editPath)).toHaveText('Robot links · Edit');
    await m.input('Title *').fill('Tab test link, saved');
    await m.save();
    await expect(m.row('Tab test link, saved')).toBeVisible();
    await expect(tabAt(page, editPath)).toHaveCount(0);
    await expect(page.getByTestId('page-tab')).toHaveText(['Home', 'Robot links']);
  });

  test('取消 closes the 新建 and 编辑 tabs (Chinese)', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('ccim_locale', 'zh'));
    await signIn(page, 'supervisor');
    const m = new ManagementPage(page);
    await menu(page, '敏感词管理').click();
    await expect(m.rows.first()).toBeVisible();
    await page.getByRole('link', { name: '新建' }).first().click();
    await expect(tabAt(page, '/sensitiveWordsMgt/create')).toHaveText('敏感词管理 · 新建');
    await page.getByRole('button', { name: '取消' }).click();
    await expect(tabAt(page, '/sensitiveWordsMgt/create')).toHaveCount(0);
    await expect(tabAt(page, '/sensitiveWordsMgt')).toHaveAttribute('aria-current', 'page');
    await m.rows.first().getByRole('link', { name: '编辑', exact: true }).click();
    await page.waitForURL(/\/sensitiveWordsMgt\/[^/]+$/);
    const editPath = new URL(page.url()).pathname;
    await expect(tabAt(page, editPath)).toHaveText('敏感词管理 · 编辑');
    await page.getByRole('button', { name: '取消' }).click();
    await expect(tabAt(page, editPath)).toHaveCount(0);
    await expect(page.getByTestId('page-tab')).toHaveCount(2);
  });

  test('the active tab is scrolled into sight in a full tab bar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'admin');
    const pages = ['Agents', 'Skill groups', 'Channel links', 'Common quick replies', 'Sensitive words', 'Blacklist', 'Announcements', 'Robot Q&A', 'Robot links'];
    const tabNamed = (name: string) => page.getByTestId('page-tab').filter({ hasText: new RegExp(`^${name.replace(/[&]/g, '\\$&')}$`) });
    for (const name of pages) {
      await menu(page, name).click();
      await expect(tabNamed(name)).toHaveCount(1);
      await expect(tabNamed(name)).toBeInViewport({ ratio: 1 });
    }
    await expect(page.getByTestId('page-tab')).toHaveCount(10);
    await tabNamed('Home').click();
    await expect(tabNamed('Home')).toBeInViewport({ ratio: 1 });
    await menu(page, 'Robot Q&A').click();
    await expect(tabNamed('Robot Q&A')).toBeInViewport({ ratio: 1 });
  });
});
