import { expect, test } from './journey';
import { signIn } from './pages/shell';
import { ReportPage, REPORTS } from './pages/reports';

// The demo seed holds 90 days of closed sessions, so every report has figures for the default range.
test.describe('reports', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'supervisor');
  });

  test('the home dashboard shows today, charts and the agents', async ({ page }) => {
    const home = page.locator('[data-report="home"]');
    await expect(home.getByRole('heading', { level: 1, name: /^Today/ })).toBeVisible();
    await expect(home.locator('[data-home-figures]')).toContainText('Sessions');
    await expect(home.locator('[data-chart] .recharts-wrapper')).toHaveCount(3);
    await expect(home.getByRole('table', { name: 'Agents now' })).toContainText('E2001');
  });

  for (const r of REPORTS) {
    test(`${r.path} opens with figures${r.chart ? ' and a chart' : ''}`, async ({ page }) => {
      const report = new ReportPage(page);
      await report.open(r.path);
      await expect(page.getByRole('heading', { level: 1, name: r.title })).toBeVisible();
      await report.expectLoaded();
      await expect(report.rows.first()).toBeVisible();
      if (r.chart) await expect(report.chart).toBeVisible();
    });
  }

  test('filtering the history by channel narrows the sessions', async ({ page }) => {
    const report = new ReportPage(page);
    await report.open('/historySessionReport');
    await expect(report.rows.first()).toBeVisible();
    await report.filter('Channel', 'Hotline');
    await expect(report.rows.first()).toContainText('Hotline');
    const channels = await report.table.locator('tbody tr td:nth-child(3)').allInnerTexts();
    expect(new Set(channels)).toEqual(new Set(['Hotline']));
  });

  test('a shortcut changes the range and the daily table follows', async ({ page }) => {
    const report = new ReportPage(page);
    await report.open('/sessionDayReport');
    await expect(report.rows).toHaveCount(14);
    await report.shortcut('Last week');
    await expect(report.rows).toHaveCount(7);
    await report.shortcut('Today');
    await expect(report.rows).toHaveCount(1);
  });

  test('the transcript opens from the history list', async ({ page }) => {
    const report = new ReportPage(page);
    await report.open('/historySessionReport');
    await report.rows.first().getByRole('button', { name: 'Details' }).click();
    await expect(page.getByRole('dialog').locator('[data-transcript] > *').first()).toBeVisible();
  });

  test('exports download an xlsx', async ({ page }) => {
    const report = new ReportPage(page);
    await report.open('/agentKpiReport');
    await expect(report.rows.first()).toBeVisible();
    const download = await report.export();
    expect(download.suggestedFilename()).toMatch(/^Agent KPI_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  });
});
