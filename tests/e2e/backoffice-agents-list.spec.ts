import { expect, test } from './journey';
import { ManagementPage } from './pages/management';
import { signInOnPhone } from './pages/phoneSignIn';
import { signIn } from './pages/shell';

/** Issue 32: the Agents list's search box, its row height and its row buttons, on a desktop and a phone. */
test.describe('Agents list', () => {
  test('the search box finds an employee code (English) and a sign-on name (Chinese)', async ({ page }) => {
    await signIn(page, 'admin');
    const m = new ManagementPage(page);
    await page.getByRole('menuitem', { name: 'Agents' }).or(page.getByRole('link', { name: 'Agents', exact: true })).first().click();
    await expect(m.row('E2001')).toBeVisible();
    await page.getByPlaceholder('Search').fill('E2003');
    await expect(m.rows).toHaveCount(1);
    await expect(m.rows.first()).toContainText('刘洋');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await page.getByPlaceholder('搜索').fill('Chen Jing');
    await expect(m.rows).toHaveCount(1);
    await expect(m.rows.first()).toContainText('E2004');
  });

  test('at 1280×800 every row is short and its buttons are in sight', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'admin', '/agentMgt');
    const m = new ManagementPage(page);
    await expect(m.row('E2006')).toBeVisible();
    for (const row of await m.rows.all()) {
      const box = (await row.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(90);
      const disable = row.getByRole('button', { name: 'Disable' });
      await expect(disable).toBeInViewport();
      const b = (await disable.boundingBox())!;
      expect(b.x + b.width).toBeLessThanOrEqual(1280);
    }
    await m.row('E2006').getByRole('button', { name: 'Max sessions' }).click();
    await expect(page.getByRole('dialog').getByLabel('Max sessions')).toBeVisible();
  });

  test('on a phone an agent opens from the list, with the same actions', async ({ page }) => {
    await signInOnPhone(page, 'admin', '/agentMgt');
    await page.getByText('E2005').click();
    await page.getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('button', { name: 'Enable' })).toBeVisible();
    await page.getByRole('button', { name: 'Enable' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('button', { name: 'Disable' })).toBeVisible();
  });
});
