import path from 'node:path';
import { expect, test, type Browser, type Locator } from './journey';
import { chatAction } from './pages/chatActions';
import { signIn } from './pages/shell';
import { ManagementPage } from './pages/management';
import { AgentChat, VisitorChat } from './pages/visitor';
import { ChatTools, onDuty, type OnDuty, unique } from './pages/workbench';

// Agents of these journeys serve in no other spec: agent3 (images, revocation), agent4 (blacklist) and agent6
// (evaluation). Each journey turns only its own agent on and off again, and ends its chat, so the least-loaded
// routing sends every new visitor to the one agent that is ready.

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const PNG = path.join(FIXTURES, 'parcel.png');
const NOT_AN_IMAGE = path.join(FIXTURES, 'delivery-notes.txt');

/** A text no earlier run has used, to find this journey's chat among the agent's others. */
interface Chat {
  agent: OnDuty;
  tools: ChatTools;
  visitor: VisitorChat;
  close(): Promise<void>;
}

/** A phone-sized visitor asks for a human, is served by `username` (named in the visitor's line) and writes `first`. */
async function chatWith(browser: Browser, username: string, agentName: RegExp, first: string): Promise<Chat> {
  const agent = await onDuty(browser, username);
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const visitor = new VisitorChat(await visitorContext.newPage());
  await visitor.open('/newhuang/chat');
  await visitor.askHuman();
  await expect(visitor.system(agentName)).toBeVisible();
  await visitor.send(first);
  const chat = new AgentChat(agent.page);
  await chat.sessions().filter({ hasText: first }).click();
  await expect(chat.visitorMessages().filter({ hasText: first })).toBeVisible();
  return {
    agent,
    tools: new ChatTools(agent.page),
    visitor,
    async close() {
      await agent.offDuty();
      await visitorContext.close();
    },
  };
}

/** Resolves once the image has been fetched and decoded (a broken address has no natural width). */
async function loaded(img: Locator) {
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
}

test('agent and visitor exchange images; a file that is not an image or too large is refused with a clear message', async ({ browser }) => {
  const c = await chatWith(browser, 'agent3', /刘洋/, unique('Photo of my damaged box'));
  const { tools, visitor } = c;

  // A text file is refused before anything is uploaded, and nothing is offered for sending.
  await tools.pickImage(NOT_AN_IMAGE);
  await expect(tools.composer.getByText('delivery-notes.txt is not an image (JPEG, PNG, GIF or WebP)')).toBeVisible();
  await expect(tools.imageDialog).toHaveCount(0);
  // So is an image over the 5 MB the server takes.
  await tools.pickImage({ name: 'scan.png', mimeType: 'image/png', buffer: Buffer.alloc(5.5 * 1024 * 1024) });
  await expect(tools.composer.getByText('scan.png is too large (5.5 MB; the limit is 5 MB)')).toBeVisible();
  await expect(tools.imageDialog).toHaveCount(0);

  // A PNG is previewed, sent, and reaches the visitor; the error goes away.
  await tools.pickImage(PNG);
  await expect(tools.imageDialog).toBeVisible();
  await loaded(tools.imageDialog.getByRole('img', { name: /Image to send|待发送的图片/ }));
  await expect(tools.composer.getByText(/is not an image|is too large/)).toHaveCount(0);
  await tools.imageDialog.getByRole('button', { name: /^(Send|发送)$/ }).click();
  await expect(tools.imageDialog).toBeHidden();
  await expect(tools.images(1)).toHaveCount(1);
  await loaded(tools.images(1));
  await expect(visitor.photos(1)).toHaveCount(1);
  await loaded(visitor.photos(1));

  // The visitor's photo reaches the agent.
  await visitor.sendImage(PNG);
  await expect(visitor.photos(2)).toHaveCount(1);
  await expect(tools.images(2)).toHaveCount(1);
  await loaded(tools.images(2));

  await tools.endSession();
  await expect(visitor.system(/The session has ended/)).toBeVisible();
  await c.close();
});

