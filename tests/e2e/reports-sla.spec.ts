import { expect, test, type Page, type Response } from './journey';
import { exportSheet, regroup } from './pages/reports';
import { signIn } from './pages/shell';

/**
 * Issue 36: the SLA report, opened from the menu as a supervisor, read, regrouped and exported, in English and
 * Chinese. The demo's history holds urgent chats held to its "Urgent chats" policy, with their outcomes.
 */

interface Row { key: string; chats: number; period?: string; agentName?: string; skillGroupName?: string; priority?: number }
interface ListAnswer { data: { groupBy: string; summary: { chats: number; firstResponseMetShare: number | null; resolutionMetShare: number | null }; records: Row[] } }

const isList = (r: Response) => r.url().endsWith('/slaReport/list') && r.request().method() === 'POST';
const report = (page: Page) => page.locator('[data-report="slaReport"]');
const rows = (page: Page) => report(page).getByRole('table').locator('tbody tr');
const share = (n: number | null) => (n === null ? '—' : `${n.toFixed(2)}%`);

const group = (page: Page, label: RegExp, option: string) => regroup<ListAnswer['data']>(page, report(page), label, option, isList);
const exportFile = (page: Page, button: RegExp) => exportSheet(page, report(page), button);

test('a supervisor reads the SLA report, regroups it and exports it, in English and Chinese', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'supervisor');
  const first = page.waitForResponse(isList);
  await page.getByTestId('menu-slaReport').click();
  const data = ((await (await first).json()) as ListAnswer).data;
  await expect(report(page).getByRole('heading', { name: 'SLA report' })).toBeVisible();
  expect(data.summary.chats).toBeGreaterThan(0);
  const { chats, firstResponseMetShare, resolutionMetShare } = data.summary;
  await expect(report(page).locator('[data-summary]')).toHaveText(
    `Chats held to a policy: ${chats} · first response met: ${share(firstResponseMetShare)} · resolution met: ${share(resolutionMetShare)}`,
  );
  // A row per day of the range, then the total; the chart beside.
  await expect(rows(page)).toHaveCount(data.records.length + 1);
  await expect(rows(page).first().locator('td').first()).toHaveText(data.records[0].period!);
  await expect(rows(page).last().locator('td').nth(1)).toHaveText(String(chats));
  await expect(report(page).locator('[data-chart] .recharts-wrapper')).toBeVisible();

  // Per agent, then per priority (the demo's policy holds urgent chats only).
  const agents = await group(page, /^Group by$/, 'Agent');
  await expect(rows(page)).toHaveCount(agents.records.length + 1);
  await expect(report(page).getByRole('columnheader').first()).toHaveText('Agent');
  await expect(rows(page).first().locator('td').first()).toHaveText(agents.records[0].agentName!);
  const priorities = await group(page, /^Group by$/, 'Priority');
  expect(priorities.records.map((r) => r.priority)).toEqual([2]);
  await expect(rows(page).first().locator('td').first()).toHaveText('Urgent');
  await expect(rows(page).first().locator('td').nth(1)).toHaveText(String(chats));

  const en = await exportFile(page, /^Export$/);
  expect(en.filename).toMatch(/^SLA report_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(en.name).toBe('SLA report');
  expect(en.rows[0].slice(0, 3)).toEqual(['Priority', 'Chats', 'First response met']);
  expect(en.rows[1][1]).toBe(chats);
  expect(en.rows[2].slice(0, 2)).toEqual(['Urgent', chats]);

  // In Chinese: the same figures, grouped by skill group, and a Chinese export.
  await page.getByTestId('language-button').click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(report(page).getByRole('heading', { name: '服务时效报表' })).toBeVisible();
  await expect(report(page).locator('[data-summary]')).toContainText(`适用SLA的会话：${chats}`);
  // The page opens again as it first opens (by day), now in Chinese.
  await expect(report(page).getByRole('columnheader').first()).toHaveText('时间');
  await expect(rows(page)).toHaveCount(data.records.length + 1);
  const groups = await group(page, /^分组方式$/, '按技能组');
  await expect(rows(page)).toHaveCount(groups.records.length + 1);
  await expect(rows(page).first().locator('td').first()).toHaveText(groups.records[0].skillGroupName!);
  const zh = await exportFile(page, /^导出$/);
  expect(zh.filename).toMatch(/^服务时效报表_/);
  expect(zh.rows[0].slice(0, 3)).toEqual(['技能组', '会话数', '首次响应达标']);
  expect(zh.rows.slice(2).map((r) => r[0])).toEqual(groups.records.map((r) => r.skillGroupName));

  // On a 390×844 phone the page stays within the window (the table scrolls inside it).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(report(page).locator('[data-summary]')).toBeVisible();
  // The layout follows the resize in a later frame: wait for it to settle within the window.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('the SLA report shows its empty and error states, and Retry reloads it', async ({ page }) => {
  await signIn(page, 'supervisor');
  // The first answer is awaited as an event: on a loaded host it may take longer than an expectation's wait.
  const loaded = page.waitForResponse(isList);
  await page.getByTestId('menu-slaReport').click();
  await loaded;
  await expect(report(page).locator('[data-summary]')).toBeVisible();
  // The empty answer and a failing server, stood in for at the network, then the real answer again.
  const none = { chats: 0, firstResponseMet: 0, firstResponseBreached: 0, firstResponseMetShare: null, resolutionMet: 0, resolutionBreached: 0, resolutionMetShare: null, medianFirstResponseMs: null, p90FirstResponseMs: null };
  await page.route('**/slaReport/list', (route) => route.fulfill({ json: { status: 0, msg: 'ok', data: { groupBy: 'agent', summary: none, records: [], total: 0 } } }));
  await group(page, /^Group by$/, 'Agent');
  await expect(report(page).getByText('No data for these filters')).toBeVisible();
  await page.unroute('**/slaReport/list');
  await page.route('**/slaReport/list', (route) => route.fulfill({ status: 500, json: { status: -1, msg: 'Database unavailable', data: null } }));
  await report(page).getByRole('combobox', { name: /^Group by$/ }).click();
  await page.getByRole('option', { name: 'Day ended', exact: true }).click();
  await expect(report(page).getByRole('alert')).toContainText('Database unavailable');
  await page.unroute('**/slaReport/list');
  await report(page).getByRole('button', { name: 'Retry' }).click();
  await expect(report(page).locator('[data-summary]')).toBeVisible();
});
