import { expect, test } from './journey';
import { signIn } from './pages/shell';
import { SupervisionPage } from './pages/supervision';
import { VisitorChat } from './pages/visitor';
import { atDesk, Conversation, unique } from './pages/workbench';

// Issue 32: after Take over the watch pane still said read-only and offered Take over; a whisper was labelled as
// an agent's note. agent6 (赵敏) serves here, present but busy (as in live-supervision.spec), so the visitor waits
// until the supervisor assigns them; the journey ends its chat.

test('a whisper is labelled as the supervisor\'s on both sides, and after Take over the pane says the chat is theirs', async ({ browser }) => {
  const agent = await atDesk(browser, 'agent6', { ready: false });
  const supContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const supPage = await supContext.newPage();
  await signIn(supPage, 'supervisor');
  const sup = new SupervisionPage(supPage);
  await sup.openFromMenu();

  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const visitor = new VisitorChat(await visitorContext.newPage());
  await visitor.open('/newhuang/chat', 'en');
  await visitor.askHuman();
  await expect(visitor.queuePosition).toBeVisible();
  const waiting = unique('My pallet is missing');
  await visitor.send(waiting);
  await expect(sup.waiting(waiting)).toBeVisible();
  await sup.assign(waiting, /^赵敏/);
  await expect(visitor.system(/赵敏/)).toBeVisible();
  // The rows show the chat's last message: one written after the assignment finds it.
  const next = unique('It was due on Monday');
  await visitor.send(next);
  const desk = new Conversation(agent.page);
  await desk.openBy(next);

  await sup.chat('赵敏', next).click();
  const pane = supPage.getByTestId('sv-watch');
  await expect(pane).toContainText('Read-only');
  const whisper = unique('Offer a pickup tomorrow');
  await sup.whisper(whisper);
  // The agent sees whose whisper it is, not an agent's note.
  await expect(desk.notes().filter({ hasText: whisper })).toBeVisible();
  await expect(desk.messages.getByText(/^Whisper from supervisor 王主管.* · staff only$/)).toBeVisible();
  await expect(supPage.getByTestId('sv-note').filter({ hasText: whisper })).toContainText('Whisper from supervisor 王主管');

  await pane.getByRole('button', { name: 'Take over' }).click();
  await supPage.getByRole('dialog').getByRole('button', { name: /^(Confirm|确认)$/ }).click();
  await expect(pane.getByRole('heading')).toContainText('served by 王主管');
  await expect(pane.getByTestId('sv-yours')).toHaveText(/You serve this chat now: answer the visitor in the workbench\./);
  await expect(pane).not.toContainText('Read-only');
  await expect(pane.getByRole('button', { name: 'Take over' })).toHaveCount(0);
  await expect(pane.getByRole('textbox', { name: /Whisper to the agent/ })).toHaveCount(0);
  // The pane's way to the chat: the workbench.
  await pane.getByRole('link', { name: 'Open the workbench' }).click();
  await expect(supPage).toHaveURL(/\/workbench$/);

  await visitor.endChat();
  await expect(visitor.system(/The session has ended/).first()).toBeVisible();
  await agent.offDuty();
  await supContext.close();
  await visitorContext.close();
});
