import { expect, test, type Page } from './journey';
import { ManagementPage } from './pages/management';
import { signIn } from './pages/shell';

/**
 * Issue 32: the dialogs that show an API token or a webhook's signing secret once have a Copy button that puts
 * it on the clipboard and says so, and the create pages are titled for one record, in English and Chinese.
 */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

function inDays(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}1200`;
}

test('API token (English): "New API token", and Copy copies the token and says Copied', async ({ page }) => {
  await signIn(page, 'admin', '/apiTokenMgt/create');
  await expect(page.getByText('New API token', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Create API tokens')).toHaveCount(0);
  const screen = new ManagementPage(page);
  await screen.input(/^Name/).fill('Copy test');
  await page.getByRole('checkbox', { name: 'Read reports' }).check();
  await screen.typeInPicker(/^Expires/, inDays(10));
  await screen.save();
  const dialog = page.getByTestId('api-token-secret');
  const token = await dialog.getByRole('textbox').inputValue();
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  expect(await clipboard(page)).toBe(token);
});

test('webhook (Chinese): "新建 Webhook 推送", and 复制 copies the secret and says 已复制', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ccim_locale', 'zh'));
  await signIn(page, 'admin', '/webhookMgt/create');
  await expect(page.getByText('新建 Webhook 推送', { exact: true }).first()).toBeVisible();
  const screen = new ManagementPage(page);
  await screen.input(/^名称/).fill('复制测试');
  await screen.input(/^接收地址/).fill('http://127.0.0.1:9/ccim-events');
  await page.getByRole('button', { name: '保存' }).click();
  const dialog = page.getByTestId('webhook-secret');
  const secret = await dialog.getByRole('textbox').inputValue();
  await dialog.getByRole('button', { name: '复制', exact: true }).click();
  await expect(dialog.getByRole('button', { name: '已复制', exact: true })).toBeVisible();
  expect(await clipboard(page)).toBe(secret);
});
