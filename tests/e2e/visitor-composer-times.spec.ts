import Database from 'better-sqlite3';
import { expect, test } from './journey';
import { Shell, signIn } from './pages/shell';
import { AgentChat, VisitorChat } from './pages/visitor';
import { serverDbFile } from './ports';

const PHONE = { viewport: { width: 390, height: 844 } };
const CLOCK = /^\d{2}:\d{2}$/;

test('on a phone the message box takes several lines (Enter is a new line), the send button sends, and every message shows its time', async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE, isMobile: true, hasTouch: true });
  const visitor = new VisitorChat(await context.newPage());
  await visitor.open('/newhuang/chat', 'zh');
  await expect(visitor.input).toHaveJSProperty('tagName', 'TEXTAREA');
  await visitor.input.click();
  await visitor.input.pressSequentially('第一行');
  await visitor.input.press('Enter');
  await visitor.input.pressSequentially('第二行');
  await expect(visitor.input).toHaveValue('第一行\n第二行');
  await visitor.page.getByRole('button', { name: '发送' }).click();
  const mine = visitor.page.getByTestId('msg-2').last();
  await expect(mine.locator('.bubble')).toHaveText('第一行\n第二行');
  await expect(mine.locator('.who time')).toHaveText(CLOCK);
  await expect(visitor.page.getByTestId('msg-3').last().locator('.who time')).toHaveText(CLOCK);
  await expect(visitor.input).toHaveValue('');
  await context.close();
});

test('with a keyboard Enter sends and Shift+Enter starts a new line', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const visitor = new VisitorChat(await context.newPage());
  await visitor.open('/newhuang/chat', 'en');
  await visitor.input.click();
  await visitor.input.pressSequentially('Where is');
  await visitor.input.press('Shift+Enter');
  await visitor.input.pressSequentially('my parcel?');
  await expect(visitor.input).toHaveValue('Where is\nmy parcel?');
  await visitor.input.press('Enter');
  const mine = visitor.page.getByTestId('msg-2').last();
  await expect(mine.locator('.bubble')).toHaveText('Where is\nmy parcel?');
  await expect(mine.locator('.who time')).toHaveText(CLOCK);
  await expect(visitor.input).toHaveValue('');
  await context.close();
});

test('the agent’s messages show their time, and a chat closed for being idle tells the visitor why, in their language', async ({ browser }) => {
  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await signIn(agentPage, 'agent2', '/workbench');
  const shell = new Shell(agentPage);
  await expect(shell.availability).toBeEnabled();
  if (await shell.availability.isChecked()) await shell.availability.uncheck();

  const visitorContext = await browser.newContext({ ...PHONE, isMobile: true, hasTouch: true });
  const visitor = new VisitorChat(await visitorContext.newPage());
  await visitor.open('/newhuang/chat', 'zh');
  await visitor.askHuman();
  await expect(visitor.queuePosition).toBeVisible();
  await shell.availability.check();
  await expect(visitor.system(/为您服务/)).toBeVisible();

  const agent = new AgentChat(agentPage);
  const answer = `Your parcel is on its way (${Date.now().toString(36)})`;
  await agent.servingSessions().first().click();
  await agent.reply(answer);
  const theirs = visitor.page.getByTestId('msg-1').filter({ hasText: answer });
  await expect(theirs.locator('.who time')).toHaveText(CLOCK);

  // Nobody writes for longer than the idle timeout (15 minutes): the chat's last message is moved back in the
  // server's database, and the server's own idle sweep (every 10 s) closes it.
  const db = new Database(serverDbFile());
  db.pragma('busy_timeout = 10000');
  db.prepare('UPDATE chat_sessions SET last_message_at = ? WHERE id = (SELECT session_id FROM chat_messages WHERE content = ?)').run(Date.now() - 20 * 60_000, answer);
  db.close();
  await expect(visitor.system('15 分钟内没有新消息，会话已自动结束')).toBeVisible({ timeout: 30_000 });

  const saved = agentPage.waitForResponse((r) => r.url().endsWith('/agentLogin/status'));
  await shell.availability.uncheck();
  await saved;
  await agentContext.close();
  await visitorContext.close();
});
