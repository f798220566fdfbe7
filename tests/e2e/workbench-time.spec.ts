import { expect, test } from './journey';
import { atDesk, ChatTools, Conversation, servedByAgent5, unique } from './pages/workbench';

// agent5 serves here as in the other workbench journeys; this one ends its chat and turns agent5 off again.

test('every message shows its time (the exact moment on hover) under day separators; the list shows how long each visitor waits, coloured once the first response is overdue', async ({ browser }) => {
  const agent = await atDesk(browser, 'agent5', { ready: true });
  const { page } = agent;
  const first = unique('When does my parcel come');
  const { context, visitor } = await servedByAgent5(browser, first);

  // The new chat waits for its first answer: seconds, not yet overdue.
  const c = new Conversation(page);
  const byText = page.getByTestId('wb-session').filter({ hasText: first });
  const id = (await byText.getAttribute('data-session'))!;
  const waiting = c.session(id).getByTestId('wb-waiting');
  await expect(waiting).toHaveText(/^\d+ s$/);
  await expect(waiting).toHaveAttribute('data-overdue', 'false');
  await expect(waiting).toHaveAttribute('title', /^Waiting \d+ s$/);
  const waitingColor = await waiting.evaluate((el) => getComputedStyle(el).color);

  // Every line of the conversation carries its time; hovering shows the exact moment; today's separator is on top.
  await c.session(id).click();
  const visitorLine = c.messages.locator('div', { has: page.getByTestId('wb-msg-2').filter({ hasText: first }) }).last();
  const time = visitorLine.getByTestId('wb-time');
  await expect(time).toHaveText(/^\d{2}:\d{2}$/);
  await expect(time).toHaveAttribute('title', /^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2}:\d{2}$|^[A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2}:\d{2}$/);
  const rows = await c.messages.locator('[data-seq]').count();
  expect(rows).toBeGreaterThan(1);
  await expect(c.messages.getByTestId('wb-time')).toHaveCount(rows);
  await expect(c.messages.getByTestId('wb-day')).toHaveText(['Today']);

  // Three minutes on: past the service settings' first-response limit (120 s), long before the chat's idle timeout.
  await page.clock.install({ time: Date.now() + 3 * 60_000 });
  await expect(waiting).toHaveAttribute('data-overdue', 'true', { timeout: 20_000 });
  await expect(waiting).toHaveAttribute('title', /^Waiting 3 min.*: first response overdue$/, { timeout: 20_000 });

  // A day later on the agent's clock: the separator says Yesterday, and the unanswered chat is overdue in red.
  await page.clock.setSystemTime(Date.now() + 24 * 3_600_000);
  await expect(c.messages.getByTestId('wb-day')).toHaveText(['Yesterday'], { timeout: 20_000 });
  await expect(waiting).toHaveAttribute('data-overdue', 'true', { timeout: 20_000 });
  await expect(waiting).toHaveText(/^24 h \d+ min$/);
  await expect(waiting).toHaveAttribute('title', /^Waiting 24 h \d+ min: first response overdue$/);
  expect(await waiting.evaluate((el) => getComputedStyle(el).color)).not.toBe(waitingColor);

  // In Chinese.
  await page.getByTestId('language-button').click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(c.messages.getByTestId('wb-day')).toHaveText(['昨天']);
  await expect(waiting).toHaveAttribute('title', /^已等待 24 小时 \d+ 分钟：首次响应已超时$/);
  await expect(time).toHaveAttribute('title', /^\d{4}年\d{1,2}月\d{1,2}日星期.\s*\d{2}:\d{2}:\d{2}$/);

  // The agent answers: nothing waits any more.
  await c.composer.fill('Tomorrow morning');
  await c.composer.press('Enter');
  await expect(visitor.agentMessages().last()).toHaveText('Tomorrow morning');
  await expect(waiting).toHaveCount(0);

  await new ChatTools(page).endSession();
  await agent.offDuty();
  await context.close();
});
