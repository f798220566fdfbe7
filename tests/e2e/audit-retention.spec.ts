import { expect, test } from './journey';
import { ManagementPage } from './pages/management';
import { signIn } from './pages/shell';

/** Issue 33, item 6: the audit log's retention has a floor (90 days by default) the settings form states. */
test('service settings refuse an audit retention below the floor with a clear message (English and Chinese)', async ({ page }) => {
  await signIn(page, 'admin');
  const m = new ManagementPage(page);
  await page.getByTestId('menu-sessionServiceConfig').click();
  await page.waitForURL(/\/sessionServiceConfig/);
  const field = m.input('Keep the audit log for (days)');
  await expect(field).toHaveValue('180');
  await field.fill('1');
  await m.save();
  await expect(page.getByText('must be at least 90 days, the shortest the audit log is kept', { exact: true })).toBeVisible();

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('language-button').click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.getByTestId('menu-sessionServiceConfig')).toBeVisible();
  await m.input('审计日志保留天数').fill('30');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('不能少于 90 天（审计日志最短保留期）', { exact: true })).toBeVisible();
  // Nothing was saved: a fresh read still shows the old retention.
  await page.reload();
  await expect(m.input('审计日志保留天数')).toHaveValue('180');
});
