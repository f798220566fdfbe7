import { expect, test } from './journey';
import { ManagementPage } from './pages/management';
import { signIn } from './pages/shell';

/** The digits of `YYYY-MM-DD HH:mm` in the browser's zone, `days` from now (typed into the expiry picker). */
function localInput(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}${p(d.getHours())}${p(d.getMinutes())}`;
}

test('an admin makes an API token, sees it once, and revokes it (English and Chinese)', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByTestId('menu-apiTokenMgt').click();
  await page.waitForURL(/\/apiTokenMgt/);
  const screen = new ManagementPage(page);
  await screen.create();
  await screen.input(/^Name/).fill('Nightly Q&A sync');
  await page.getByRole('checkbox', { name: 'Manage Q&A' }).check();
  await screen.typeInPicker(/^Expires/, localInput(30));
  await screen.save();

  // The token, once.
  const dialog = page.getByTestId('api-token-secret');
  await expect(dialog.getByText('Your new API token')).toBeVisible();
  const token = await dialog.getByRole('textbox').inputValue();
  expect(token).toMatch(/^ccim_pat_/);
  const call = (path: string) => page.request.post(`/ccim-main/api/${path}`, { headers: { Authorization: `Bearer ${token}` }, data: {} });
  expect((await call('robotQaMgt/list')).status()).toBe(200);
  expect((await call('agentMgt/list')).status()).toBe(403);
  await dialog.getByRole('button', { name: 'I have copied it' }).click();
  await expect(dialog).toHaveCount(0);

  // The list: active, with its hint and its scopes, never the token itself.
  const row = screen.row('Nightly Q&A sync');
  await expect(row).toContainText('Active');
  await expect(row).toContainText(token.slice(0, 13));
  await expect(row).toContainText('Manage Q&A');
  await expect(page.getByText(token)).toHaveCount(0);

  // Revoked: the script is refused at once.
  await row.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Scripts using it are refused at once.')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: 'Revoke' })).toHaveCount(0);
  expect((await call('robotQaMgt/list')).status()).toBe(401);

  // In Chinese.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('language-button').click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.getByTestId('menu-apiTokenMgt')).toContainText('API 令牌');
  await expect(row).toContainText('已吊销');
  await expect(row).toContainText('管理机器人问答');
  await expect(page.getByRole('columnheader', { name: '权限范围' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '最近使用' })).toBeVisible();
});
