import { expect, test, type Browser, type Page } from './journey';
import { ManagementPage } from './pages/management';
import { signIn } from './pages/shell';
import { SupervisionPage } from './pages/supervision';
import { VisitorChat } from './pages/visitor';
import { atDesk, unique } from './pages/workbench';

/**
 * Issue 36 (SLA policies): a supervisor sets a policy with the form; an urgent chat (the demo's claim rule) shows its
 * time left in live supervision, is listed at risk, and its missed first response is told as a notice. The e2e
 * server sweeps every 2 s (scripts/e2e-server.mjs). agent6 is present but busy, so nobody serves the visitor.
 */

const DESK = { viewport: { width: 1280, height: 800 } };

async function urgentVisitor(browser: Browser, text: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const visitor = new VisitorChat(await context.newPage());
  await visitor.open('/newhuang/chat', 'en');
  await visitor.send('I want to make a claim for my broken parcel');
  await expect(visitor.robotAnswers().last()).toBeVisible();
  await visitor.askHuman();
  await expect(visitor.queuePosition).toBeVisible();
  await visitor.send(text);
  return { context, visitor };
}

async function toChinese(page: Page) {
  await page.getByTestId('language-button').click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
}

test('a supervisor sets an SLA policy with the form; an urgent chat shows its time left, is listed at risk, and its breach is told', async ({ browser }) => {
  const agent = await atDesk(browser, 'agent6', { ready: false });
  const context = await browser.newContext(DESK);
  const page = await context.newPage();
  await signIn(page, 'supervisor');
  const m = new ManagementPage(page);

  await page.getByTestId('menu-slaPolicyMgt').click();
  await page.waitForURL(/\/slaPolicyMgt/);
  await expect(m.row('Urgent chats')).toContainText('Urgent');
  const name = unique('Online urgent');
  await m.create();
  await m.input('Name *').fill(name);
  await m.choose('Skill group (empty: any)', '在线客服 Online service');
  await m.choose('Priority (empty: any)', 'Urgent');
  await m.input(/^First response within/).fill('300');
  await m.input(/^Resolved within/).fill('60');
  await m.save();
  // Refused on the field at fault, with the reason.
  await expect(page.getByText('must not be shorter than the first-response target', { exact: true })).toBeVisible();
  await m.input(/^First response within/).fill('10');
  await m.input(/^Resolved within/).fill('600');
  await m.save();
  await page.waitForURL((url) => url.pathname === '/slaPolicyMgt');
  await expect(m.row(name)).toContainText('在线客服 Online service');
  await expect(m.row(name)).toContainText('Urgent');

  const text = unique('my claim please');
  const { context: visitorContext, visitor } = await urgentVisitor(browser, text);
  const sup = new SupervisionPage(page);
  await sup.openFromMenu();
  const row = sup.waiting(text);
  await expect(row.getByTestId('sv-sla')).toHaveText(/^First response: .*(left|overdue by)/);
  const nickname = (await row.locator('.MuiListItemText-primary').innerText()).trim();
  const risk = page.getByTestId('sv-sla-risk');
  await expect(risk.getByTestId('sv-sla-row').filter({ hasText: nickname })).toBeVisible();
  // Ten seconds of working time later the sweep records the breach and every supervisor is told.
  await expect(page.getByText(`SLA missed: First response for ${nickname} (${name})`)).toBeVisible({ timeout: 60_000 });
  await expect(row.getByTestId('sv-sla')).toHaveAttribute('data-overdue', 'true');
  await expect(row.getByTestId('sv-sla')).toHaveText(/^First response: overdue by/);

  // The visitor leaves; the policy is removed so later journeys are held to the demo's policy alone.
  await visitor.page.getByRole('button', { name: 'Leave the queue' }).click();
  await expect(visitor.queuePosition).toHaveCount(0);
  await visitorContext.close();
  await expect(row).toHaveCount(0);
  await page.getByTestId('menu-slaPolicyMgt').click();
  await m.deleteRow(name);
  await agent.offDuty();
  await context.close();
});

test('the SLA policies and the chats at risk read in Chinese, with the refusal in Chinese', async ({ browser }) => {
  const context = await browser.newContext(DESK);
  const page = await context.newPage();
  await signIn(page, 'supervisor');
  await toChinese(page);
  const m = new ManagementPage(page);
  await page.getByTestId('menu-slaPolicyMgt').click();
  await page.waitForURL(/\/slaPolicyMgt/);
  await expect(page.getByRole('columnheader', { name: '首次响应时限（工作时间，秒）' })).toBeVisible();
  await expect(m.row('Urgent chats')).toContainText('紧急');
  await page.getByRole('link', { name: '新建' }).or(page.getByRole('button', { name: '新建' })).first().click();
  await m.input('名称 *').fill(unique('无效策略'));
  await m.input(/^首次响应时限/).fill('600');
  await m.input(/^解决时限/).fill('120');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('不能短于首次响应时限', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '取消' }).click();
  await page.waitForURL((url) => url.pathname === '/slaPolicyMgt');

  await new SupervisionPage(page).openFromMenu();
  await expect(page.getByTestId('sv-sla-risk').getByRole('heading', { name: /^即将超时（\d+）$/ })).toBeVisible();
  await context.close();
});
