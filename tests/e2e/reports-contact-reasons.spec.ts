import { expect, test, type Page, type Response } from './journey';
import { exportSheet, regroup } from './pages/reports';
import { signIn } from './pages/shell';

/** Issue 36: the contact reason report, opened from the menu as a supervisor, read, regrouped and exported. */

interface Figure { key: string; nameEn: string; nameZh: string; chats: number; share: number; children: Figure[] }
interface ListAnswer { data: { summary: { chats: number; withReason: number; none: number }; records: Figure[]; periods: { period: string }[] } }

const isList = (r: Response) => r.url().endsWith('/contactReasonReport/list') && r.request().method() === 'POST';

const report = (page: Page) => page.locator('[data-report="contactReasonReport"]');
const business = (page: Page) => report(page).getByRole('combobox', { name: 'Business' });
const periodRows = (page: Page) => report(page).locator('[data-table="periods"] tbody tr');

const group = (page: Page, label: RegExp, option: string) => regroup<ListAnswer['data']>(page, report(page), label, option, isList);
const exportFile = (page: Page, button: RegExp) => exportSheet(page, report(page), button);

test('a supervisor reads the contact reason report, regroups it and exports it, in English and Chinese', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'supervisor');
  const first = page.waitForResponse(isList);
  await page.getByTestId('menu-contactReasonReport').click();
  await page.waitForURL(/\/contactReasonReport$/);
  const data = ((await (await first).json()) as ListAnswer).data;
  await expect(report(page).getByRole('heading', { name: 'Contact reason report' })).toBeVisible();
  expect(data.summary.chats).toBeGreaterThan(0);

  // The figures on screen are the server's: the summary, each reason's chats and share, "None given" and the total.
  const { chats, withReason, none } = data.summary;
  await expect(report(page).locator('[data-summary]')).toHaveText(`Chats counted: ${chats} · with a reason: ${withReason} · none given: ${none}`);
  const table = report(page).locator('[data-table="reasons"]');
  const noneRow = table.locator('[data-reason="none"]');
  await expect(noneRow).toHaveText(new RegExp(`^None given${none}${(data.records.at(-1)!.share).toFixed(2)}%$`));
  await expect(table.locator('[data-reason="total"]')).toHaveText(`All chats${chats}100.00%`);
  const top = data.records.find((r) => r.chats > 0 && r.key !== 'none' && r.children.some((c) => c.chats > 0))!;
  const topRow = table.locator(`[data-reason="${top.key}"]`);
  await expect(topRow).toHaveText(`${top.nameEn}${top.chats}${top.share.toFixed(2)}%`);
  // A top-level reason opens onto its sub-reasons.
  await topRow.getByRole('button', { name: `Show the sub-reasons of ${top.nameEn}` }).click();
  const child = top.children.find((c) => c.chats > 0)!;
  await expect(table.locator(`[data-reason="${child.key}"]`)).toHaveText(`${child.nameEn}${child.chats}${child.share.toFixed(2)}%`);
  await expect(report(page).locator('[data-chart] .recharts-wrapper')).toBeVisible();

  // Day by day, then by week (Mondays) and by month (the 1st), as the server groups them.
  await expect(periodRows(page)).toHaveCount(data.periods.length);
  const weeks = await group(page, /^Group by$/, 'Week');
  await expect(periodRows(page)).toHaveCount(weeks.periods.length);
  expect(weeks.periods.length).toBeLessThan(data.periods.length);
  for (const p of weeks.periods) expect(new Date(`${p.period}T00:00:00Z`).getUTCDay()).toBe(1);
  await expect(periodRows(page).first().locator('td').first()).toHaveText(weeks.periods[0].period);
  const months = await group(page, /^Group by$/, 'Month');
  await expect(periodRows(page)).toHaveCount(months.periods.length);
  for (const p of months.periods) expect(p.period).toMatch(/-01$/);

  const en = await exportFile(page, /^Export$/);
  expect(en.filename).toMatch(/^Contact reasons_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(en.name).toBe('Contact reasons');
  expect(en.rows[0]).toEqual(['Period', 'Contact reason', 'Sub-reason', 'Chats', 'Share of chats']);
  expect(en.rows[1].slice(1, 4)).toEqual(['All chats', '', chats]);

  // In Chinese: the same figures, "未填写" for the chats without a reason, and a Chinese export. The header slides away
  // while the page is scrolled down, so the user goes back to the top to reach it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('language-button').click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(report(page).getByRole('heading', { name: '咨询原因报表' })).toBeVisible();
  await expect(noneRow.locator('td').first()).toHaveText('未填写');
  await expect(report(page).locator('[data-summary]')).toContainText(`未填写：${none}`);
  const zhWeeks = await group(page, /^统计周期$/, '按周');
  await expect(periodRows(page)).toHaveCount(zhWeeks.periods.length);
  await expect(periodRows(page).first().locator('td').first()).toHaveText(zhWeeks.periods[0].period);
  const zh = await exportFile(page, /^导出$/);
  expect(zh.filename).toMatch(/^咨询原因报表_/);
  expect(zh.rows[0]).toEqual(['时间', '咨询原因', '子原因', '会话数', '会话占比']);
  expect(zh.rows[1][1]).toBe('全部会话');
  expect(zh.rows.some((r) => r[1] === '未填写')).toBe(true);

  // On a 390×844 phone the page stays within the window (the tables scroll inside it).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(noneRow).toBeVisible();
  // The layout follows the resize in a later frame: wait for it to settle within the window.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('the contact reason report shows its empty and error states', async ({ page }) => {
  await signIn(page, 'supervisor', '/contactReasonReport');
  // Loaded at phone size (shrinking an open page opens the menu drawer over it).
  await page.setViewportSize({ width: 390, height: 844 });
  // The first answer is awaited as an event: on a loaded host it may take longer than an expectation's wait.
  const loaded = page.waitForResponse(isList);
  await page.reload();
  await loaded;
  await expect(report(page).locator('[data-summary]')).toBeVisible();
  // The empty answer and a failing server, stood in for at the network, then the real answer again.
  await page.route('**/contactReasonReport/list', (route) =>
    route.fulfill({ json: { status: 0, msg: 'ok', data: { period: 'day', summary: { chats: 0, withReason: 0, none: 0 }, records: [], total: 0, periods: [] } } }),
  );
  await business(page).click();
  await page.getByRole('option', { name: 'Freight' }).click();
  await expect(report(page).getByText('No data for these filters')).toBeVisible();
  await page.unroute('**/contactReasonReport/list');
  await page.route('**/contactReasonReport/list', (route) => route.fulfill({ status: 500, json: { status: -1, msg: 'Database unavailable', data: null } }));
  await business(page).click();
  await page.getByRole('option', { name: 'Express' }).click();
  await expect(report(page).getByRole('alert')).toContainText('Database unavailable');
  await page.unroute('**/contactReasonReport/list');
  await report(page).getByRole('button', { name: 'Retry' }).click();
  await expect(report(page).locator('[data-summary]')).toBeVisible();
  // The layout follows the resize in a later frame: wait for it to settle within the window.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
