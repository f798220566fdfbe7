import { expect, test } from './journey';
import { ManagementPage } from './pages/management';
import { signIn } from './pages/shell';

/** Issue 19, defect 7: the small ones a supervisor meets on the management screens. */
test.describe('small management fixes', () => {
  test('a sensitive word of only spaces is refused with a message, in English and Chinese', async ({ page }) => {
    await signIn(page, 'supervisor');
    const m = new ManagementPage(page);
    await m.open('/sensitiveWordsMgt/create');
    await m.input('Word *').fill('    ');
    await m.save();
    await expect(page.getByText('Must not be only spaces')).toBeVisible();
    await expect(page).toHaveURL(/\/sensitiveWordsMgt\/create/);

    await page.evaluate(() => localStorage.setItem('ccim_locale', 'zh'));
    await page.reload();
    await m.input('敏感词 *').fill('   ');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('不能只包含空格')).toBeVisible();
  });

  test('a bad robot-link address says what an address must look like', async ({ page }) => {
    await signIn(page, 'admin');
    const m = new ManagementPage(page);
    await m.open('/robotLinkMgt/create');
    await m.input('Title *').fill('Bad address');
    await m.input('Address *').fill('www.example.com/track');
    await m.save();
    await expect(page.getByText('Start with https://, http:// or / (a page of this site), without spaces')).toBeVisible();
    await expect(page.getByText('Not in the expected format')).toHaveCount(0);
  });

  test('agents are found by employee code (supervisor)', async ({ page }) => {
    await signIn(page, 'supervisor');
    const m = new ManagementPage(page);
    await m.open('/agentMgt');
    await expect(m.rows).not.toHaveCount(0);
    await m.input('Employee code').fill('E2003');
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('E2003'));
    await expect(m.rows).toHaveCount(1);
    await expect(m.rows.first()).toContainText('E2003');
  });
});

test('the satisfaction reasons chart labels every bar (supervisor)', async ({ page }) => {
  await signIn(page, 'supervisor');
  const answered = page.waitForResponse((r) => r.url().endsWith('/satisfactionReport/list'));
  await page.goto('/satisfactionReport');
  const body = (await (await answered).json()) as { data: { categories: { reasons: unknown[] }[] } };
  const reasons = body.data.categories.reduce((n, c) => n + c.reasons.length, 0);
  expect(reasons).toBeGreaterThan(4);
  const chart = page.getByRole('figure', { name: 'Reasons by category' });
  await expect(chart.locator('.recharts-yAxis .recharts-cartesian-axis-tick')).toHaveCount(reasons);
});
