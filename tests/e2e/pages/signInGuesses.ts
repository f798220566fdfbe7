import type { Page } from '@playwright/test';

/**
 * 30 wrong passwords for `username` sent at once from the page (open on this origin), so they come from the very
 * address its sign-in form uses: `localhost` may be ::1 for the browser and 127.0.0.1 for Playwright's requests.
 * The browser-test server allows 20 failures per account and address (LOGIN_MAX_FAILURES).
 */
export async function guessAtOnce(page: Page, username: string): Promise<void> {
  await page.evaluate(
    (name) =>
      Promise.all(
        Array.from({ length: 30 }, () =>
          fetch('/sso/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: name, password: 'guess' }) }),
        ),
      ),
    username,
  );
}
