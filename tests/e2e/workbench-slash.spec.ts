import { expect, test, type Browser } from './journey';
import { atDesk, ChatTools, Conversation, servedByAgent5, unique } from './pages/workbench';

// agent5 serves here as in the other workbench journeys; each journey ends its chat and turns agent5 off again.

async function served(browser: Browser, locale: 'en' | 'zh') {
  const agent = await atDesk(browser, 'agent5', { ready: true, locale });
  const first = unique(locale === 'zh' ? '运费怎么算' : 'How much is shipping');
  const { context, visitor } = await servedByAgent5(browser, first, locale);
  const c = new Conversation(agent.page);
  await c.openBy(first);
  return {
    agent,
    visitor,
    c,
    async close() {
      await new ChatTools(agent.page).endSession();
      await agent.offDuty();
      await context.close();
    },
  };
}

test("typing '/' and a keyword in the reply box lists matching quick replies: arrows choose, Enter puts one in place, Escape closes", async ({ browser }) => {
  const { agent, visitor, c, close } = await served(browser, 'en');
  const { page } = agent;
  await c.composer.click();
  await page.keyboard.type('Hi! /de');
  const list = page.getByRole('listbox', { name: 'Quick replies' });
  await expect(list).toBeVisible();
  // Title or text holds the keyword: "Delay apology" by its title, "Fee rules" by "destination".
  await expect(list.getByRole('option', { name: /Delay apology/ })).toBeVisible();
  await expect(list.getByRole('option', { name: /Fee rules/ })).toBeVisible();
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  const count = await list.getByRole('option').count();
  for (let i = 0; i < count && (await list.getByRole('option', { name: /Fee rules/ }).getAttribute('aria-selected')) !== 'true'; i++) await page.keyboard.press('ArrowDown');
  await expect(list.getByRole('option', { name: /Fee rules/ })).toHaveAttribute('aria-selected', 'true');
  await expect(list.getByRole('option', { selected: true })).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(list).toBeHidden();
  await expect(c.composer).toHaveValue('Hi! Fees are based on weight and destination: first kilogram plus each extra kilogram.');
  await expect(c.composer).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(visitor.agentMessages().last()).toHaveText('Hi! Fees are based on weight and destination: first kilogram plus each extra kilogram.');

  // Escape closes the list and keeps the text; a nonsense keyword says nothing matches.
  await page.keyboard.type('/apology');
  await expect(list.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(c.composer).toHaveValue('/apology');
  await page.keyboard.type('x');
  await expect(page.getByTestId('wb-slash')).toHaveText('No quick reply matches');
  await c.composer.fill('');
  await close();
});

test("the '/' search in Chinese", async ({ browser }) => {
  const { agent, visitor, c, close } = await served(browser, 'zh');
  const { page } = agent;
  await c.composer.click();
  await page.keyboard.type('/运费');
  const list = page.getByRole('listbox', { name: '快捷回复' });
  await expect(list.getByRole('option')).toHaveCount(1);
  await expect(list.getByRole('option')).toContainText('运费说明');
  await page.keyboard.press('Enter');
  await expect(c.composer).toHaveValue('运费按重量和目的地计算，首重1公斤，续重按每公斤计费。');
  await page.keyboard.press('Enter');
  await expect(visitor.agentMessages().last()).toHaveText('运费按重量和目的地计算，首重1公斤，续重按每公斤计费。');
  await page.keyboard.type('/不存在的词');
  await expect(page.getByTestId('wb-slash')).toHaveText('没有匹配的快捷回复');
  await c.composer.fill('');
  await close();
});
