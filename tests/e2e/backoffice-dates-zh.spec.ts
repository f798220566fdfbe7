import { expect, test, type Locator, type Page } from './journey';
import { ManagementPage } from './pages/management';
import { signIn } from './pages/shell';
import { AgentChat } from './pages/visitor';
import { atDesk, servedByAgent5, unique, Workbench } from './pages/workbench';

/**
 * Issue 32: dates and times follow the chosen language, as YYYY-MM-DD and 24-hour HH:mm (never a US date or
 * "08:00 AM" in Chinese); the date inputs are pickers in that form, typing into the middle of one changes only
 * that part, and an end before the start is refused with a message instead of moving the start.
 */
const DATE_TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/;
const US = /\d{1,2}\/\d{1,2}\/\d{4}|\b[AP]M\b|上午|下午/;
const pad = (n: number) => String(n).padStart(2, '0');

/** A picker's field (its sections are spinbuttons in a group named by the label) and the value it holds. */
const picker = (page: Page, label: RegExp) => page.getByRole('group', { name: label });
const valueOf = (group: Locator) => group.locator('xpath=..').locator('input').inputValue();

async function chinese(page: Page) {
  await page.addInitScript(() => localStorage.setItem('ccim_locale', 'zh'));
}

test('blacklist (Chinese): the end is a 24-hour picker, typed by parts; the list shows YYYY-MM-DD HH:mm; a reversed date filter is refused', async ({ page }) => {
  await chinese(page);
  await signIn(page, 'supervisor', '/blacklistMgt/create');
  const m = new ManagementPage(page);
  await page.getByRole('combobox', { name: '访客' }).fill('王先生0001');
  await page.getByRole('option', { name: /王先生0001/ }).click();
  await m.input('原因 *').fill('E2E 日期测试');
  const until = picker(page, /截止时间/);
  const year = new Date().getFullYear() + 1;
  await until.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${year}03151830`);
  await expect.poll(() => valueOf(until)).toBe(`${year}-03-15 18:30`);
  // Into the middle: the month alone changes.
  await until.getByRole('spinbutton').nth(1).click();
  await page.keyboard.type('07');
  await expect.poll(() => valueOf(until)).toBe(`${year}-07-15 18:30`);
  await page.getByRole('button', { name: '保存' }).click();
  await page.waitForURL((url) => url.pathname === '/blacklistMgt');
  const row = m.row('E2E 日期测试');
  await expect(row).toContainText(`${year}-07-15 18:30`);
  await expect(row).toContainText(DATE_TIME);
  await expect(m.rows.first()).not.toContainText(US);

  // The list's date filter: an end before the start is refused, with a message, and nothing else moves.
  const from = picker(page, /^开始日期/);
  const to = picker(page, /^结束日期/);
  for (const end of ['开始日期', '结束日期']) {
    await page.getByRole('button', { name: '添加筛选' }).click();
    await page.getByRole('menu').getByText(end).click();
  }
  await from.getByRole('spinbutton').first().click();
  await page.keyboard.type('20261010');
  await expect.poll(() => valueOf(from)).toBe('2026-10-10');
  await page.waitForURL((url) => decodeURIComponent(url.search).includes('"createdAtFrom":"2026-10-10"'));
  await to.getByRole('spinbutton').first().click();
  await page.keyboard.type('20261001');
  await expect(page.getByText('结束时间不能早于开始时间').first()).toBeVisible();
  expect(await valueOf(from)).toBe('2026-10-10');
  // The refused range is not applied: the list still shows every entry from the start date on.
  await expect(m.row('E2E 日期测试')).toBeVisible();
  expect(decodeURIComponent(page.url())).not.toContain('"createdAtTo":"');
});

test('API tokens and service settings (Chinese): 24-hour pickers, no AM/PM', async ({ page }) => {
  await chinese(page);
  await signIn(page, 'admin', '/sessionServiceConfig');
  const start = picker(page, /^上班时间/);
  await expect.poll(() => valueOf(start)).toMatch(/^\d{2}:\d{2}$/);
  await expect(page.locator('main')).not.toContainText(/上午|下午|\bAM\b|\bPM\b/);
  await start.getByRole('spinbutton').first().click();
  await page.keyboard.type('1930');
  await expect.poll(() => valueOf(start)).toBe('19:30');

  await page.goto('/apiTokenMgt/create');
  const expires = picker(page, /^过期时间/);
  const d = new Date(Date.now() + 30 * 86_400_000);
  await expires.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}2015`);
  await expect.poll(() => valueOf(expires)).toBe(`${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} 20:15`);
});

test('reports (Chinese): typing into the middle of a date changes that part; an end before the start is refused, the start stays', async ({ page }) => {
  await chinese(page);
  await signIn(page, 'admin', '/agentKpiReport');
  const start = page.locator('#report-range-start');
  await expect(start).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  const before = await start.inputValue();
  const [y, mo, da] = before.split('-');
  // The year section alone, typed over: month and day stay.
  await picker(page, /^开始日期/).getByRole('spinbutton').first().click();
  await page.keyboard.type(String(Number(y) - 1));
  await page.keyboard.press('Enter');
  await expect(start).toHaveValue(`${Number(y) - 1}-${mo}-${da}`);
  // An end a day before the start.
  const dayBefore = new Date(Number(y) - 1, Number(mo) - 1, Number(da) - 1);
  await picker(page, /^结束日期/).getByRole('spinbutton').first().click();
  await page.keyboard.type(`${dayBefore.getFullYear()}${pad(dayBefore.getMonth() + 1)}${pad(dayBefore.getDate())}`);
  await page.keyboard.press('Enter');
  await expect(page.getByText('结束日期不能早于开始日期')).toBeVisible();
  await expect(start).toHaveValue(`${Number(y) - 1}-${mo}-${da}`);
});

test('workbench (Chinese): the waybill and visitor tabs and the work bills show YYYY-MM-DD HH:mm', async ({ browser }) => {
  const agent = await atDesk(browser, 'agent5', { ready: true, locale: 'zh' });
  const first = unique('我的快递 KD100200300403 还没到');
  const { context, visitor } = await servedByAgent5(browser, first, 'zh');
  await expect(visitor.page.getByText(first)).toBeVisible();
  const chat = new AgentChat(agent.page);
  const wb = new Workbench(agent.page);
  await chat.sessions().filter({ hasText: first.slice(-8) }).click();
  await wb.waybillLink('KD100200300403').click();
  await expect(wb.waybillPanel.getByRole('list').first()).toContainText(DATE_TIME);
  await expect(wb.waybillPanel).not.toContainText(US);
  await wb.sidePanel.getByRole('tab', { name: '访客' }).click();
  await expect(agent.page.getByTestId('visitor-tab')).toContainText(DATE_TIME);
  await expect(agent.page.getByTestId('visitor-tab')).not.toContainText(US);
  await context.close();
  await agent.offDuty();
});

test('work bills (agent, Chinese): the list and a bill\'s page show YYYY-MM-DD HH:mm', async ({ page }) => {
  await chinese(page);
  await signIn(page, 'agent1', '/workbench/workbill');
  const rows = page.getByTestId('workbill-row');
  await expect(rows.first()).toContainText(DATE_TIME);
  await expect(page.locator('table')).not.toContainText(US);
  await rows.first().click();
  await expect(page.locator('main')).toContainText(DATE_TIME);
  await expect(page.locator('main')).not.toContainText(US);
});
