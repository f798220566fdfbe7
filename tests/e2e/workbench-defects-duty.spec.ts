import { expect, test, type Browser } from './journey';
import { ManagementPage } from './pages/management';
import { Shell, signIn } from './pages/shell';
import { atDesk, ChatTools, Conversation, servedByAgent5, unique } from './pages/workbench';

// Issue 32: what the agent is told about being on duty: in no skill group, and what log-out does to open chats.

/** An admin adds a sign-on user (an agent by default), who is in no skill group. */
async function newAgentUser(browser: Browser, username: string, code: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, 'admin', '/ssoUsers');
  const m = new ManagementPage(page);
  await m.create();
  await page.waitForURL(/\/ssoUsers\/create/);
  await m.input('User name *').fill(username);
  await m.input('Password *').fill('demo1234');
  await m.input('Name *').fill(`E2E ${username}`);
  await m.input('Employee code *').fill(code);
  await m.save();
  await page.waitForURL(/\/ssoUsers$/);
  // Other journeys add users too: the new one may be past the first page.
  await m.search(username);
  await expect(m.row(username)).toContainText('Agent');
  await context.close();
}

test('an agent in no skill group is told why no visitor can reach them, in English and Chinese, and is never asked to switch on what is on', async ({ browser }) => {
  const username = `nogroup${Date.now().toString(36).slice(-5)}`;
  await newAgentUser(browser, username, `E9${Date.now().toString().slice(-4)}`);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, username, '/workbench');
  const shell = new Shell(page);
  const notice = page.getByTestId('wb-no-group');
  await expect(notice).toHaveText('No visitor can reach you: you are not in any skill group. Ask a supervisor to add you to one.');
  await expect(page.getByText(/Switch your availability on/)).toBeVisible();

  await shell.availability.check();
  await expect(shell.availability).toBeChecked();
  await expect(notice).toBeVisible();
  // Available now: the empty list no longer asks to switch on what is on.
  await expect(page.getByText(/Switch your availability on/)).toHaveCount(0);
  await expect(page.getByText('No visitors yet. You are available: new chats appear here.')).toBeVisible();

  await page.getByTestId('language-button').click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(notice).toHaveText('访客无法分配给您：您不在任何技能组中。请联系主管将您加入技能组。');
  await shell.availability.uncheck();
  await expect(shell.availability).not.toBeChecked();
  await context.close();
});

test('agents of a skill group see no such notice', async ({ browser }) => {
  const agent = await atDesk(browser, 'agent5', { ready: true });
  await expect(agent.page.getByRole('list', { name: 'Sessions' }).or(agent.page.getByText(/^No visitors yet/))).toBeVisible();
  await expect(agent.page.getByTestId('wb-no-group')).toHaveCount(0);
  await agent.offDuty();
});

test('the log-out confirmation says how many open chats go back to the queue, in English and Chinese', async ({ browser }) => {
  const agent = await atDesk(browser, 'agent5', { ready: true });
  const first = unique('Before you go');
  const { context, visitor } = await servedByAgent5(browser, first);
  const c = new Conversation(agent.page);
  await c.openBy(first);

  await agent.page.getByTestId('logout-button').click();
  const dialog = agent.page.getByRole('dialog');
  // This chat, and any an earlier journey left open with agent5.
  await expect(dialog).toContainText(/Your (open chat goes back to the queue for another agent|\d+ open chats go back to the queue for other agents)\./);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await agent.page.getByTestId('language-button').click();
  await agent.page.getByRole('menuitem', { name: '简体中文' }).click();
  await agent.page.getByTestId('logout-button').click();
  await expect(dialog).toContainText(/您进行中的 \d+ 个会话将退回队列，由其他客服接待。/);
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  await agent.page.getByTestId('language-button').click();
  await agent.page.getByRole('menuitem', { name: 'English' }).click();

  await new ChatTools(agent.page).endSession();
  await expect(visitor.system(/The session has ended/)).toBeVisible();
  await agent.offDuty();
  await context.close();
});
