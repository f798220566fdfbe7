import { expect, test } from './journey';
import { ManagementPage } from './pages/management';
import { signIn } from './pages/shell';

/**
 * Issues 19 and 32: a supervisor blocks a visitor from the blacklist's own page by typing the name every other
 * screen shows (no internal id), and the list names the visitor.
 */
test('a visitor is picked by name for the blacklist, validated, and listed by name, in English and Chinese (supervisor)', async ({ page }) => {
  await signIn(page, 'supervisor');
  const m = new ManagementPage(page);
  await m.open('/blacklistMgt');
  // The seeded entries name their visitors, not ids.
  await expect(m.row('Spam links')).toContainText(/赵先生0012|李女士0011|钱女士0013/);
  await m.create();
  await m.input('Reason *').fill('Threatened the courier');
  await m.save();
  await expect(page.getByText('Required')).toBeVisible();

  const visitor = page.getByRole('combobox', { name: 'Visitor' });
  await visitor.fill('吴同学');
  await page.getByRole('option', { name: /吴同学0009/ }).click();
  await expect(visitor).toHaveValue('吴同学0009');
  await m.input('Reason *').fill('   ');
  await m.save();
  await expect(page.getByText('Must not be only spaces')).toBeVisible();
  await m.input('Reason *').fill('Threatened the courier');
  await m.save();
  await page.waitForURL((url) => url.pathname === '/blacklistMgt');
  await expect(m.row('Threatened the courier')).toContainText('吴同学0009');
  // The list's search finds the entry by the same name.
  await m.search('吴同学');
  await expect(m.rows).toHaveCount(1);

  // The same visitor twice is a warning, not a second entry; in Chinese, found by part of the name.
  await page.evaluate(() => localStorage.setItem('ccim_locale', 'zh'));
  await page.goto('/blacklistMgt/create');
  const zhVisitor = page.getByRole('combobox', { name: '访客' });
  await zhVisitor.fill('同学0009');
  await page.getByRole('option', { name: /吴同学0009/ }).click();
  await m.input('原因 *').fill('重复辱骂');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('该访客已在黑名单中')).toBeVisible();
  await zhVisitor.fill('没有这个人');
  await expect(page.getByText('没有匹配的访客')).toBeVisible();
});
