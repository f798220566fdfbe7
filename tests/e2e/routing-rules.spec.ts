import { expect, test, type Browser } from './journey';
import { ManagementPage } from './pages/management';
import { signIn } from './pages/shell';
import { SupervisionPage } from './pages/supervision';
import { VisitorChat } from './pages/visitor';
import { atDesk, unique } from './pages/workbench';

/**
 * Issue 36 (routing rules and priority): a supervisor builds a rule with the pickers; a visitor whose question
 * matches it jumps the queue ahead of one who came earlier, and live supervision shows why. agent6 (赵敏) is present
 * but busy, so routing hands nobody out while the journey looks at the queue.
 */

async function visitorAsking(browser: Browser, question: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const visitor = new VisitorChat(await context.newPage());
  await visitor.open('/newhuang/chat', 'en');
  await visitor.send(question);
  await expect(visitor.robotAnswers().last()).toBeVisible();
  await visitor.askHuman();
  await expect(visitor.queuePosition).toBeVisible();
  return { context, visitor };
}

test('a supervisor makes an urgent rule with the pickers; a matching visitor queued later is first, with its priority and rule in live supervision', async ({ browser }) => {
  const agent = await atDesk(browser, 'agent6', { ready: false });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, 'supervisor');
  const m = new ManagementPage(page);

  // The rule, built with the pickers: a field, an operator, a value; the wrong value for a field is refused.
  const keyword = unique('dented').split(' ')[1];
  const name = unique('Dented parcels first');
  await page.getByTestId('menu-routingRuleMgt').click();
  await page.waitForURL(/\/routingRuleMgt/);
  await expect(m.row('Claims first (English)')).toContainText('Last question to the robot contains "claim"');
  await m.create();
  await m.input('Name *').fill(name);
  await page.getByRole('button', { name: 'Add a condition' }).click();
  await page.getByRole('combobox', { name: 'Field' }).click();
  await page.getByRole('option', { name: 'Entry (express or freight)' }).click();
  await page.getByRole('combobox', { name: 'Operator' }).click();
  await expect(page.getByRole('option', { name: 'contains' })).toHaveCount(0);
  await page.getByRole('option', { name: 'is one of' }).click();
  await page.getByLabel('Value').fill('kd, sea');
  await m.save();
  await expect(page.getByText('Must be one of kd, ky')).toBeVisible();
  // Changed to what the rule is for: the last question contains the word.
  await page.getByRole('combobox', { name: 'Field' }).click();
  await page.getByRole('option', { name: 'Last question to the robot' }).click();
  await page.getByRole('combobox', { name: 'Operator' }).click();
  await page.getByRole('option', { name: 'contains' }).click();
  await page.getByLabel('Value').fill(keyword.toUpperCase());
  await m.choose('Priority *', 'Urgent');
  await m.save();
  await page.waitForURL((url) => url.pathname === '/routingRuleMgt');
  await expect(m.row(name)).toContainText(`Last question to the robot contains "${keyword.toUpperCase()}"`);
  await expect(m.row(name)).toContainText('Urgent');

  // Two visitors: one says hello first, the other writes about a dented parcel afterwards.
  const first = await visitorAsking(browser, 'hello');
  await expect(first.visitor.queuePosition).toHaveText(/number 1 in/);
  const second = await visitorAsking(browser, `my parcel arrived ${keyword}, what can I do`);
  await expect(second.visitor.queuePosition).toHaveText(/number 1 in/);
  await expect(first.visitor.queuePosition).toHaveText(/number 2 in/);
  const helloText = unique('still waiting');
  const urgentText = unique('please help');
  await first.visitor.send(helloText);
  await second.visitor.send(urgentText);

  const sup = new SupervisionPage(page);
  await sup.openFromMenu();
  const rows = page.getByTestId('sv-waiting');
  await expect(rows.first()).toContainText(urgentText);
  await expect(sup.waiting(urgentText)).toContainText(`priority: Urgent`);
  await expect(sup.waiting(urgentText)).toContainText(`rule: ${name}`);
  await expect(sup.waiting(helloText)).toContainText('priority: Normal');
  expect(await rows.allTextContents().then((t) => t.findIndex((x) => x.includes(helloText)))).toBeGreaterThan(0);
  // The header's queue count says how many waiting chats are high or urgent (this worker's earlier journeys may
  // have left some): the urgent visitor is among them, and leaving takes it out.
  const badge = page.getByTestId('count-priorityQueueCount');
  await expect(badge).toHaveText(/^\d+ priority$/, { useInnerText: true });
  const priority = Number((await badge.innerText()).split(' ')[0]);
  expect(priority).toBeGreaterThanOrEqual(1);

  // Both leave; the rule is removed so later journeys queue as before.
  for (const v of [first, second]) {
    await v.visitor.page.getByRole('button', { name: 'Leave the queue' }).click();
    await expect(v.visitor.queuePosition).toHaveCount(0);
    await v.context.close();
  }
  if (priority === 1) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveText(`${priority - 1} priority`, { useInnerText: true });
  await page.getByTestId('menu-routingRuleMgt').click();
  await m.deleteRow(name);
  await agent.offDuty();
  await context.close();
});
