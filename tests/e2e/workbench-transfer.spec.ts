import { expect, test } from './journey';
import { Shell, signIn } from './pages/shell';
import { AgentChat, VisitorChat } from './pages/visitor';
import { DeskTools } from './pages/workbench';

test('an agent answers with a quick reply and transfers the chat; the colleague gets it with its history', async ({ browser }) => {
  const ctx1 = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const ctx2 = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page1 = await ctx1.newPage();
  const page2 = await ctx2.newPage();
  const visitorPage = await visitorContext.newPage();

  // agent2 stays busy until the visitor has been given to agent1.
  await signIn(page2, 'agent2', '/workbench');
  const shell2 = new Shell(page2);
  await expect(shell2.availability).toBeEnabled();
  if (await shell2.availability.isChecked()) await shell2.availability.uncheck();
  await signIn(page1, 'agent1', '/workbench');
  const shell1 = new Shell(page1);
  await expect(shell1.availability).toBeEnabled();
  if (!(await shell1.availability.isChecked())) await shell1.availability.check();

  const visitor = new VisitorChat(visitorPage);
  await visitor.open('/newhuang/chat');
  await visitor.askHuman();
  await expect(visitor.system(/李娜/)).toBeVisible();
  await visitor.send('I need a freight quote');

  const agent1 = new AgentChat(page1);
  const row1 = agent1.sessions().filter({ hasText: 'I need a freight quote' });
  await row1.click();
  const sessionId = await row1.getAttribute('data-session');
  await expect(agent1.visitorMessages().filter({ hasText: 'I need a freight quote' })).toBeVisible();

  // A quick reply goes into the composer with one click, then out to the visitor.
  const tools1 = new DeskTools(page1);
  await tools1.pickQuickReply('Opening');
  const composer = page1.getByRole('textbox', { name: /Type a reply|输入回复/ });
  await expect(composer).toHaveValue(/thank you for contacting us/i);
  await page1.getByRole('button', { name: /^(Send|发送)$/ }).click();
  await expect(visitor.agentMessages().last()).toContainText(/thank you for contacting us/i);

  // agent2 turns ready and receives the chat with a note; the visitor is told.
  await shell2.availability.check();
  await tools1.transferTo(/张伟/, 'Freight quote, please help');
  await expect(page1.getByText('Chat transferred')).toBeVisible();
  await expect(visitor.system(/Chat transferred/)).toBeVisible();

  const agent2 = new AgentChat(page2);
  // agent2 may also be given chats that earlier journeys left behind (their agents went offline): this one is found by its id.
  const row2 = page2.locator(`[data-testid="wb-session"][data-session="${sessionId}"]`);
  await expect(row2).toContainText(/In service|服务中/);
  await row2.click();
  await expect(agent2.visitorMessages().filter({ hasText: 'I need a freight quote' })).toBeVisible();
  await expect(page2.getByTestId('wb-messages')).toContainText('Freight quote, please help');
  await agent2.reply('I can help with the freight quote.');
  await expect(visitor.agentMessages().last()).toHaveText('I can help with the freight quote.');

  // Leave both agents busy so that later journeys know who receives their visitors.
  await shell1.availability.uncheck();
  await shell2.availability.uncheck();
  await ctx1.close();
  await ctx2.close();
  await visitorContext.close();
});
