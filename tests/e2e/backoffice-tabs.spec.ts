import { expect, test } from './journey';
import { ManagementPage } from './pages/management';
import { signIn } from './pages/shell';

/** Issue 19, defect 7: what becomes a tab, what a tab is called, and closing the oldest one out loud. */
const tabAt = (path: string) => `[data-testid="page-tab"][data-path="${path}"]`;

test.describe('page tabs', () => {
  test('an unknown address and the access-denied page do not become tabs', async ({ page }) => {
    await signIn(page, 'agent1', '/workbench');
    // The workbench's tab is kept (in the browser's storage) before the user goes elsewhere.
    await expect(page.locator(tabAt('/workbench'))).toBeVisible();
    await page.goto('/doesNotExist');
    await expect(page.getByTestId('error-code')).toHaveText('404');
    await page.goto('/agentMgt');
    await expect(page.getByTestId('error-code')).toHaveText('403');
    await expect(page.locator(tabAt('/workbench'))).toBeVisible();
    await expect(page.locator(`${tabAt('/doesNotExist')}, ${tabAt('/access-denied')}, ${tabAt('/agentMgt')}`)).toHaveCount(0);
  });

  test('create and edit pages are told apart from their list (English and Chinese)', async ({ page }) => {
    await signIn(page, 'supervisor');
    const m = new ManagementPage(page);
    await m.open('/robotLinkMgt');
    await m.create();
    await expect(page.locator(tabAt('/robotLinkMgt'))).toHaveText('Robot links');
    await expect(page.locator(tabAt('/robotLinkMgt/create'))).toHaveText('Robot links · New');
    await m.open('/robotLinkMgt');
    await m.rows.first().getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/robotLinkMgt\/[^/]+$/);
    const editPath = new URL(page.url()).pathname;
    await expect(page.locator(tabAt(editPath))).toHaveText('Robot links · Edit');
    await page.evaluate(() => localStorage.setItem('ccim_locale', 'zh'));
    await page.reload();
    await expect(page.locator(tabAt(editPath))).toHaveText('机器人链接 · 编辑');
  });

  test('past ten tabs the oldest closes with a notice', async ({ page }) => {
    await signIn(page, 'admin');
    const routes = ['/agentMgt', '/blacklistMgt', '/noticeMgt', '/quickReplyMgt', '/robotLinkMgt', '/robotQaMgt', '/sensitiveWordsMgt', '/skillGroupAgentMgt', '/skillGroupLinkMgt'];
    for (const r of routes) {
      await page.goto(r);
      await expect(page.locator(tabAt(r))).toBeVisible();
    }
    await expect(page.getByTestId('page-tab')).toHaveCount(10);
    await page.goto('/auditLog');
    await expect(page.getByText('At most 10 tabs stay open: "Agents" was closed')).toBeVisible();
    await expect(page.locator(tabAt('/agentMgt'))).toHaveCount(0);
  });
});
