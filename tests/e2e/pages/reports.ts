import { expect, type Download, type Locator, type Page, type Response } from '@playwright/test';
import ExcelJS from 'exceljs';
import fs from 'node:fs';

/** The menu label of each report route (English demo menu). */
export const REPORTS: { path: string; menu: RegExp; title: RegExp; chart: boolean }[] = [
  { path: '/historySessionReport', menu: /^History sessions$/, title: /History sessions/, chart: false },
  { path: '/agentKpiReport', menu: /^Agent KPI$/, title: /Agent KPI/, chart: true },
  { path: '/sessionStatisticsReport', menu: /^Session statistics$/, title: /Session statistics/, chart: true },
  { path: '/sessionDetailReport', menu: /^Session details$/, title: /Session details/, chart: true },
  { path: '/sessionDayReport', menu: /^Daily report$/, title: /Daily report/, chart: true },
  { path: '/sessionWeekReport', menu: /^Weekly report$/, title: /Weekly report/, chart: true },
  { path: '/sessionMonthReport', menu: /^Monthly report$/, title: /Monthly report/, chart: true },
  { path: '/satisfactionReport', menu: /^Satisfaction$/, title: /Satisfaction/, chart: true },
  { path: '/slaReport', menu: /^SLA report$/, title: /SLA report/, chart: true },
  { path: '/suggestionReport', menu: /^Suggested replies$/, title: /Suggested replies/, chart: true },
  { path: '/OnlineDetailedList', menu: /^Agent online details$/, title: /Agent online details/, chart: true },
];

/** A report screen: open it from the menu, filter, read the table, see the chart, download the export. */
export class ReportPage {
  constructor(readonly page: Page) {}

  /** Opens a report from the menu (its item links to the route). */
  async open(path: string) {
    await this.page.locator(`nav a[href$="${path}"], a[href$="${path}"]`).first().click();
    await expect(this.page.locator(`[data-report]`)).toBeVisible();
  }

  get root() {
    return this.page.locator('[data-report]');
  }

  get table() {
    return this.root.getByRole('table').first();
  }

  get rows() {
    return this.table.locator('tbody tr');
  }

  get chart() {
    return this.root.locator('[data-chart] .recharts-wrapper').first();
  }

  async shortcut(name: 'Today' | 'Last week' | 'Last 15 days') {
    await this.root.getByRole('button', { name, exact: true }).click();
  }

  async filter(label: 'Skill group' | 'Channel' | 'Agent' | 'Business', option: string | RegExp) {
    await this.root.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option }).click();
  }

  async export(): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.root.getByRole('button', { name: /^Export$/ }).click()]);
    return download;
  }

  async expectLoaded() {
    await expect(this.root.getByText(/Loading…/)).toHaveCount(0);
    await expect(this.root.getByRole('alert')).toHaveCount(0);
  }
}

/** The first sheet of a downloaded workbook: its name and its rows as plain values (an empty cell as ''). */
export async function sheetOf(path: string) {
  const wb = new ExcelJS.Workbook();
  const bytes = fs.readFileSync(path);
  await wb.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const ws = wb.worksheets[0];
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push(Array.from((row.values as unknown[]).slice(1), (v) => v ?? '')));
  return { name: ws.name, rows };
}

/** Clicks a report's export button and reads the file that arrives: its name, sheet and rows. */
export async function exportSheet(page: Page, report: Locator, button: RegExp) {
  const [download] = await Promise.all([page.waitForEvent('download'), report.getByRole('button', { name: button }).click()]);
  return { filename: download.suggestedFilename(), ...(await sheetOf(await download.path())) };
}

/** Picks an option of a report's "group by" select; answers the `data` of the list call it makes. */
export async function regroup<T>(page: Page, report: Locator, label: RegExp, option: string, isList: (r: Response) => boolean): Promise<T> {
  await report.getByRole('combobox', { name: label }).click();
  const answer = page.waitForResponse(isList);
  await page.getByRole('option', { name: option, exact: true }).click();
  return ((await (await answer).json()) as { data: T }).data;
}
