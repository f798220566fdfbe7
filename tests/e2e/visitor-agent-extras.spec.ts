import { expect, test } from '@playwright/test';
import { Shell, signIn } from './pages/shell';
import { VisitorChat } from './pages/visitor';

test('with the agent, the visitor sends a waybill card, sees it read, and ends the chat', async ({ browser }) => {
  const agentContext = await browser.newContext();
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const agentPage = await agentContext.newPage();
  const visitorPage = await visitorContext.newPage();

  await signIn(agentPage, 'agent6', '/workbench');
  const shell = new Shell(agentPage);
  await expect(shell.availability).toBeEnabled();
  if (!(await shell.availability.isChecked())) await shell.availability.check();

  const visitor = new VisitorChat(visitorPage);
  await visitor.open('/newhuang/chat');
  await visitor.send('YT1234567890123');
  await expect(visitor.robotAnswers().last()).toContainText('Waybill YT1234567890123');
  // No sending to an agent while the robot serves.
  await expect(visitorPage.getByRole('button', { name: 'Send to the agent' })).toHaveCount(0);

  const converted = visitorPage.waitForResponse((r) => r.url().endsWith('/im/convertAgent'));
  await visitor.askHuman();
  const sessionId = ((await (await converted).json()) as { data: { sessionId: string } }).data.sessionId;
  await expect(visitor.system(/serving you/)).toBeVisible();

  await visitorPage.getByRole('button', { name: 'Send to the agent' }).click();
  const sent = visitorPage.getByTestId('msg-2').filter({ hasText: 'Waybill YT1234567890123' });
  await expect(sent).toBeVisible();

  // The agent opens the chat: the card is there, and the visitor sees it read.
  await agentPage.locator(`[data-testid="wb-session"][data-session="${sessionId}"]`).click();
  await expect(agentPage.getByTestId('wb-msg-2').filter({ hasText: 'YT1234567890123' }).first()).toBeVisible();
  await expect(sent.getByText('Read', { exact: true })).toBeVisible();

  await visitorPage.getByRole('button', { name: 'End chat' }).click();
  await expect(visitorPage.getByRole('status').getByText('The session has ended')).toBeVisible();

  await agentContext.close();
  await visitorContext.close();
});
