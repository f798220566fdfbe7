import { expect, test, type Page } from './journey';
import { ManagementPage } from './pages/management';
import { signIn } from './pages/shell';

/** Issue 19, defect 1: the sign-on users screen lists, creates and changes roles through the browser. */

async function openFromMenu(page: Page) {
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/sso/api/users' && r.request().method() === 'GET');
  await page.getByTestId('menu-ssoUsers').click();
  await page.waitForURL(/\/ssoUsers/);
  expect((await listed).status()).toBe(200);
}

test.describe('sign-on users', () => {
  test('admin (English): the list shows the users, a new user is created and its role changed', async ({ page }) => {
    await signIn(page, 'admin');
    await openFromMenu(page);
    const m = new ManagementPage(page);
    await expect(m.row('agent1')).toContainText('E2001');
    await expect(m.row('supervisor')).toContainText('Supervisor');
    await expect(page.getByText(/^1-\d+ of \d+$/)).toBeVisible();

    await m.create();
    await page.waitForURL(/\/ssoUsers\/create/);
    await m.input('User name *').fill('e2e-sso-en');
    await m.input('Password *').fill('e2e-password-1');
    await m.input('Name *').fill('E2E English user');
    await m.input('Employee code *').fill('E9101');
    const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/sso/api/users' && r.request().method() === 'POST');
    await m.save();
    expect((await created).status()).toBe(201);
    await page.waitForURL(/\/ssoUsers$/);
    await expect(m.row('e2e-sso-en')).toContainText('Agent');

    await m.row('e2e-sso-en').click();
    await page.waitForURL(/\/ssoUsers\/[^/]+$/);
    await expect(m.input('Name *')).toHaveValue('E2E English user');
    await m.choose('Role *', 'Supervisor');
    const changed = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/sso/api/users/') && r.request().method() === 'PUT');
    await m.save();
    expect((await changed).status()).toBe(200);
    await page.waitForURL(/\/ssoUsers$/);
    await expect(m.row('e2e-sso-en')).toContainText('Supervisor');
    await page.reload();
    await expect(m.row('e2e-sso-en')).toContainText('Supervisor');
  });

  test('admin (Chinese): the list, create and role change speak Chinese', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('ccim_locale', 'zh'));
    await signIn(page, 'admin');
    await openFromMenu(page);
    const m = new ManagementPage(page);
    await expect(page.getByRole('columnheader', { name: '工号' })).toBeVisible();
    await expect(m.row('agent1')).toContainText('坐席');

    await page.getByRole('link', { name: '新建' }).or(page.getByRole('button', { name: '新建' })).first().click();
    await m.input('用户名 *').fill('e2e-sso-zh');
    await m.input('密码 *').fill('e2e-password-2');
    await m.input('姓名 *').fill('测试用户');
    await m.input('工号 *').fill('E9102');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/ssoUsers$/);
    await expect(m.row('e2e-sso-zh')).toContainText('测试用户');

    await m.row('e2e-sso-zh').click();
    await m.choose('角色 *', '主管');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/ssoUsers$/);
    await expect(m.row('e2e-sso-zh')).toContainText('主管');
  });

  test('a supervisor has no sign-on users screen', async ({ page }) => {
    await signIn(page, 'supervisor');
    await expect(page.getByTestId('menu-agentMgt')).toBeVisible();
    await expect(page.getByTestId('menu-ssoUsers')).toHaveCount(0);
    await page.goto('/ssoUsers');
    await expect(page.getByTestId('error-code')).toHaveText('403');
  });
});
