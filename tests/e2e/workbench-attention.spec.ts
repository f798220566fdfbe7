import { expect, test, type Page } from './journey';
import { atDesk, ChatTools, Conversation, servedByAgent5, unique } from './pages/workbench';

// agent5 serves here as in the other workbench journeys; this one ends its chat and turns agent5 off again.

interface Shown {
  title: string;
  body?: string;
  tag?: string;
}
type Stubbed = Window & { __notes: Shown[]; __hidden: boolean; __asked: number; __last?: { onclick: (() => void) | null } };

/**
 * Before the page's own scripts: a Notification that records what it is asked to show (and asks no one), and a
 * document whose visibility the test decides.
 */
function stubNotifications() {
  const w = window as unknown as Stubbed;
  w.__notes = [];
  w.__hidden = false;
  w.__asked = 0;
  Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => (w.__hidden ? 'hidden' : 'visible') });
  class RecordingNotification {
    static permission: NotificationPermission = 'default';
    static requestPermission() {
      w.__asked += 1;
      RecordingNotification.permission = 'granted';
      return Promise.resolve('granted' as const);
    }
    onclick: (() => void) | null = null;
    constructor(title: string, o?: NotificationOptions) {
      w.__notes.push({ title, body: o?.body, tag: o?.tag });
      w.__last = this;
    }
    close() {}
  }
  Object.defineProperty(window, 'Notification', { configurable: true, writable: true, value: RecordingNotification });
}

const shown = (page: Page) => page.evaluate(() => (window as unknown as Stubbed).__notes);
const hide = (page: Page, hidden: boolean) => page.evaluate((h) => ((window as unknown as Stubbed).__hidden = h), hidden);

test('the tab title counts unread messages; opted-in desktop notifications come only while the tab is hidden, and a click opens the chat', async ({ browser }) => {
  const agent = await atDesk(browser, 'agent5', { ready: true, context: { permissions: ['notifications'] }, init: stubNotifications });
  const { page } = agent;
  await expect(page).toHaveTitle('Workbench');

  // Opt in: the browser is asked once and the bell says it is on.
  await page.getByRole('button', { name: /^Desktop notifications are off/ }).click();
  await expect(page.getByRole('button', { name: /^Desktop notifications are on/ })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => (window as unknown as Stubbed).__asked)).toBe(1);

  // The tab goes to the background; a visitor comes and writes.
  await hide(page, true);
  const first = unique('Notify me about parcel');
  const { context, visitor } = await servedByAgent5(browser, first);
  await expect.poll(async () => (await shown(page)).map((n) => n.body)).toContain(first);
  const row = page.getByTestId('wb-session').filter({ hasText: first });
  const id = (await row.getAttribute('data-session'))!;
  const name = (await row.getByTestId('wb-session-name').textContent())!;
  const notes = await shown(page);
  expect(notes).toContainEqual({ title: `New message from ${name}`, body: first, tag: `ccim-${id}` });
  expect(notes.some((n) => n.title === `New chat with ${name}`)).toBe(true);

  // The title counts the unread messages, as the row's badge does.
  const badge = new Conversation(page).session(id).getByTestId('wb-unread');
  await expect(badge).toBeVisible();
  await expect(page).toHaveTitle(`(${await badge.textContent()}) Workbench`);

  // Visible again: a new message raises the count but shows no notification.
  await hide(page, false);
  const before = (await shown(page)).length;
  const count = Number(await badge.textContent());
  await visitor.send('Still waiting');
  await expect(page).toHaveTitle(`(${count + 1}) Workbench`);
  expect(await shown(page)).toHaveLength(before);

  // Clicking the notification opens its chat: nothing is unread any more.
  await page.evaluate(() => (window as unknown as Stubbed).__last?.onclick?.());
  await expect(page.getByTestId('wb-messages')).toHaveAttribute('data-session', id);
  await expect(page).toHaveTitle('Workbench');

  // In Chinese: the title and the bell.
  await page.getByTestId('language-button').click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page).toHaveTitle('工作台');
  await expect(page.getByRole('button', { name: /^桌面通知已开启/ })).toBeVisible();

  await new ChatTools(page).endSession();
  await agent.offDuty();
  await context.close();
});
