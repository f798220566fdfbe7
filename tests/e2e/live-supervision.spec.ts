import { expect, test } from './journey';
import { signIn } from './pages/shell';
import { SupervisionPage } from './pages/supervision';
import { VisitorChat } from './pages/visitor';
import { atDesk, Conversation, unique } from './pages/workbench';

// agent6 (赵敏) serves here, present but busy, so routing hands it nobody: the visitor waits until the supervisor
// chooses. The journey ends its chat and leaves agent6 as it found it.

test('a supervisor sees a visitor wait, assigns it, watches the chat live, whispers to the agent (who sees it, the visitor never) and takes the chat over', async ({ browser }) => {
  const agent = await atDesk(browser, 'agent6', { ready: false });
  const supContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const supPage = await supContext.newPage();
  await signIn(supPage, 'supervisor');
  const sup = new SupervisionPage(supPage);
  await sup.openFromMenu();

  // A visitor asks for a person and writes while waiting: the supervisor's page shows them, pushed.
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const visitorPage = await visitorContext.newPage();
  const visitor = new VisitorChat(visitorPage);
  await visitor.open('/newhuang/chat', 'en');
  await visitor.askHuman();
  await expect(visitor.queuePosition).toBeVisible();
  const waiting = unique('Where is my parcel');
  await visitor.send(waiting);
  await expect(sup.waiting(waiting)).toBeVisible();

  // The supervisor gives the visitor to agent6, busy as they are; it leaves the queue, the agent gets the chat.
  await sup.assign(waiting, /^赵敏/);
  await expect(sup.waiting(waiting)).toHaveCount(0);
  await expect(visitor.system(/赵敏/)).toBeVisible();
  // The chat's rows (the agent's and the supervisor's) show its last message.
  const next = unique('It was due yesterday');
  await visitor.send(next);
  const desk = new Conversation(agent.page);
  const id = await desk.openBy(next);

  // The supervisor watches the chat and sees its messages as they come.
  await sup.chat('赵敏', next).click();
  await expect(sup.transcript.getByText(waiting)).toBeVisible();
  const live = unique('Please hurry');
  await visitor.send(live);
  await expect(sup.transcript.getByText(live)).toBeVisible();
  await desk.composer.fill('Let me check that for you');
  await desk.composer.press('Enter');
  await expect(sup.transcript.getByText('Let me check that for you')).toBeVisible();

  // A whisper: the agent sees it as a note from the supervisor, the watcher too; the visitor never.
  const whisper = unique('Offer the delay voucher');
  await sup.whisper(whisper);
  await expect(desk.notes().filter({ hasText: whisper })).toBeVisible();
  await expect(supPage.getByTestId('sv-note').filter({ hasText: whisper })).toBeVisible();
  await desk.composer.fill('We will send you a voucher');
  await desk.composer.press('Enter');
  await expect(visitor.agentMessages().filter({ hasText: 'We will send you a voucher' })).toBeVisible();
  await expect(visitorPage.getByText(whisper)).toHaveCount(0);

  // The supervisor takes the chat over: it leaves agent6's list, the visitor is told, the supervisor serves it.
  await supPage.getByRole('button', { name: /^(Take over|接管)$/ }).click();
  await supPage.getByRole('dialog').getByRole('button', { name: /^(Confirm|确认)$/ }).click();
  await expect(supPage.getByText('You now serve this chat in the workbench')).toBeVisible();
  await expect(desk.session(id)).toHaveCount(0);
  await expect(visitor.system(/→ 王主管/)).toBeVisible();
  await expect(supPage.getByTestId('sv-watch').getByRole('heading')).toContainText('served by 王主管');

  // The page fits its window at 1280×800 and on a 390×844 phone.
  for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    await supPage.setViewportSize(size);
    await expect(sup.transcript).toBeVisible();
    // The layout follows the resize in a later frame: wait for it to settle within the window.
    await expect.poll(() => supPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }

  await visitor.endChat();
  await expect(visitor.system(/The session has ended/).first()).toBeVisible();
  await agent.offDuty();
  await supContext.close();
  await visitorContext.close();
});
