import { expect, test } from '@playwright/test';
import { AiChat } from './pages/visitor';

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
