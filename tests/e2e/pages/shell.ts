import { expect, test, type Page } from '../journey';

export const DEMO_PASSWORD = 'demo1234';

/** A real browser keeps a page's audio suspended until the user clicks; headless Chromium does not: this brings the lock back. */
export function lockAudioUntilClick() {
  const Real = window.AudioContext;
  class Locked extends Real {
    #unlocked = false;
    override get state(): AudioContextState {
      return this.#unlocked ? super.state : 'suspended';
    }
    override resume(): Promise<void> {
      this.#unlocked = true;
      return super.resume();
    }
  }
  window.AudioContext = Locked;
}

/** The pages' language when the journey set none: English. */
async function preferEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('ccim_locale')) localStorage.setItem('ccim_locale', 'en');
  });
}

/** Signs in through the sign-on page's form, as a person does, and waits for the shell: a session of its own. */
export async function signInThroughForm(page: Page, username: string, redirect = '/'): Promise<void> {
  await preferEnglish(page);
  await page.goto(`/sso/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel(/User name|用户名/).fill(username);
  await page.getByLabel(/Password|密码/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(Sign in|登录)$/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sso/'));
  await expect(page.getByTestId('user-name')).toBeVisible();
}

/**
 * One sign-on session per user per worker, shared by the journeys that only need to be signed in (the form is
 * the subject of a few journeys of its own). A journey that signs out, or an account change, ends it: the next
 * journey finds it dead and signs in again.
 */
const sessions = new Map<string, string>();

async function liveToken(page: Page, username: string): Promise<string> {
  const known = sessions.get(username);
  if (known && (await page.request.get('/sso/api/profile', { headers: { authorization: `Bearer ${known}` } })).status() === 200) return known;
  const r = await page.request.post('/sso/api/login', { data: { username, password: DEMO_PASSWORD } });
  expect(r.status(), `sign-in of ${username}`).toBe(200);
  const token = ((await r.json()) as { data: { token: string } }).data.token;
  sessions.set(username, token);
  return token;
}

/**
 * Signs the worker's shared session of `username` out, for a journey about what happens when a person's only
 * session ends (an agent still working in another session stays on duty).
 */
export async function endSharedSession(page: Page, username: string): Promise<void> {
  const token = sessions.get(username);
  sessions.delete(username);
  if (token) await page.request.post('/sso/api/logout', { headers: { authorization: `Bearer ${token}` } });
}

/**
 * Opens `redirect` signed in as `username` with the worker's session of that user (the sign-on cookie and the
 * page's stored token, as the sign-in page leaves them) and waits for the shell.
 */
export async function signIn(page: Page, username: string, redirect = '/'): Promise<void> {
  await preferEnglish(page);
  const token = await liveToken(page, username);
  const baseURL = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: 'ccim_token', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  // The stored token is written on a small page of the same origin (the sign-in page's style sheet), not by an
  // init script that would put it back after a later sign-out in this tab.
  await page.goto('/sso/login.css');
  await page.evaluate((t) => localStorage.setItem('ccim_token', t), token);
  await page.goto(redirect);
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
