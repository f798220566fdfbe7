import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/** Signs in through the sign-on page and waits for the shell. */
export async function signIn(page: Page, username: string, redirect = '/'): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('ccim_locale')) localStorage.setItem('ccim_locale', 'en');
  });
  await page.goto(`/sso/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel(/User name|用户名/).fill(username);
  await page.getByLabel(/Password|密码/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(Sign in|登录)$/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sso/'));
  await expect(page.getByTestId('user-name')).toBeVisible();
}

/** The shell's header and tabs. */
export class Shell {
  constructor(readonly page: Page) {}

  count(name: 'queueCount' | 'readyCount' | 'inSessionCount' | 'busyCount') {
    return this.page.getByTestId(`count-${name}`);
  }

  get availability() {
    return this.page.getByTestId('availability-switch').locator('input');
  }

  get tabs() {
    return this.page.getByTestId('page-tab');
  }

  async open(path: string) {
    await this.page.goto(path);
  }
}
