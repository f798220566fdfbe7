import { expect, test } from './journey';
import { Shell, signIn } from './pages/shell';
import { AgentChat, VisitorChat } from './pages/visitor';
import { Workbench } from './pages/workbench';

const WAYBILL = 'KD100200300403';

test('an agent opens a waybill from a message, creates and urges a work bill, and finds it in the list and its page', async ({ browser }) => {
  const agentContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const agentPage = await agentContext.newPage();
  const visitorPage = await visitorContext.newPage();

  // agent5 serves in no other journey, and the others leave their agents busy: this visitor comes to agent5.
  await signIn(agentPage, 'agent5', '/workbench');
  const shell = new Shell(agentPage);
  await expect(shell.availability).toBeEnabled();
  if (!(await shell.availability.isChecked())) await shell.availability.check();

  const visitor = new VisitorChat(visitorPage);
  await visitor.open('/newhuang/chat');
  await visitor.askHuman();
  await expect(visitor.system(/serving you/)).toBeVisible();
  await expect(visitor.system(/杨帆/)).toBeVisible();
  // A message of its own: other journeys' chats with this agent may name the same waybill.
  const first = `${Date.now().toString(36)}: my parcel ${WAYBILL} arrived broken`;
  await visitor.send(first);

  const agent = new AgentChat(agentPage);
  const wb = new Workbench(agentPage);
  // Other journeys may have left chats with this agent: open the one with our message.
  await agent.sessions().filter({ hasText: first }).click();
  await expect(agent.visitorMessages().filter({ hasText: first })).toBeVisible();

  // The number in the message is a link that opens the waybill panel.
  await wb.waybillLink(WAYBILL).click();
  await expect(wb.waybillPanel.getByTestId('waybill-no')).toHaveText(WAYBILL);
  await expect(wb.waybillPanel.getByRole('list', { name: 'Tracks' }).getByRole('listitem')).toHaveCount(4);
  await expect(wb.waybillPanel.getByTestId('outlet')).toContainText('Hangzhou Xihu Outlet');
  await expect(wb.waybillPanel).toContainText('Outer packaging damaged');
  await expect(wb.waybillPanel.getByTestId('waybill-route')).toHaveText(/杭州.*武汉.*成都/);
  await expect(wb.waybillPanel.getByTestId('waybill-records')).toContainText('Arrival scan missing at Wuhan');

  // Outlets of the network can be looked up from the same tab.
  await wb.sidePanel.getByRole('textbox', { name: 'Name, code or city' }).fill('Qingpu');
  await expect(wb.sidePanel.getByTestId('outlet-finder')).toContainText('Shanghai Qingpu Freight Hub (SH101)');

  // A work bill from the chat, with the waybill filled in.
  await wb.createWorkBillFromPanel({ type: /^Claim$/, subType: /^Damaged$/, dept: /^Claims department$/, description: 'Ceramic tea set broken in transit' });
  const toast = agentPage.getByText(/Work bill GD\d{8}\w{6} created/);
  await expect(toast).toBeVisible();
  const billNo = /GD\d{8}\w{6}/.exec((await toast.textContent()) ?? '')![0];
  // The panel now lists it among the bills on this waybill.
  await expect(wb.waybillPanel.getByTestId('waybill-workbills')).toContainText(billNo);

  // It is the newest in the list; its page shows the history, and urging adds to it.
  await agentPage.goto('/workbench/workbill');
  await expect(wb.workbillRows().first()).toContainText(billNo);
  await expect(wb.workbillRows().first()).toContainText('Claim / Damaged');
  await wb.workbillRows().first().click();
  await agentPage.waitForURL(/\/workbench\/workbill-detail\?id=/);
  await expect(agentPage.getByTestId('workbill-waybillNo')).toHaveText(WAYBILL);
  await expect(wb.events()).toHaveCount(1);
  await wb.urge('Customer called again');
  await expect(wb.events()).toHaveCount(2);
  await expect(wb.events().last()).toContainText('Customer called again');
  await expect(agentPage.getByTestId('workbill-urgeCount')).toHaveText('1');

  // Back in the list, the search finds it by waybill number and by bill number, urged once.
  await agentPage.goto('/workbench/workbill');
  await agentPage.getByRole('textbox', { name: 'Work bill, waybill or text' }).fill(WAYBILL);
  await agentPage.getByRole('button', { name: 'Search' }).click();
  await expect(wb.workbillRows().filter({ hasText: billNo })).toHaveCount(1);
  await agentPage.getByRole('textbox', { name: 'Work bill, waybill or text' }).fill(billNo);
  await agentPage.getByRole('button', { name: 'Search' }).click();
  await expect(wb.workbillRows()).toHaveCount(1);
  await expect(wb.workbillRows().first().getByRole('cell').nth(2)).toHaveText('Claim / Damaged');
  await expect(wb.workbillRows().first().getByRole('cell').nth(4)).toHaveText('1');
  await agentPage.getByRole('textbox', { name: 'Work bill, waybill or text' }).fill('no such text anywhere');
  await agentPage.getByRole('button', { name: 'Search' }).click();
  await expect(wb.workbillRows()).toHaveCount(0);
  await expect(agentPage.getByText('Nothing here yet')).toBeVisible();

  await shell.availability.uncheck();
  await agentContext.close();
  await visitorContext.close();
});

test('a supervisor sees every work bill and records how one was handled', async ({ page }) => {
  await signIn(page, 'supervisor', '/workbench/workbill');
  const wb = new Workbench(page);
  // Bills of several agents (agents only ever see their own).
  await expect(wb.workbillRows().filter({ hasText: '张伟 Zhang Wei' })).toHaveCount(1);
  await expect(wb.workbillRows().filter({ hasText: '李娜 Li Na' }).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Pending' }).click();
  const zhang = wb.workbillRows().filter({ hasText: '张伟 Zhang Wei' });
  await expect(zhang).toHaveCount(1);
  await expect(wb.workbillRows().filter({ hasText: 'Processing' })).toHaveCount(0);
  await zhang.click();
  // A seeded bill came from no chat: its conversation card says so.
  await expect(page.getByTestId('workbill-no-conversation')).toHaveText('This work bill was not created from a chat.');
  await page.getByRole('button', { name: 'Record handling' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record handling' });
  await dialog.getByRole('textbox').fill('Delivered this afternoon');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('workbill-status')).toHaveText('Handled');
  await expect(wb.events().last()).toContainText('Delivered this afternoon');
  await expect(page.getByRole('button', { name: 'Urge' })).toHaveCount(0);
});
