import { expect, test } from './journey';
import { ManagementPage } from './pages/management';
import { signIn } from './pages/shell';

/** Issue 33, item 5: an API token stops with the administrator who made it, and its screen says so. */
test('disabling the admin who made a token stops it and shows "Owner disabled" (English and Chinese)', async ({ page, browser }) => {
  await signIn(page, 'admin');
  // A second administrator makes a token for a script (through the API: what matters is the screens below).
  const made = await page.request.post('/sso/api/users', { data: { username: 'e2e-token-maker', password: 'maker-password-1', name: 'Token maker', code: 'E9301', role: 'admin' } });
  expect(made.status()).toBe(201);
  const maker = await browser.newContext();
  const login = await maker.request.post('/sso/api/login', { data: { username: 'e2e-token-maker', password: 'maker-password-1' } });
  const makerToken = (await login.json()).data.token as string;
  const add = await maker.request.post('/ccim-main/api/apiTokenMgt/add', {
    headers: { Authorization: `Bearer ${makerToken}` },
    data: { name: 'Report mirror', scopes: ['readReports'], expiresAt: Date.now() + 86_400_000 },
  });
  const token = (await add.json()).data.token as string;
  await maker.close();
  const call = () => page.request.get('/ccim-main/api/agent/listAll', { headers: { Authorization: `Bearer ${token}` } });
  expect((await call()).status()).toBe(200);

  const m = new ManagementPage(page);
  await page.getByTestId('menu-apiTokenMgt').click();
  await page.waitForURL(/\/apiTokenMgt/);
  await expect(m.row('Report mirror')).toContainText('Active');

  // The admin disables the maker on Sign-on users.
  await page.getByTestId('menu-ssoUsers').click();
  await page.waitForURL(/\/ssoUsers/);
  await m.row('e2e-token-maker').click();
  await page.waitForURL(/\/ssoUsers\/[^/]+$/);
  await m.input('Enabled').uncheck();
  await m.save();
  await page.waitForURL(/\/ssoUsers$/);

  await page.getByTestId('menu-apiTokenMgt').click();
  await page.waitForURL(/\/apiTokenMgt/);
  await expect(m.row('Report mirror')).toContainText('Owner disabled');
  const refused = await call();
  expect(refused.status()).toBe(401);
  expect((await refused.json()).msg).toMatch(/administrator who made this API token is disabled/);

  await page.getByTestId('language-button').click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(m.row('Report mirror')).toContainText('创建者已停用');
});