test('an agent revokes their own message and both sides show it as revoked', async ({ browser }) => {
  const c = await chatWith(browser, 'agent3', /刘洋/, unique('When does my parcel arrive?'));
  const { agent, tools, visitor } = c;
  const chat = new AgentChat(agent.page);

  const kept = unique('Let me check the tracking for you.');
  const wrong = unique('Your parcel was delivered yesterday.');
  await chat.reply(kept);
  await expect(visitor.agentMessages().filter({ hasText: kept })).toBeVisible();
  await chat.reply(wrong);
  await expect(visitor.agentMessages().filter({ hasText: wrong })).toBeVisible();

  await tools.revoke(wrong);
  const mine = tools.messages.getByTestId('wb-msg-1');
  await expect(mine.filter({ hasText: wrong })).toHaveCount(0);
  await expect(mine.filter({ hasText: /^(Revoked|已撤回)$/ })).toHaveCount(1);
  await expect(visitor.agentMessages().filter({ hasText: wrong })).toHaveCount(0);
  await expect(visitor.agentMessages().filter({ hasText: 'This message was revoked' })).toHaveCount(1);
  // Only the revoked one: the earlier reply stands on both sides.
  await expect(mine.filter({ hasText: kept })).toBeVisible();
  await expect(visitor.agentMessages().filter({ hasText: kept })).toBeVisible();

  // A reload reads the revocation back from the server.
  await visitor.page.reload();
  await expect(visitor.agentMessages().filter({ hasText: 'This message was revoked' })).toHaveCount(1);
  await expect(visitor.agentMessages().filter({ hasText: wrong })).toHaveCount(0);

  await tools.endSession();
  await c.close();
});

test('an agent blacklists the visitor from the chat; the visitor is refused a human politely and the entry is listed', async ({ browser }) => {
  const c = await chatWith(browser, 'agent4', /陈静/, unique('You people are useless'));
  const { agent, tools, visitor } = c;
  const reason = unique('Abusive language');

  await tools.blacklist(reason, /^(30 days|30 天)$/);
  await expect(agent.page.getByText('The visitor is on the blacklist now')).toBeVisible();
  await tools.endSession();
  await expect(visitor.system(/The session has ended/)).toBeVisible();

  await visitor.askHuman();
  await expect(visitor.page.getByRole('alert')).toHaveText('Sorry, we cannot connect you to an agent right now. Please call our hotline for help.');
  await expect(visitor.queuePosition).toHaveCount(0);
  await c.close();

  // A supervisor finds the entry by its reason, made by agent4, for 30 days.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, 'supervisor', '/blacklistMgt');
  const row = page.locator('.RaDatagrid-tbody tr').filter({ hasText: reason });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('agent4');
  await context.close();
});

test('the agent invites an evaluation and sees the visitor\'s rating, reasons and comment as they arrive', async ({ browser }) => {
  const c = await chatWith(browser, 'agent6', /赵敏/, unique('Where is my freight?'));
  const { agent, tools, visitor } = c;
  const comment = unique('Took three calls');

  await new AgentChat(agent.page).inviteEvaluation();
  await expect(await chatAction(agent.page, /^(Evaluation invited|已邀请评价)$/)).toBeDisabled();
  // Closes the "More actions" menu if the action was in it.
  await agent.page.keyboard.press('Escape');
  const form = visitor.evaluationForm;
  await expect(form).toBeVisible();

  await form.getByRole('radio').nth(2).click();
  await form.getByRole('group', { name: 'Logistics timeliness' }).getByRole('button', { name: 'Slow in transit' }).click();
  await form.getByRole('group', { name: 'Customer service' }).getByRole('button', { name: 'Problem not solved' }).click();
  await form.getByRole('textbox').fill(comment);
  await form.getByRole('button', { name: /^Submit$/ }).click();
  await expect(visitor.evaluationDone).toHaveText('Thank you for your evaluation!');

  // The card arrives live, without a reload.
  const card = tools.evaluationCard;
  await expect(card).toBeVisible();
  await expect(card).toContainText('3 of 5 — Neutral');
  await expect(card).toContainText('Logistics timeliness: Slow in transit');
  await expect(card).toContainText('Customer service: Problem not solved');
  await expect(card).toContainText(`Comment: ${comment}`);
  await expect(agent.page.getByText(/^(Evaluated|已评价)$/)).toBeVisible();

  // The visitor, still in the chat, writes again; after a reload the agent still sees the card.
  await expect(visitor.evaluationForm).toHaveCount(0);
  const after = unique('Thanks anyway');
  await visitor.send(after);
  const chat = new AgentChat(agent.page);
  await expect(chat.visitorMessages().filter({ hasText: after })).toBeVisible();
  await agent.page.reload();
  await chat.sessions().filter({ hasText: after }).click();
  await expect(chat.visitorMessages().filter({ hasText: after })).toBeVisible();
  await expect(card).toContainText('Logistics timeliness: Slow in transit');
  await expect(card).toContainText(`Comment: ${comment}`);

  await tools.endSession();
  await c.close();
});

