import { expect, test } from './journey';
import { VisitorChat } from './pages/visitor';
import { atDesk, ChatTools, Conversation, DeskTools, unique } from './pages/workbench';

// agent1 and agent2 serve here and in the conversation and transfer journeys: this one ends its chat and leaves
// both of them busy, as it found them.

test('notes and a transfer note stay with staff; a chat that comes back is complete and names its authors; system lines speak each reader’s language', async ({ browser }) => {
  const one = await atDesk(browser, 'agent1', { ready: true });
  const two = await atDesk(browser, 'agent2', { ready: false, locale: 'zh' });
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const visitorPage = await visitorContext.newPage();
  const visitor = new VisitorChat(visitorPage);
  await visitor.open('/newhuang/chat', 'en');
  await visitor.askHuman();
  await expect(visitor.system(/李娜/)).toBeVisible();
  const first = unique('I need a freight quote');
  await visitor.send(first);

  // agent1 answers and writes an internal note: staff see it, styled apart; the visitor never does.
  const c1 = new Conversation(one.page);
  const id = await c1.openBy(first);
  await c1.composer.fill('Hello from Li Na');
  await c1.composer.press('Enter');
  await expect(visitor.agentMessages().last()).toHaveText('Hello from Li Na');
  await c1.noteSwitch.check();
  await expect(one.page.getByTestId('wb-composer')).toHaveAttribute('data-mode', 'note');
  await c1.composer.fill('VIP customer, quote with care');
  await c1.composer.press('Enter');
  await expect(c1.notes().filter({ hasText: 'VIP customer, quote with care' })).toBeVisible();
  await expect(c1.notes().first()).toHaveCSS('border-top-style', 'dashed');

  // agent1 hands the chat to agent2 with a note for the colleague.
  await two.shell.availability.check();
  await expect(two.shell.availability).toBeChecked();
  await new DeskTools(one.page).transferTo(/张伟/, 'Please quote freight to Chengdu');

  // The visitor learns only that the chat was transferred, in the page's language.
  await expect(visitor.system(/Chat transferred/)).toHaveText(/^Chat transferred \(李娜.* → 张伟.*\)$/);
  await expect(visitor.system(/会话已转接/)).toHaveCount(0);

  // agent2 (Chinese) gets the whole history: the notes, the line in Chinese, agent1's message under agent1's name.
  const c2 = new Conversation(two.page);
  await c2.openBy('Please quote freight to Chengdu');
  await expect(c2.systemLines().filter({ hasText: '会话已转接' })).toHaveText(/^会话已转接（李娜.* → 张伟.*）$/);
  await expect(c2.notes().filter({ hasText: 'Please quote freight to Chengdu' })).toBeVisible();
  await expect(c2.notes().filter({ hasText: 'VIP customer, quote with care' })).toBeVisible();
  await expect(c2.authorOf('Hello from Li Na')).toHaveText(/^李娜/);
  await c2.composer.fill('Zhang Wei here, the quote follows');
  await c2.composer.press('Enter');
  await expect(visitor.agentMessages().last()).toHaveText('Zhang Wei here, the quote follows');

  // agent2 hands it back. agent1 never left the chat: it shows what was written meanwhile, under its author's name.
  await new DeskTools(two.page).transferTo(/李娜/, 'Back to you');
  await expect(c1.messages.getByTestId('wb-msg-1').filter({ hasText: 'Zhang Wei here, the quote follows' })).toBeVisible();
  await expect(c1.authorOf('Zhang Wei here, the quote follows')).toHaveText(/^张伟/);
  await expect(c1.authorOf('Hello from Li Na')).toHaveText('Me');
  await expect(c1.notes().filter({ hasText: 'Back to you' })).toBeVisible();
  // agent1 reads the lines in English: the codes rendered, no Chinese, no note in them.
  await expect(c1.systemLines().filter({ hasText: /→ 李娜/ })).toHaveText(/^Chat transferred \(张伟.* → 李娜.*\)$/);
  await expect(c1.systemLines().filter({ hasText: /[会话]/ })).toHaveCount(0);
  // After a reload too ("Me" is only one's own); the open chat is open again.
  await one.page.reload();
  await expect(c1.messages.getByTestId('wb-msg-1').filter({ hasText: 'Zhang Wei here, the quote follows' })).toBeVisible();
  await expect(c1.authorOf('Zhang Wei here, the quote follows')).toHaveText(/^张伟/);
  await expect(c1.authorOf('Hello from Li Na')).toHaveText('Me');

  // The visitor's history, loaded afresh, has the agents' replies and none of the notes.
  await visitorPage.reload();
  await expect(visitor.agentMessages().filter({ hasText: 'Zhang Wei here, the quote follows' })).toBeVisible();
  await expect(visitor.agentMessages().filter({ hasText: 'Hello from Li Na' })).toBeVisible();
  for (const note of ['VIP customer', 'Chengdu', 'Back to you']) await expect(visitorPage.getByText(note)).toHaveCount(0);

  await new ChatTools(one.page).endSession();
  await expect(visitor.system(/The session has ended/).first()).toBeVisible();
  // The list's preview of the ended chat is the line in the agent's language, never a placeholder or a code.
  await expect(c1.session(id)).toContainText('Ended · Chat ended');
  await one.offDuty();
  await two.offDuty();
  await visitorContext.close();
});
