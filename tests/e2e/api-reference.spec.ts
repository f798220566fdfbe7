import fs from 'node:fs';
import { expect, test, type Page } from './journey';
import { signInOnPhone } from './pages/phoneSignIn';
import { signIn } from './pages/shell';

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function downloaded(page: Page, button: string): Promise<{ name: string; doc: Record<string, unknown> }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: download.suggestedFilename(), doc: JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as Record<string, unknown> };
}

test('an admin reads the REST and realtime APIs from the menu, downloads both documents and opens the console', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin');
  await page.getByTestId('menu-apiReference').click();
  await expect(page.getByRole('heading', { name: 'API reference' })).toBeVisible();
  await expect(page.getByText(/^\d+ operations\. Every JSON answer/)).toBeVisible();

  // REST: search, open an operation, read who may call it and its body.
  const search = page.getByLabel('Search by path or summary');
  await search.fill('sessionReasons put');
  const operation = page.getByRole('button', { name: /PUT \/ccim-main\/api\/workbench\/sessionReasons/ });
  await expect(operation).toHaveCount(1);
  await operation.click();
  const details = page.locator('.MuiAccordionDetails-root').filter({ visible: true });
  await expect(details.locator('[data-callers]')).toContainText('Who may call:AdminSupervisorAgent');
  await expect(details.getByRole('heading', { name: 'Request body (application/json)' })).toBeVisible();
  await expect(details.locator('[data-field="reasonIds"]')).toContainText('array of string');
  await expect(details.locator('[data-field="sessionId"]')).toContainText('required');
  await search.fill('no such call anywhere');
  await expect(page.getByText('No operation matches the search.')).toBeVisible();

  // Both documents as files.
  const rest = await downloaded(page, 'Download OpenAPI (JSON)');
  expect(rest.name).toBe('openapi.json');
  expect(rest.doc.openapi).toBe('3.1.0');
  const realtime = await downloaded(page, 'Download AsyncAPI (JSON)');
  expect(realtime.name).toBe('asyncapi.json');
  expect(realtime.doc.asyncapi).toBe('3.0.0');

  // Realtime: the staff namespace's events, one opened to its payload; a command with its acknowledgement.
  await page.getByRole('tab', { name: 'Realtime API (socket.io)' }).click();
  const staff = page.getByRole('region', { name: '/', exact: true });
  await expect(staff.getByRole('heading', { name: 'Namespace /' })).toBeVisible();
  await expect(staff.getByRole('heading', { name: /^Server to client \(\d+\)$/ })).toBeVisible();
  await staff.getByRole('button', { name: /^chatMessage A message of one of this agent's chats/ }).click();
  await expect(staff.locator('[data-field="seq"]')).toContainText('per-session sequence number');
  await expect(page.getByRole('heading', { name: 'Namespace /visitor' })).toBeVisible();
  const command = staff.getByRole('button', { name: /answered/ }).first();
  await command.click();
  await expect(staff.getByRole('heading', { name: 'Acknowledgement', exact: true })).toBeVisible();
  expect(await fits(page)).toBe(true);

  // The interactive console opens beside the page.
  const [consolePage] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Open the interactive REST console' }).click()]);
  // Swagger UI renders the whole document first: seconds on a busy machine.
  await expect(consolePage.getByRole('heading', { name: /ccim API/ })).toBeVisible({ timeout: 60_000 });
  await consolePage.close();

  // Switched to Chinese on the page.
  await page.getByTestId('language-button').click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.getByRole('heading', { name: 'API 参考' })).toBeVisible();
  await page.getByRole('tab', { name: 'REST 接口' }).click();
  await expect(page.getByText(/^共 \d+ 个接口/)).toBeVisible();
  await page.getByLabel('按路径或说明搜索').fill('openapi.json');
  await page.getByRole('button', { name: /GET \/ccim-main\/api\/openapi\.json/ }).click();
  await expect(page.locator('[data-callers]').filter({ visible: true })).toContainText('调用方：任何人');
  expect(await fits(page)).toBe(true);
});

test('on a phone the API reference opens from the menu and fits the window', async ({ page }) => {
  await signInOnPhone(page, 'admin', '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('menu-apiReference').click();
  await expect(page.getByTestId('page-tab').filter({ hasText: 'API reference' })).toBeVisible();
  await page.getByLabel('Search by path or summary').fill('webhookMgt add');
  await page.getByRole('button', { name: /POST \/ccim-main\/api\/webhookMgt\/add/ }).click();
  await expect(page.locator('[data-callers]').filter({ visible: true })).toContainText('Who may call:Admin');
  expect(await fits(page)).toBe(true);
  await page.getByRole('tab', { name: 'Realtime API (socket.io)' }).click();
  await expect(page.getByRole('heading', { name: 'Namespace /visitor' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Client to server \(\d+\)$/ }).first()).toBeVisible();
  expect(await fits(page)).toBe(true);
});

test('the API reference is for admins: a supervisor has no menu entry and is refused the page', async ({ page }) => {
  await signIn(page, 'supervisor');
  await expect(page.getByTestId('menu-apiTokenMgt')).toHaveCount(0);
  await expect(page.getByTestId('menu-apiReference')).toHaveCount(0);
  await page.goto('/apiReference');
  await expect(page.getByText('No permission to access this page')).toBeVisible();
});