test('the open chat follows new messages only while the agent is at the bottom; scrolled up, a button brings them down', async ({ browser }) => {
  const c = await chatWith(browser, 'agent3', /刘洋/, unique('My parcel has not moved'));
  const { agent, tools, visitor } = c;
  const chat = new AgentChat(agent.page);
  const visitorLine = (text: string) => chat.visitorMessages().filter({ hasText: text });
  const newMessages = agent.page.getByRole('button', { name: /^(New messages|有新消息)$/ });

  // Enough lines to scroll; at the bottom the agent sees each one arrive.
  let last = '';
  for (let i = 1; i <= 16; i++) {
    last = unique(`Line ${i} of my story`);
    await visitor.send(last);
    await expect(visitor.page.getByText(last)).toBeVisible();
  }
  await expect(visitorLine(last)).toBeInViewport();
  await expect(newMessages).toHaveCount(0);

  // Scrolled up, a new line does not move what the agent reads: a button says it came.
  await tools.messages.hover();
  await agent.page.mouse.wheel(0, -2000);
  await expect(visitorLine(last)).not.toBeInViewport();
  const later = unique('Are you still there?');
  await visitor.send(later);
  await expect(newMessages).toBeVisible();
  await expect(visitorLine(later)).not.toBeInViewport();
  await newMessages.click();
  await expect(visitorLine(later)).toBeInViewport();
  await expect(newMessages).toHaveCount(0);

  // Back at the bottom, the next line is followed again.
  const again = unique('Hello?');
  await visitor.send(again);
  await expect(visitorLine(again)).toBeInViewport();
  await expect(newMessages).toHaveCount(0);

  await tools.endSession();
  await c.close();
});

test('the agent sees when the visitor leaves the page and when they come back', async ({ browser }) => {
  const first = unique('Are you still there?');
  const c = await chatWith(browser, 'agent6', /赵敏/, first);
  const row = new AgentChat(c.agent.page).sessions().filter({ hasText: first });
  const context = c.visitor.page.context();
  await c.visitor.page.close();
  await expect(row).toContainText('Visitor left the page');
  // The same browser opens the chat again: the visitor keeps their identity and is back in the same chat.
  const again = new VisitorChat(await context.newPage());
  await again.open('/newhuang/chat');
  await expect(row).toContainText('In service');
  await expect(row).not.toContainText('Visitor left the page');
  await c.close();
});

test('an admin limits how fast a visitor may write; past it the visitor is told to slow down and the agent gets nothing of it', async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin');
  const settings = new ManagementPage(admin);
  const burst = 'Messages a visitor may send in 10 seconds';
  const perMinute = 'Messages a visitor may send per minute';
  // Both limits at 3: however slowly a loaded machine types the four messages, the fourth is past a limit.
  await settings.open('/sessionServiceConfig');
  await settings.input(burst).fill('3');
  await settings.input(perMinute).fill('3');
  await settings.save();
  await expect(admin.getByText(/Settings updated|Done/)).toBeVisible();
  try {
    const first = unique('Quick question');
    const c = await chatWith(browser, 'agent6', /赵敏/, first);
    await c.visitor.send(`${first} 2`);
    await c.visitor.send(`${first} 3`);
    await c.visitor.send(`${first} too many`);
    await expect(c.visitor.page.getByRole('button', { name: 'You are sending messages too fast. Please wait a moment. Tap to retry' })).toBeVisible();
    const atAgent = new AgentChat(c.agent.page).visitorMessages();
    await expect(atAgent.filter({ hasText: `${first} 3` })).toBeVisible();
    await expect(atAgent.filter({ hasText: `${first} too many` })).toHaveCount(0);
    await c.close();
  } finally {
    await settings.open('/sessionServiceConfig');
    await settings.input(burst).fill('20');
    await settings.input(perMinute).fill('60');
    await settings.save();
    await expect(admin.getByText(/Settings updated|Done/)).toBeVisible();
    await admin.context().close();
  }
});
