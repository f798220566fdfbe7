import { expect, test } from './journey';
import { createHmac } from 'node:crypto';
import { ManagementPage } from './pages/management';
import { endSharedSession, Shell, signIn, signInThroughForm } from './pages/shell';
import { guessAtOnce } from './pages/signInGuesses';

const SECRET = `e2e-hotline-${Date.now()}-secret`;

test('an administrator sets a channel signing secret the screen never shows again', async ({ page }) => {
  await signIn(page, 'admin');
  const m = new ManagementPage(page);
  const listed: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/skillGroupLinkMgt/')) void r.text().then((t) => listed.push(t), () => undefined);
  });
  await m.open('/skillGroupLinkMgt');
  await expect(m.row('Hotline')).toContainText('Not set');
  await m.row('Hotline').getByRole('button', { name: 'Set secret' }).click();
  await page.getByRole('dialog').getByLabel(/New signing secret/).fill(SECRET);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(m.row('Hotline').getByText('Set', { exact: true })).toBeVisible();
  expect(listed.length).toBeGreaterThan(0);
  expect(listed.join('\n')).not.toContain(SECRET);

  // The channel's backend signs with that secret; the chat now believes the hotline's openId.
  const issuedAt = Date.now();
  const signature = createHmac('sha256', SECRET).update(`wx-e2e.${issuedAt}`).digest('hex');
  const signed = await page.request.post('/ccim-robot/api/im/getChannelUserInfoByOpenId', { data: { openId: 'wx-e2e', channel: 300, issuedAt, signature } });
  expect(signed.status()).toBe(200);
  const forged = await page.request.post('/ccim-robot/api/im/getChannelUserInfoByOpenId', { data: { openId: 'wx-e2e', channel: 300 } });
  expect(forged.status()).toBe(401);
});

test('the channel secret screen speaks Chinese', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ccim_locale', 'zh'));
  await signIn(page, 'admin');
  const m = new ManagementPage(page);
  await m.open('/skillGroupLinkMgt');
  await expect(page.getByRole('columnheader', { name: '签名密钥' })).toBeVisible();
  await expect(m.row('热线').getByRole('button', { name: '设置密钥' })).toBeVisible();
  await expect(m.row('热线').getByText(/^(未设置|已设置)$/)).toBeVisible();
});

test('a supervisor manages channel links but is not offered to set a signing secret', async ({ page }) => {
  await signIn(page, 'supervisor');
  const m = new ManagementPage(page);
  await m.open('/skillGroupLinkMgt');
  await expect(m.row('Hotline')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set secret' })).toHaveCount(0);
});

test('signing out of the back office takes the agent offline, as the supervisor sees', async ({ browser }) => {
  const agent = await (await browser.newContext()).newPage();
  // A session of its own, and the agent's only one: signing out of one session while another is in use keeps the
  // agent on duty (sign-out-elsewhere.test.ts), so the session other journeys share is ended first.
  await endSharedSession(agent, 'agent2');
  await signInThroughForm(agent, 'agent2', '/workbench');
  const shell = new Shell(agent);
  await expect(shell.availability).toBeEnabled();
  if (!(await shell.availability.isChecked())) {
    const on = agent.waitForResponse((r) => r.url().endsWith('/agentLogin/status'));
    await shell.availability.check();
    await on;
  }
  const supervisor = await (await browser.newContext()).newPage();
  await signIn(supervisor, 'supervisor');
  const m = new ManagementPage(supervisor);
  await m.open('/agentMgt');
  await expect(m.row('E2002')).toContainText('Ready');

  await agent.getByTestId('logout-button').click();
  await agent.getByTestId('logout-confirm').click();
  await agent.waitForURL(/\/sso\/login/);
  await expect(async () => {
    await m.open('/agentMgt');
    await expect(m.row('E2002')).toContainText('Offline', { timeout: 1000 });
  }).toPass();
});

test('an agent whose account is disabled loses the open workbench connection at once', async ({ browser }) => {
  const agent = await (await browser.newContext()).newPage();
  await signInThroughForm(agent, 'agent3', '/workbench');
  // The counts come over the socket: once they show, the workbench is connected.
  await expect(new Shell(agent).count('readyCount')).toContainText(/\d/);
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin');
  const token = await admin.evaluate(() => localStorage.getItem('ccim_token'));
  const headers = { authorization: `Bearer ${token}` };
  const users = (await (await admin.request.get('/sso/api/users?filter={"q":"agent3"}', { headers })).json()) as { id: string; username: string }[];
  const id = users.find((u) => u.username === 'agent3')!.id;
  try {
    expect((await admin.request.put(`/sso/api/users/${id}`, { headers, data: { enabled: false } })).status()).toBe(200);
    await expect(agent.getByText('Network disconnected')).toBeVisible();
    await agent.reload();
    await agent.waitForURL(/\/sso\/login/);
  } finally {
    await admin.request.put(`/sso/api/users/${id}`, { headers, data: { enabled: true } });
  }
});

test('the sign-in page tells a throttled account when to try again, in the page’s language', async ({ page }) => {
  // A name of our own, so no other test's sign-ins meet this one.
  const username = `throttled-${Date.now()}`;
  await page.addInitScript(() => localStorage.setItem('ccim_locale', 'zh'));
  await page.goto('/sso/login');
  await guessAtOnce(page, username);
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill('wrong');
  const answer = page.waitForResponse((r) => r.url().endsWith('/sso/api/login'));
  await page.getByRole('button', { name: '登录' }).click();
  expect(Number((await answer).headers()['retry-after'])).toBeGreaterThan(0);
  await expect(page.getByRole('alert')).toHaveText(/^登录失败次数过多，请 \d+ 分钟后再试。$/);
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Too many failed sign-ins\. Try again in \d+ minute\(s\)\.$/);
});
