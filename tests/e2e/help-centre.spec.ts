import { expect, test, type Browser, type Page } from './journey';
import { seriousViolations } from './pages/axe';
import { ManagementPage } from './pages/management';
import { signIn } from './pages/shell';
import { VisitorChat } from './pages/visitor';
import { unique } from './pages/workbench';

/**
 * Issue 38 (a public help centre from the Q&A base): a visitor opens it from the chat's header, reads an article,
 * finds one by asking in their own words, switches language and comes back to the chat; an admin's new entry is
 * found there and is gone once the admin unticks "Published in the help centre".
 */

/** The help centre as the chat's header opens it (a new tab, so the chat stays open). */
async function openHelp(visitor: VisitorChat): Promise<Page> {
  const [help] = await Promise.all([visitor.page.context().waitForEvent('page'), visitor.page.getByRole('link', { name: /^(Help centre|帮助中心)$/ }).click()]);
  await help.waitForLoadState();
  return help;
}

async function search(help: Page, words: string) {
  await help.getByRole('searchbox').fill(words);
  await help.getByRole('button', { name: /^(Search|搜索)$/ }).click();
}

/** No page wider than its window, and no serious accessibility violation (axe, WCAG 2.1 AA). */
async function fits(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
}

async function visitorAt(browser: Browser, size: 'phone' | 'desktop', locale: 'en' | 'zh') {
  const context = await browser.newContext(size === 'phone' ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: locale === 'zh' ? 'zh-CN' : 'en-US' } : { viewport: { width: 1280, height: 800 }, locale: locale === 'zh' ? 'zh-CN' : 'en-US' });
  const visitor = new VisitorChat(await context.newPage());
  await visitor.open('/newhuang/chat', locale);
  return { context, visitor };
}

for (const size of ['phone', 'desktop'] as const) {
  test(`a visitor reads the help centre in both languages and comes back to the chat (${size})`, async ({ browser }) => {
    const { context, visitor } = await visitorAt(browser, size, 'en');
    const help = await openHelp(visitor);
    await expect(help.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    await expect(help.getByRole('heading', { name: 'Tracking a parcel' })).toBeVisible();
    await fits(help);

    await help.getByRole('link', { name: 'How do I track my parcel' }).click();
    await expect(help.getByRole('heading', { level: 1, name: 'How do I track my parcel' })).toBeVisible();
    await expect(help.getByText('Send me your waybill number')).toBeVisible();
    await expect(help).toHaveTitle('How do I track my parcel · Help centre');
    await fits(help);

    // In the customer's own words: the robot's ranking finds the article and answers it in place.
    await search(help, 'where has my package got to');
    await expect(help.getByRole('heading', { name: 'Results for “where has my package got to”' })).toBeVisible();
    await expect(help.getByRole('heading', { name: 'Best answer' })).toBeVisible();
    await expect(help.getByRole('link', { name: 'How do I track my parcel' })).toBeVisible();
    await fits(help);
    // Something the base does not hold gets no answer, only the way to a person.
    await search(help, 'hello');
    await expect(help.getByRole('status')).toHaveText('We found no article that answers this. Our service team can help you in the chat.');

    // 中文: the same centre in Chinese, with the Chinese articles.
    await help.getByRole('link', { name: '中文' }).click();
    await help.getByRole('link', { name: '帮助中心' }).click();
    await expect(help.getByRole('heading', { level: 1, name: '帮助中心' })).toBeVisible();
    await expect(help.getByRole('heading', { name: '查询快递' })).toBeVisible();
    await search(help, '快递现在到哪里了');
    await expect(help.getByRole('heading', { name: '“快递现在到哪里了”的搜索结果' })).toBeVisible();
    await expect(help.getByRole('link', { name: '怎么查询我的快递到哪了' })).toBeVisible();
    await fits(help);

    // "在线咨询" leads to the chat of the channel the centre was opened from.
    await help.getByRole('link', { name: '在线咨询' }).click();
    await expect(help).toHaveURL(/\/newhuang\/chat$/);
    await expect(help.locator('.composer .input')).toBeVisible();
    await context.close();
  });
}

test('an admin publishes a new entry to the help centre and takes it back out (1280×800, 中文 visitor)', async ({ browser }) => {
  const question = unique('Can I send a parcel to a ship at sea');
  const admin = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signIn(admin, 'admin');
  const m = new ManagementPage(admin);
  await admin.getByTestId('menu-robotQaMgt').click();
  await admin.waitForURL(/\/robotQaMgt/);
  await m.create();
  await m.input('Question *').fill(question);
  await m.writeRichText('Yes: give the port agent as the consignee.');
  await expect(admin.getByRole('switch', { name: 'Published in the help centre' }).or(admin.getByRole('checkbox', { name: 'Published in the help centre' }))).toBeChecked();
  await m.save();
  await m.search(question);
  await expect(m.row(question)).toBeVisible();

  const { context, visitor } = await visitorAt(browser, 'desktop', 'zh');
  const help = await openHelp(visitor);
  await search(help, question);
  await expect(help.getByRole('link', { name: question })).toBeVisible();

  await m.row(question).click();
  await admin.getByRole('switch', { name: 'Published in the help centre' }).or(admin.getByRole('checkbox', { name: 'Published in the help centre' })).uncheck();
  await m.save();
  await expect(m.row(question)).toBeVisible();

  await help.getByRole('button', { name: '搜索' }).click();
  await expect(help.getByRole('heading', { name: `“${question}”的搜索结果` })).toBeVisible();
  await expect(help.getByRole('link', { name: question })).toHaveCount(0);
  await context.close();
  await admin.close();
});
