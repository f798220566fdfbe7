import { expect, test } from './journey';
import { VisitorChat } from './pages/visitor';
import { onDuty } from './pages/workbench';

test('with the agent, the visitor sends a waybill card, sees it read, and ends the chat', async ({ browser }) => {
  // agent6 also serves the evaluation journey of workbench-chat.spec.ts: it goes off duty again at the end, so
  // the least-loaded routing there still finds only the agent that journey turned on.
  const agent = await onDuty(browser, 'agent6');
  const agentPage = agent.page;
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const visitorPage = await visitorContext.newPage();

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

  await visitor.endChat();
  await expect(visitor.system('The session has ended')).toHaveCount(1);

  await agent.offDuty();
  await visitorContext.close();
});
