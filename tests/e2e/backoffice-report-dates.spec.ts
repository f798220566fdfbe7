import { expect, test, type Page, type Response } from './journey';
import { signIn } from './pages/shell';

/**
 * Issue 19, defects 4 and 5: a typed date is taken as typed (20261001 gives 2026-10-01, never the year 0202 and a
 * 500), and in the 14-day reports picking a new start moves the end with it, so any range is two picks away.
 */
const iso = (d: Date) => d.toISOString().slice(0, 10);
const daysFrom = (date: string, days: number) => iso(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));

/** A date well in the past (the demo has 90 days of sessions): 2026-10-01 when it is past, else 54 days ago. */
function pastDate(page: Page): Promise<string> {
  return page.evaluate(() => {
    const pad = (n: number) => String(n).padStart(2, '0');
    const now = new Date();
    const local = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    if (local >= '2026-10-20') return '2026-10-01';
    const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 54);
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  });
}

function watchServerErrors(page: Page): Response[] {
  const failures: Response[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/ccim-main/api/') && r.status() >= 400) failures.push(r);
  });
  return failures;
}

/** Types a date into a picker's field and leaves it (Tab) or confirms it (Enter), as a user finishes typing. */
async function typeDate(page: Page, label: string, date: string, finish: 'Tab' | 'Enter' = 'Enter') {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(date.replaceAll('-', ''));
  await page.keyboard.press(finish);
}

const range = (page: Page) => Promise.all([page.locator('#report-range-start').inputValue(), page.locator('#report-range-end').inputValue()]);

test.describe('report date controls', () => {
  test('History sessions (supervisor, English): a typed start date is taken as typed and the list follows', async ({ page }) => {
    const failures = watchServerErrors(page);
    await signIn(page, 'supervisor', '/historySessionReport');
    const rows = page.locator('[data-report] table tbody tr');
    await expect(rows.first()).toBeVisible();
    const target = await pastDate(page);
    const listed = page.waitForRequest((r) => r.url().endsWith('/historySessionReport/list') && r.postDataJSON()?.startDate === target);
    await typeDate(page, 'Start date', target, 'Tab');
    expect((await listed).postDataJSON()).toMatchObject({ startDate: target, endDate: daysFrom(target, 13) });
    await expect.poll(() => range(page)).toEqual([target, daysFrom(target, 13)]);
    await expect(rows.first()).toBeVisible();
    await expect(page.locator('[data-report]').getByRole('alert')).toHaveCount(0);
    expect(await Promise.all(failures.map(async (r) => `${r.status()} ${r.url()} ${r.request().postData()} ${await r.text()}`))).toEqual([]);
  });

  test('Agent KPI (admin, Chinese): typing start and end dates never calls the server with a broken range', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('ccim_locale', 'zh'));
    const failures = watchServerErrors(page);
    await signIn(page, 'admin', '/agentKpiReport');
    await expect(page.locator('[data-report] table tbody tr').first()).toBeVisible();
    const target = await pastDate(page);
    const [, today] = await range(page);
    // Agent KPI has no 14-day rule: the end stays where it was.
    await typeDate(page, '开始日期', target);
    await expect.poll(() => range(page)).toEqual([target, today]);
    await typeDate(page, '结束日期', daysFrom(target, 5));
    await expect.poll(() => range(page)).toEqual([target, daysFrom(target, 5)]);
    await expect(page.locator('[data-report] table tbody tr').first()).toBeVisible();
    expect(await Promise.all(failures.map(async (r) => `${r.status()} ${r.url()} ${r.request().postData()} ${await r.text()}`))).toEqual([]);
  });

  test('Daily report: picking a start far back moves the end with it; any end within 14 days is one more pick', async ({ page }) => {
    await signIn(page, 'supervisor', '/sessionDayReport');
    const rows = page.locator('[data-report] table tbody tr');
    await expect(rows).toHaveCount(14);
    const [from] = await range(page);
    // Two months back in the calendar (it opens on the start's month), the 3rd: far more than 14 days from the current end.
    await page.getByRole('group', { name: 'Start date' }).getByRole('button', { name: /Choose date/ }).click();
    const calendar = page.getByRole('dialog');
    const [y, m] = from.split('-').map(Number);
    // One month at a time, each seen before the next click (a click while the calendar opens or a month slides in may be ignored).
    const monthShown = (index: number) =>
      calendar.getByRole('grid', { name: new Date(Date.UTC(y, index, 1)).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }) });
    await expect(monthShown(m - 1)).toBeVisible();
    for (const back of [2, 3]) {
      // A click the calendar dropped is clicked again once the month it should show has not come in 5 s.
      await expect(async () => {
        if (!(await monthShown(m - back).isVisible())) await calendar.getByRole('button', { name: 'Previous month' }).click();
        await expect(monthShown(m - back)).toBeVisible({ timeout: 5_000 });
      }).toPass();
    }
    const start = iso(new Date(Date.UTC(y, m - 3, 3)));
    const day = (date: string) => page.evaluate((d) => new Date(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8))).getTime(), date);
    await calendar.locator(`[role="gridcell"][data-timestamp="${await day(start)}"]`).click();
    await expect(calendar).toHaveCount(0);
    await expect.poll(() => range(page)).toEqual([start, daysFrom(start, 13)]);
    await expect(rows).toHaveCount(14);
    // The end's calendar opens on the new month; the 10th day of the range is one click.
    await page.getByRole('group', { name: 'End date' }).getByRole('button', { name: /Choose date/ }).click();
    await calendar.locator(`[role="gridcell"][data-timestamp="${await day(daysFrom(start, 9))}"]`).click();
    await expect.poll(() => range(page)).toEqual([start, daysFrom(start, 9)]);
    await expect(rows).toHaveCount(10);
  });
});
