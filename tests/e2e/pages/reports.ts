import { expect, type Download, type Page } from '@playwright/test';

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
