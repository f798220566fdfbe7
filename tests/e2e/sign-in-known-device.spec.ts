import { expect, test, type Page } from './journey';
import { signIn } from './pages/shell';
import { guessAtOnce } from './pages/signInGuesses';

const PASSWORD = 'known-device-1';

async function signInForm(page: Page, username: string) {
  await page.goto('/sso/login');
  await page.getByLabel('User name').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a stranger’s guesses lock a fresh browser out politely, while the owner’s browser that signed in before still gets in', async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin');
  const token = await admin.evaluate(() => localStorage.getItem('ccim_token'));
  const username = `owner-${Date.now()}`;
  const made = await admin.request.post('/sso/api/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { username, password: PASSWORD, name: 'Device Owner', code: `D${Date.now()}`, role: 'agent' },
  });
  expect(made.status()).toBeLessThan(300);

  // The owner signs in once on their browser, then signs out.
  const ownerContext = await browser.newContext();
  await ownerContext.addInitScript(() => localStorage.setItem('ccim_locale', 'en'));
  const owner = await ownerContext.newPage();
  await signInForm(owner, username);
  await expect(owner.getByTestId('user-name')).toHaveText('Device Owner');
  await owner.getByTestId('logout-button').click();
  await owner.getByTestId('logout-confirm').click();
  await owner.waitForURL(/\/sso\/login/);

  // A stranger on the same network sends 30 guesses at once: the browser-test server allows 20 (LOGIN_MAX_FAILURES).
  const strangerContext = await browser.newContext();
  await strangerContext.addInitScript(() => localStorage.setItem('ccim_locale', 'en'));
  const stranger = await strangerContext.newPage();
  await stranger.goto('/sso/login');
  await guessAtOnce(stranger, username);
  await signInForm(stranger, username);
  await expect(stranger.getByRole('alert')).toHaveText(/^Too many failed sign-ins\. Try again in \d+ minute\(s\)\.$/);

  await signInForm(owner, username);
  await expect(owner.getByTestId('user-name')).toHaveText('Device Owner');
});
