import { expect, test } from './journey';
import { Shell, lockAudioUntilClick, signIn, signInThroughForm } from './pages/shell';

test.describe('the back-office shell', () => {
  test('an unsigned visitor of the back-office is sent to the sign-on page', async ({ page }) => {
    await page.goto('/agentMgt');
    await page.waitForURL(/\/sso\/login\?redirect=/);
    await expect(page.getByRole('button', { name: /Sign in|登录/ })).toBeVisible();
  });

  test('after signing in the header shows the four counts, the user and the department', async ({ page }) => {
    await signInThroughForm(page, 'supervisor');
    const shell = new Shell(page);
    for (const c of ['queueCount', 'readyCount', 'inSessionCount', 'busyCount'] as const) {
      await expect(shell.count(c)).toContainText(/\d/);
    }
    await expect(page.getByTestId('user-name')).toHaveText('王主管 Wang');
    await expect(page.getByTestId('user-code')).toHaveText('S1001');
    await expect(page.getByTestId('user-dept')).toContainText('在线客服部');
  });

  test('the availability switch sends status 3 when on and 2 when off, and the ready count follows', async ({ page }) => {
    await signIn(page, 'agent1', '/workbench');
    const shell = new Shell(page);
    await expect(shell.availability).toBeEnabled();
    if (await shell.availability.isChecked()) {
      const reset = page.waitForResponse((r) => r.url().endsWith('/agentLogin/status'));
      await shell.availability.uncheck();
      await reset;
    }
    await expect(shell.availability).toBeEnabled();
    const ready = Number((await shell.count('readyCount').innerText()).replace(/\D/g, ''));
    const on = page.waitForRequest((r) => r.url().endsWith('/agentLogin/status') && r.method() === 'PUT');
    await shell.availability.check();
    expect((await on).postDataJSON()).toMatchObject({ status: 3 });
    await expect(shell.count('readyCount')).toContainText(String(ready + 1));
    const off = page.waitForRequest((r) => r.url().endsWith('/agentLogin/status') && r.method() === 'PUT');
    await shell.availability.uncheck();
    expect((await off).postDataJSON()).toMatchObject({ status: 2 });
    await expect(shell.count('readyCount')).toContainText(String(ready));
  });

  test('page tabs keep at most 10, dropping the oldest non-home tab, and survive a reload', async ({ page }) => {
    await signIn(page, 'admin');
    const shell = new Shell(page);
    const routes = ['/agentMgt', '/blacklistMgt', '/noticeMgt', '/quickReplyMgt', '/robotLinkMgt', '/robotQaMgt', '/sensitiveWordsMgt',
      '/skillGroupAgentMgt', '/skillGroupLinkMgt', '/historySessionReport', '/agentKpiReport'];
    for (const r of routes) {
      await shell.open(r);
      await expect(page.locator(`[data-testid="page-tab"][data-path="${r}"]`)).toBeVisible();
    }
    await expect(shell.tabs).toHaveCount(10);
    await expect(page.locator('[data-testid="page-tab"][data-path="/"]')).toBeVisible();
    await expect(page.locator('[data-testid="page-tab"][data-path="/agentMgt"]')).toHaveCount(0);
    await expect(page.locator('[data-testid="page-tab"][data-path="/blacklistMgt"]')).toHaveCount(0);
    await page.reload();
    await expect(shell.tabs).toHaveCount(10);
    await page.locator('[data-testid="page-tab"][data-path="/robotQaMgt"]').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Close other tabs' }).click();
    await expect(shell.tabs).toHaveCount(2);
  });

  test('an unknown route shows the 404 page with a link home', async ({ page }) => {
    await signIn(page, 'agent1', '/workbench');
    await page.goto('/no/such/page');
    await expect(page.getByTestId('error-code')).toHaveText('404');
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByText('Page got lost')).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).not.toHaveURL(/no\/such/);
  });

  test('the first click on a page under the sound banner is never lost: the banner leaves once the press is over', async ({ page }) => {
    // The banner sits above the page; when it left on the press, the link under the pointer moved up before the
    // release, which then landed on the page around it, and no navigation followed.
    await page.addInitScript(lockAudioUntilClick);
    await signIn(page, 'agent1', '/workbench');
    await page.goto('/no/such/page');
    const banner = page.getByTestId('sound-prompt');
    await expect(banner).toHaveAttribute('data-state', 'locked');
    const home = page.getByRole('link', { name: 'Back to home' });
    const box = (await home.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // The press has unlocked the sound; while it is held the banner stays, and the link with it.
    await expect(banner).toHaveAttribute('data-state', 'unlocked');
    expect((await home.boundingBox())!.y).toBe(box.y);
    await page.mouse.up();
    await expect(page).not.toHaveURL(/no\/such/);
    await expect(banner).toHaveCount(0);
  });

  test('a route outside the menu shows 403 with the contact-support notice', async ({ page }) => {
    await signIn(page, 'agent1', '/workbench');
    await page.goto('/agentMgt');
    await expect(page.getByTestId('error-code')).toHaveText('403');
    await expect(page.getByText('No permission to access this page')).toBeVisible();
    await expect(page.getByText('Please contact support to obtain access to this page.')).toBeVisible();
  });

  test('logout asks first; cancel keeps the user signed in, confirm signs out', async ({ page }) => {
    // A session of its own: signing out ends it, not the one other journeys share.
    await signInThroughForm(page, 'supervisor');
    await page.getByTestId('logout-button').click();
    await expect(page.getByText('Need to log out current account?')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Cancelled')).toBeVisible();
    await expect(page.getByTestId('user-name')).toBeVisible();
    await page.getByTestId('logout-button').click();
    await page.getByTestId('logout-confirm').click();
    await page.waitForURL(/\/sso\/login/);
  });

  test('the language switch turns the shell Chinese and is remembered', async ({ page }) => {
    await signIn(page, 'supervisor');
    await page.getByTestId('language-button').click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await expect(page.getByTestId('count-queueCount')).toContainText('排队');
    await page.reload();
    await expect(page.getByTestId('count-readyCount')).toContainText('就绪');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });
});
