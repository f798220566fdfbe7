import { expect, test, type Page, type Response } from './journey';
import type { SuggestionReportData } from '../../src/common/suggestionReport';
import { exportSheet } from './pages/reports';
import { signIn } from './pages/shell';

/** Issue 37: the suggested replies report, opened from the menu as a supervisor, read, narrowed to an agent, in both languages. */

const isList = (r: Response) => r.url().endsWith('/suggestionReport/list') && r.request().method() === 'POST';
const report = (page: Page) => page.locator('[data-report="suggestionReport"]');
const agentRows = (page: Page) => report(page).locator('[data-table="agents"] tbody tr');
const pct = (n: number | null) => (n === null ? '—' : `${n.toFixed(2)}%`);
type Figure = SuggestionReportData['summary'];
const cells = (f: Figure) => `${f.replies}${f.fromSuggestion}${pct(f.share)}${f.bySource.qa}${f.bySource.quickReply}${f.bySource.waybill}${f.edited}${f.ignored}${pct(f.takeUp)}`;

test('a supervisor reads the suggested replies report, narrows it to one agent, and reads it in Chinese', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'supervisor');
  const first = page.waitForResponse(isList);
  await page.getByTestId('menu-suggestionReport').click();
  const data = ((await (await first).json()) as { data: SuggestionReportData }).data;
  await expect(report(page).getByRole('heading', { name: 'Suggested replies', exact: true })).toBeVisible();
  // The demo's agents sent some replies from suggestions.
  expect(data.summary.fromSuggestion).toBeGreaterThan(0);
  // ... and typed some replies past the suggestions shown.
  expect(data.summary.ignored).toBeGreaterThan(0);
  const { replies, fromSuggestion, share, edited, ignored, takeUp } = data.summary;
  await expect(report(page).locator('[data-summary]')).toHaveText(
    `Agent replies: ${replies} · from a suggestion: ${fromSuggestion} (${pct(share)}) · edited first: ${edited} · suggestions passed over: ${ignored} · take-up: ${pct(takeUp)}`,
  );
  await expect(agentRows(page)).toHaveCount(data.agents.length + 1);
  const a = data.agents[0];
  await expect(agentRows(page).first()).toHaveText(`${a.agentName}${cells(a)}`);
  await expect(agentRows(page).last()).toHaveText(`Total${cells(data.summary)}`);
  // The agents' table as an xlsx, the range's total last.
  const file = await exportSheet(page, report(page), /^Export$/);
  expect(file.filename).toMatch(/^Suggested replies_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(file.name).toBe('Suggested replies');
  expect(file.rows[0]).toEqual(['Agent', 'Replies', 'From a suggestion', 'Share', 'Q&A', 'Quick reply', 'Waybill sentence', 'Edited first', 'Passed over', 'Take-up']);
  expect(file.rows[1].slice(0, 3)).toEqual([a.agentName, a.replies, a.fromSuggestion]);
  expect(file.rows.at(-1)!.slice(1, 3)).toEqual([replies, fromSuggestion]);
  const top = data.topQa[0];
  await expect(report(page).locator('[data-table="qa"] tbody tr').first()).toHaveText(`${top.question}${top.uses}${top.edited}`);
  await expect(report(page).locator('[data-chart] .recharts-wrapper')).toBeVisible();

  // One agent: their row and the total, which is theirs.
  await report(page).getByRole('combobox', { name: 'Agent' }).click();
  const narrowed = page.waitForResponse(isList);
  await page.getByRole('option', { name: new RegExp(a.agentName) }).first().click();
  const one = ((await (await narrowed).json()) as { data: SuggestionReportData }).data;
  expect(one.agents.map((x) => x.agentId)).toEqual([a.agentId]);
  await expect(agentRows(page)).toHaveCount(2);
  await expect(agentRows(page).last()).toHaveText(new RegExp(`^Total${a.replies}${a.fromSuggestion}`));

  // In Chinese (the page opens afresh in the new language, its filters back to their defaults).
  await page.getByTestId('language-button').click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(report(page).getByRole('heading', { name: '推荐回复报表', exact: true })).toBeVisible();
  await expect(report(page).locator('[data-table="agents"] thead')).toHaveText(/^客服回复数来自推荐占比问答快捷回复运单状态语句先编辑后发送未采用采用率$/);
  await expect(agentRows(page).last().locator('td').first()).toHaveText('合计');
  await expect(report(page).locator('[data-summary]')).toHaveText(`客服回复：${replies} · 来自推荐：${fromSuggestion}（${pct(share)}）· 先编辑后发送：${edited} · 未采用推荐：${ignored} · 采用率：${pct(takeUp)}`);

  // On a 390×844 phone the page stays within the window (the tables scroll inside it).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(agentRows(page).first()).toBeVisible();
  // The layout follows the resize in a later frame: wait for it to settle within the window.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('the suggested replies report shows its empty and error states', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.route('**/suggestionReport/list', (route) =>
    route.fulfill({ json: { status: 0, msg: 'ok', data: { summary: { replies: 0, fromSuggestion: 0, share: 0, bySource: { qa: 0, quickReply: 0, waybill: 0 }, edited: 0, ignored: 0, takeUp: null }, agents: [], topQa: [] } } }),
  );
  await signIn(page, 'supervisor');
  await page.getByTestId('menu-suggestionReport').click();
  await expect(report(page).getByText('No data for these filters')).toBeVisible();
  await page.unroute('**/suggestionReport/list');
  await page.route('**/suggestionReport/list', (route) => route.fulfill({ status: 500, json: { status: -1, msg: 'Database unavailable', data: null } }));
  await report(page).getByRole('combobox', { name: 'Channel' }).click();
  await page.getByRole('option').nth(1).click();
  await expect(report(page).getByRole('alert')).toContainText('Database unavailable');
  await page.unroute('**/suggestionReport/list');
  await report(page).getByRole('button', { name: 'Retry' }).click();
  await expect(report(page).locator('[data-summary]')).toBeVisible();
});
