import { expect, test, type Locator, type Page } from './journey';
import { chatAction } from './pages/chatActions';
import { atDesk, ChatTools, Conversation, servedByAgent5, unique, Workbench } from './pages/workbench';

// agent5 serves here as in the other workbench journeys; the journey ends its chat and turns agent5 off again.

const width = async (l: Locator) => (await l.boundingBox())!.width;

/**
 * Every visible control of the chat's action row sits on the same line, once the row has settled: while the menu
 * or the side panel slides open, the row is re-measured as its width changes.
 */
async function oneRow(page: Page) {
  const tops = () =>
    page
      .getByTestId('wb-actions')
      .locator(':scope > button')
      .evaluateAll((els) => els.filter((e) => getComputedStyle(e).visibility !== 'hidden').map((e) => Math.round(e.getBoundingClientRect().top)));
  await expect.poll(async () => (await tops()).length).toBeGreaterThan(1);
  await expect.poll(async () => new Set(await tops()).size).toBe(1);
}

test('at 1280×800 the chat actions stay on one row with the rest under "More", the side panel and the menu fold away (remembered), and a work bill made from the chat shows its conversation', async ({ browser }) => {
  const agent = await atDesk(browser, 'agent5', { ready: true });
  const { page } = agent;
  const first = unique('My sofa arrived with a torn cover');
  const { context, visitor } = await servedByAgent5(browser, first);
  const c = new Conversation(page);
  const id = await c.openBy(first);

  // A reply and an internal note, so the bill's conversation has an author of each kind.
  await c.composer.fill('Sorry to hear that, let me open a claim.');
  await c.composer.press('Enter');
  await expect(visitor.agentMessages().last()).toHaveText('Sorry to hear that, let me open a claim.');
  const note = unique('Customer sent photos by email');
  await c.noteSwitch.check();
  await c.composer.fill(note);
  await c.composer.press('Enter');
  await expect(c.notes().filter({ hasText: note })).toBeVisible();
  await c.noteSwitch.uncheck();

  // One row; what does not fit is under "More actions".
  const bar = page.getByTestId('wb-actions');
  await oneRow(page);
  const more = bar.getByRole('button', { name: 'More actions' });
  await expect(more).toBeVisible();
  await expect(bar.getByRole('button', { name: 'End session' })).toBeVisible();

  // Folding the side panel and the menu gives the chat the room.
  const chat = page.getByTestId('wb-messages');
  const narrow = await width(chat);
  await page.getByRole('button', { name: 'Hide the side panel' }).click();
  await expect(page.getByTestId('desk-side-panel')).toBeHidden();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect.poll(() => width(chat)).toBeGreaterThan(narrow + 400);
  await oneRow(page);
  // With the room, every action has its own button.
  await expect(more).toBeHidden();
  await expect(bar.getByRole('button', { name: 'Blacklist' })).toBeVisible();

  // Remembered across a reload.
  await page.reload();
  await c.session(id).click();
  await expect(page.getByRole('button', { name: 'Show the side panel' })).toBeVisible();
  await expect(page.getByTestId('desk-side-panel')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();

  // Both open again: "More" is back and reaches a real action, the work bill of this chat.
  await page.getByRole('button', { name: 'Show the side panel' }).click();
  await expect(page.getByTestId('desk-side-panel')).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(more).toBeVisible();
  await oneRow(page);
  await more.click();
  await page.getByRole('menuitem', { name: 'Create work bill' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create work bill' });
  await dialog.getByRole('textbox', { name: /^Waybill number/ }).fill('KD100200300403');
  const wb = new Workbench(page);
  await wb.choose(/^Type/, /^Claim$/);
  await wb.choose(/^Sub-type/, /^Damaged$/);
  await wb.choose(/^Complaint department/, /^Claims department$/);
  await dialog.getByRole('textbox', { name: /^Description/ }).fill('Sofa cover torn in transit');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  const toast = page.getByText(/Work bill GD\d{8}\w{6} created/);
  await expect(toast).toBeVisible();
  const billNo = /GD\d{8}\w{6}/.exec((await toast.textContent()) ?? '')![0];

  // In Chinese the row and the panel buttons speak Chinese.
  await page.getByTestId('language-button').click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(bar.getByRole('button', { name: '更多操作' })).toBeVisible();
  await expect(page.getByRole('button', { name: '收起侧边栏' })).toBeVisible();
  await oneRow(page);
  await page.getByTestId('language-button').click();
  await page.getByRole('menuitem', { name: 'English' }).click();

  // Work bills → the bill: the conversation it came from, read-only, with times, authors and the note marked.
  await page.getByRole('navigation').getByRole('link', { name: 'Work bills' }).click();
  await wb.workbillRows().filter({ hasText: billNo }).click();
  await page.waitForURL(/\/workbench\/workbill-detail\?id=/);
  const conversation = page.getByTestId('workbill-conversation');
  await expect(conversation.getByTestId('wb-msg-2').filter({ hasText: first })).toBeVisible();
  const reply = conversation.locator('div', { has: page.getByTestId('wb-msg-1').filter({ hasText: 'Sorry to hear that, let me open a claim.' }) }).last();
  await expect(reply.getByTestId('wb-author')).toHaveText('杨帆 Yang Fan');
  await expect(reply.getByTestId('wb-time')).toHaveText(/^\d{2}:\d{2}$/);
  await expect(conversation.getByTestId('wb-note').filter({ hasText: note })).toBeVisible();
  await expect(conversation.getByText('杨帆 Yang Fan · internal note')).toBeVisible();
  await expect(page.getByText('Internal notes (dashed) were seen by staff only, never by the customer.')).toBeVisible();
  // Nothing to act on there.
  await expect(conversation.getByRole('button')).toHaveCount(0);

  await page.getByRole('navigation').getByRole('link', { name: 'Workbench' }).click();
  await c.session(id).click();
  await new ChatTools(page).endSession();
  await agent.offDuty();
  await context.close();
});

test('at 1920×1080 the chat takes the room and every action has its button', async ({ browser }) => {
  const agent = await atDesk(browser, 'agent5', { ready: true, context: { viewport: { width: 1920, height: 1080 } } });
  const { page } = agent;
  const first = unique('Is my pallet on the truck');
  const { context } = await servedByAgent5(browser, first);
  const c = new Conversation(page);
  await c.openBy(first);
  await expect(page.getByTestId('desk-side-panel')).toBeVisible();
  expect(await width(page.getByTestId('wb-messages'))).toBeGreaterThan(800);
  await oneRow(page);
  await expect(page.getByTestId('wb-actions').getByRole('button', { name: 'More actions' })).toBeHidden();
  for (const name of ['Transfer', 'End session', 'Create work bill', 'Invite evaluation', 'Blacklist']) await expect(await chatAction(page, new RegExp(`^${name}$`))).toBeVisible();
  await new ChatTools(page).endSession();
  await agent.offDuty();
  await context.close();
});
