import { expect, test } from '@playwright/test';
import { ManagementPage } from './pages/management';
import { signIn } from './pages/shell';

/** Issue 19, data tools: a supervisor blocks a visitor from the blacklist's own page. */
test('a visitor is added to the blacklist from its own page, validated, in English and Chinese (supervisor)', async ({ page, playwright }) => {
  // A visitor who opened the chat page (the id a supervisor reads from the visitor's chat or report).
  const visitorSide = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const visitorId = ((await (await visitorSide.get('/ccim-robot/api/im/getCurrentUser')).json()) as { data: { visitorId: string } }).data.visitorId;
  await visitorSide.dispose();

  await signIn(page, 'supervisor');
  const m = new ManagementPage(page);
  await m.open('/blacklistMgt');
  await m.create();
  await m.input('Visitor *').fill('no-such-visitor');
  await m.input('Reason *').fill('Threatened the courier');
  await m.save();
  await expect(page.getByText('no visitor has this id', { exact: true })).toBeVisible();

  await m.input('Visitor *').fill(visitorId);
  await m.input('Reason *').fill('   ');
  await m.save();
  await expect(page.getByText('Must not be only spaces')).toBeVisible();

  await m.input('Reason *').fill('Threatened the courier');
  await m.save();
  await page.waitForURL((url) => url.pathname === '/blacklistMgt');
  await expect(m.row('Threatened the courier')).toContainText(visitorId);

  // The same visitor twice is a warning, not a second entry; in Chinese.
  await page.evaluate(() => localStorage.setItem('ccim_locale', 'zh'));
  await page.reload();
  await page.getByRole('link', { name: '新建' }).or(page.getByRole('button', { name: '新建' })).first().click();
  await m.input('访客 *').fill('no-such-visitor');
  await m.input('原因 *').fill('重复辱骂');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('没有这个访客编号', { exact: true })).toBeVisible();
  await m.input('访客 *').fill(visitorId);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('该访客已在黑名单中')).toBeVisible();
});
