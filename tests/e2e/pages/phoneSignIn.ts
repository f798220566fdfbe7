import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './shell';

/**
 * Signs in on a 390×844 window straight onto `redirect` (in English): a window made narrow after signing in
 * opens the menu as a drawer over the page, and the phone header hides the user's name `signIn` waits for.
 */
export async function signInOnPhone(page: Page, username: string, redirect: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    if (!localStorage.getItem('ccim_locale')) localStorage.setItem('ccim_locale', 'en');
  });
  await page.goto(`/sso/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('User name').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === redirect);
}
