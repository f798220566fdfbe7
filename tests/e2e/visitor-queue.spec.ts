import { expect, test, type Browser } from './journey';
import { VisitorChat } from './pages/visitor';

async function queuedVisitor(browser: Browser, locale: 'en' | 'zh') {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const visitor = new VisitorChat(await context.newPage());
  await visitor.open('/newhuang/chat', locale);
  await visitor.askHuman();
  await expect(visitor.queuePosition).toBeVisible();
  return { context, visitor };
}

const positionOf = async (v: VisitorChat) => Number((await v.queuePosition.textContent())!.match(/\d+/)![0]);

test('a queued visitor leaves the queue with its button, and the visitor behind moves up at once', async ({ browser }) => {
  const first = await queuedVisitor(browser, 'en');
  await expect(first.visitor.queuePosition).toHaveText(/You are number \d+ in the queue/);
  const second = await queuedVisitor(browser, 'zh');
  const ahead = await positionOf(first.visitor);
  await expect(second.visitor.queuePosition).toHaveText(`您当前排在第 ${ahead + 1} 位`);

  await first.visitor.page.getByRole('button', { name: 'Leave the queue' }).click();
  await expect(first.visitor.system('The session has ended')).toHaveCount(1);
  await expect(first.visitor.queuePosition).toHaveCount(0);
  await expect(second.visitor.queuePosition).toHaveText(`您当前排在第 ${ahead} 位`);

  await second.visitor.page.getByRole('button', { name: '退出排队' }).click();
  await expect(second.visitor.queuePosition).toHaveCount(0);
  await first.context.close();
  await second.context.close();
});
