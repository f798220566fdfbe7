import { expect, test } from './journey';
import { signIn } from './pages/shell';

/** Issue 32: report cells with nothing to show say so, in English and Chinese. */
test.describe('reports: empty values', () => {
  test('an agent nobody rated has no satisfied rate (—), not 0.00%', async ({ page }) => {
    await signIn(page, 'admin');
    // Signing in made the admin an agent with no sessions today: their row on the home page.
    const agents = page.getByRole('table', { name: 'Agents now' });
    const row = agents.locator('tbody tr').filter({ hasText: '(A0001)' });
    await expect(row).toHaveCount(1);
    const header = await agents.locator('thead th').allInnerTexts();
    const rateAt = header.indexOf('Satisfied rate');
    expect(rateAt).toBeGreaterThan(0);
    await expect(row.locator('td').nth(rateAt)).toHaveText('—');
  });

  test('Session statistics names the row of sessions no skill group took (English, Chinese)', async ({ page }) => {
    await signIn(page, 'supervisor', '/sessionStatisticsReport');
    const table = page.getByRole('table', { name: 'Session statistics' });
    await expect(table.locator('tbody tr').filter({ hasText: 'No skill group (robot only)' })).toHaveCount(1);
    expect((await table.locator('tbody tr td:first-child').allInnerTexts()).filter((name) => !name.trim())).toEqual([]);
    await page.evaluate(() => localStorage.setItem('ccim_locale', 'zh'));
    await page.reload();
    await expect(page.locator('tbody tr').filter({ hasText: '无技能组（机器人接待）' })).toHaveCount(1);
  });
});
