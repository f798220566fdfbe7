import { expect, test } from './journey';
import { AiChat, VisitorChat } from './pages/visitor';
import { atDesk, ChatTools, Conversation, unique } from './pages/workbench';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the AI chat streams its answer, keeps the conversation over a reload and continues it', async ({ page }) => {
  const ai = new AiChat(page);
  await ai.open();
  // The kept conversation opens with the greeting.
  await expect(ai.answers()).toHaveCount(1);

  const streamed = page.waitForResponse((r) => r.url().endsWith('/ccim-robot/api/aics/chat') && r.request().method() === 'POST');
  const first = await ai.ask('运费怎么算的？');
  expect((await streamed).headers()['content-type']).toMatch(/^text\/event-stream/);
  await expect(first).toContainText('首重');
  const firstText = await first.locator('.bubble').innerText();

  await page.reload();
  await expect(ai.questions()).toHaveText(['运费怎么算的？']);
  await expect(ai.answers().nth(1).locator('.bubble')).toHaveText(firstText);

  const second = await ai.ask('how do I track my parcel?');
  await expect(second).toContainText('waybill number');
  await expect(ai.questions()).toHaveText(['运费怎么算的？', 'how do I track my parcel?']);

  // Feedback on an answer is kept with it.
  await second.getByRole('button', { name: 'Useful', exact: true }).click();
  await expect(second.getByText('Thanks for your feedback')).toBeVisible();

  await page.reload();
  await expect(ai.questions()).toHaveCount(2);
  await expect(ai.answers()).toHaveCount(3);
  await expect(ai.answers().nth(2)).toContainText('waybill number');
  await expect(ai.answers().nth(2).getByText('Thanks for your feedback')).toBeVisible();
});

test('the AI chat answers a waybill with its tracks and both parts of a question, and hands over to an agent who reads the conversation', async ({ page, browser }) => {
  const ai = new AiChat(page);
  await ai.open();
  const tracked = await ai.ask('Where is YT1234567890123?');
  await expect(tracked).toContainText('Waybill YT1234567890123: in transit.');
  await expect(tracked).toContainText('Tracking (latest first):');
  await expect(tracked).toContainText('Arrived at Beijing hub');

  const both = await ai.ask('How is the shipping fee calculated? Can you recommend a good restaurant near the station tonight?');
  await expect(both).toContainText('Fee = first-kilogram price');
  await expect(both).toContainText('I could not answer "Can you recommend a good restaurant near the station tonight"');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // "Human agent": the classic chat takes over, with the conversation kept above the queue's line.
  const agent = await atDesk(browser, 'agent5', { ready: true });
  await page.getByRole('button', { name: 'Human agent', exact: true }).click();
  await expect(page).toHaveURL(/\/newhuang\/chat$/);
  const visitor = new VisitorChat(page);
  await expect(visitor.system('Earlier conversation with the AI assistant (4 messages)')).toBeVisible();
  await expect(visitor.robotAnswers().filter({ hasText: 'Waybill YT1234567890123: in transit.' })).toBeVisible();
  await expect(visitor.system(/杨帆/)).toBeVisible();
  const first = unique('Thanks, I still need help');
  await visitor.send(first);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The agent reads the AI conversation, marked, before the visitor's first words to them.
  const c = new Conversation(agent.page);
  await c.openBy(first);
  // Above the visitor's first words: scrolling back up the chat.
  await c.messages.hover();
  await agent.page.mouse.wheel(0, -5000);
  await expect(c.systemLines().filter({ hasText: 'Earlier conversation with the AI assistant (4 messages)' })).toBeVisible();
  const answer = c.messages.getByTestId('wb-msg-3').filter({ hasText: 'Waybill YT1234567890123: in transit.' });
  await expect(answer).toBeVisible();
  await expect(c.messages.getByTestId('wb-author').filter({ hasText: /^AI assistant$/ }).first()).toBeVisible();
  await expect(c.messages.getByTestId('wb-msg-2').filter({ hasText: 'Where is YT1234567890123?' })).toBeVisible();

  await new ChatTools(agent.page).endSession();
  await agent.offDuty();
});
