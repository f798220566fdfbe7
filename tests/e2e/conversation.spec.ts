import { expect, test } from './journey';
import { Shell, signIn } from './pages/shell';
import { AgentChat, VisitorChat } from './pages/visitor';

const EVIL = '<script>window.__xss=1</script><img src=x onerror="window.__xss=2">';

test('a visitor asks the robot, queues for a human, chats with the agent and evaluates', async ({ browser }) => {
  const agentContext = await browser.newContext();
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const agentPage = await agentContext.newPage();
  const visitorPage = await visitorContext.newPage();

  // The agent signs in to the workbench and stays off for now.
  await signIn(agentPage, 'agent1', '/workbench');
  const shell = new Shell(agentPage);
  await expect(shell.availability).toBeEnabled();
  if (await shell.availability.isChecked()) await shell.availability.uncheck();

  const visitor = new VisitorChat(visitorPage);
  await visitor.open('/newhuang/chat');
  await visitor.send('How do I track my parcel?');
  await expect(visitor.robotAnswers().last()).toContainText('waybill number');

  await visitor.askHuman();
  await expect(visitor.queuePosition).toHaveText('You are number 1 in the queue');

  await shell.availability.check();
  await expect(visitor.system(/serving you/)).toBeVisible();

  const agent = new AgentChat(agentPage);
  await expect(agent.servingSessions()).toHaveCount(1);
  await visitor.send(EVIL);
  await visitor.send('Hello, my parcel is late');
  await agent.servingSessions().first().click();
  await expect(agent.visitorMessages().filter({ hasText: 'Hello, my parcel is late' })).toBeVisible();
  // What the visitor typed shows as text and runs nothing.
  await expect(agent.visitorMessages().filter({ hasText: '<script>' })).toHaveText(EVIL);
  expect(await agentPage.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(agentPage.locator('[data-testid="wb-messages"] img[src="x"]')).toHaveCount(0);

  await agent.reply('Hi, let me check that for you.');
  await expect(visitor.agentMessages().last()).toHaveText('Hi, let me check that for you.');

  await agent.inviteEvaluation();
  // The evaluation opens inside the chat: no page change.
  await expect(visitor.evaluationForm).toBeVisible();
  await visitor.evaluate(4, 'Replies were slow');
  await expect(visitor.evaluationDone).toHaveText('Thank you for your evaluation!');
  await expect(visitor.evaluationForm).toHaveCount(0);
  expect(new URL(visitorPage.url()).pathname).toBe('/newhuang/chat');

  // agent1 leaves off duty, as found: with the suite's hour of presence grace a closed page would stay ready and be
  // handed the next journeys' visitors.
  const saved = agentPage.waitForResponse((r) => r.url().endsWith('/agentLogin/status'));
  await shell.availability.uncheck();
  await saved;
  await agentContext.close();
  await visitorContext.close();
});
