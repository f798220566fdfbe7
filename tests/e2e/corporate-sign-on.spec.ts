import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { expect, test } from './journey';
import { startOidcProvider, type TestProvider } from '../helpers/oidc-provider';
import { extraPort } from './ports';

/**
 * Corporate sign-on in the browser: a server of its own (the suite's server has no provider) on a port clear of
 * the workers' servers, with a real OpenID provider on 127.0.0.1; the user clicks the company sign-on button, signs in on
 * the provider's page and lands in the back office with the role the provider's groups map to.
 */
const PORT = extraPort(0);
const BASE = `http://localhost:${PORT}`;
const DB_FILE = `data/e2e-oidc-${PORT}.sqlite`;

let provider: TestProvider;
let server: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  provider = await startOidcProvider(() => [`${BASE}/sso/oidc/callback`]);
  provider.accounts.wangfang = { name: 'Wang Fang', roles: ['cs-leads'] };
  for (const f of [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`]) fs.rmSync(f, { force: true });
  server = spawn(process.execPath, ['--import', 'tsx', 'adapter-server/src/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_URL: `sqlite:${DB_FILE}`,
      SEED_DEMO: 'true',
      UPLOAD_DIR: `data/e2e-uploads-${PORT}`,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_ROLE_MAP: 'cs-admins=admin,cs-leads=supervisor,cs-agents=agent',
    },
  });
  // Ready when it answers (polled: the start takes as long as the machine is busy).
  await expect
    .poll(async () => (await fetch(`${BASE}/healthz`).catch(() => null))?.status ?? 0, { timeout: 100_000, intervals: [250, 500, 1000] })
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await provider?.close();
});

test('a person signs in with the company sign-on button, in either language, and gets the mapped role', async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('ccim_locale')) localStorage.setItem('ccim_locale', 'zh');
  });
  await page.goto(BASE);
  // Both ways in, in Chinese first, then in English.
  await expect(page.getByRole('link', { name: '使用企业统一身份认证登录' })).toBeVisible();
  await expect(page.getByLabel('用户名')).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByLabel('User name')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in with company single sign-on' }).click();

  // The provider's own login page.
  await page.waitForURL((url) => url.origin === provider.issuer);
  await page.locator('input[name="login"]').fill('wangfang');
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  // Back in the back office, signed in as the new person with the supervisor's menu.
  await page.waitForURL((url) => url.origin === BASE && !url.pathname.startsWith('/sso/'));
  await expect(page.getByTestId('user-name')).toHaveText('Wang Fang');
  await expect(page.getByText('Service management').first()).toBeVisible();
});
