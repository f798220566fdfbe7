import { expect, test, type Page } from './journey';
import { AgentChat, VisitorChat } from './pages/visitor';
import { atDesk, ChatTools, Conversation, servedByAgent5, unique } from './pages/workbench';

// Issue 32: the session list's previews, note mode after a note, and End session staying in its place after the
// visitor rates. agent5 serves here, ends its chats and goes off duty again.

const ids = (page: Page) => page.getByTestId('wb-session').evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.session ?? ''));

test("the session list previews a chat in staff's words, never the visitor's lines", async ({ browser }) => {
  const agent = await atDesk(browser, 'agent5', { ready: true });
  const c = new Conversation(agent.page);
  const held = await ids(agent.page);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const visitor = new VisitorChat(await context.newPage());
  await visitor.open('/newhuang/chat');
  await visitor.askHuman();
  await expect(visitor.system(/杨帆/)).toBeVisible();

  // The new chat's row, before the visitor writes: what happened, in staff's words.
  await expect.poll(async () => (await ids(agent.page)).filter((id) => !held.includes(id)).length).toBe(1);
  const id = (await ids(agent.page)).find((x) => !held.includes(x))!;
  const row = c.session(id);
  await expect(row).toContainText('Chat assigned, no message yet');
  await expect(row).not.toContainText(/is serving you/);

  const first = unique('Is my parcel lost');
  await visitor.send(first);
  await expect(row).toContainText(first);
  await row.click();
  await expect(c.messages).toHaveAttribute('data-session', id);
  await new AgentChat(agent.page).inviteEvaluation();
  await expect(row).toContainText('Rating requested');
  await expect(row).not.toContainText('Please rate our service');

  await new ChatTools(agent.page).endSession();
  await expect(row).toContainText('Chat ended');
  await agent.offDuty();
  await context.close();
});

test('a saved internal note ends note mode: the next Enter sends a reply', async ({ browser }) => {
  const agent = await atDesk(browser, 'agent5', { ready: true });
  const first = unique('Can you call me');
  const { context, visitor } = await servedByAgent5(browser, first);
  const c = new Conversation(agent.page);
  await c.openBy(first);

  await c.noteSwitch.check();
  const note = unique('Customer is a key account');
  await c.composer.fill(note);
  await c.composer.press('Enter');
  await expect(c.notes().filter({ hasText: note })).toBeVisible();
  await expect(c.noteSwitch).not.toBeChecked();
  await expect(agent.page.getByTestId('wb-composer')).toHaveAttribute('data-mode', 'reply');
  const reply = unique('I am checking it now');
  await c.composer.fill(reply);
  await c.composer.press('Enter');
  await expect(visitor.agentMessages().filter({ hasText: reply })).toBeVisible();

  await new ChatTools(agent.page).endSession();
  await agent.offDuty();
  await context.close();
});

test('End session stays a button in its place after the visitor rates the chat (1280×800, English)', async ({ browser }) => {
  const agent = await atDesk(browser, 'agent5', { ready: true });
  const first = unique('Thanks for the help');
  const { context, visitor } = await servedByAgent5(browser, first);
  const c = new Conversation(agent.page);
  await c.openBy(first);

  const bar = agent.page.getByTestId('wb-actions');
  const end = bar.getByRole('button', { name: 'End session' });
  await expect(end).toBeVisible();
  const before = (await end.boundingBox())!;
  await new AgentChat(agent.page).inviteEvaluation();
  await expect(visitor.evaluationForm).toBeVisible();
  await visitor.evaluate(5);
  await expect(visitor.evaluationDone).toBeVisible();
  await expect(agent.page.getByText(/^Evaluated$/)).toBeVisible();
  await expect(end).toBeVisible();
  const after = (await end.boundingBox())!;
  expect(Math.abs(after.x + after.width - (before.x + before.width))).toBeLessThan(200);

  await new ChatTools(agent.page).endSession();
  await agent.offDuty();
  await context.close();
});
