import { expect, test, type WebSocketRoute } from './journey';
import { VisitorChat } from './pages/visitor';
import { atDesk, ChatTools, Conversation, unique } from './pages/workbench';

// agent5 serves here as in the other workbench journeys; the journey ends its chat and turns agent5 off again.

const RECONNECTING = 'Network disconnected, reconnecting…';
const VISITOR_LEFT = 'Visitor left the page';

test("a message the agent read while the visitor's connection was down shows 'Read' once the visitor is back", async ({ browser }) => {
  const agent = await atDesk(browser, 'agent5', { ready: true });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    // The visitor's socket.io websocket (the page's first transport) passes through the test, which can drop it.
    // Chromium's offline mode alone would not: an open websocket stays open, its frames are held back and delivered
    // once back online (the live read event among them), and the server still counts the visitor as there. What
    // offline mode does do is make the page's new connections fail (error, then close) as on a real outage.
    const live: WebSocketRoute[] = [];
    let attempts = 0;
    await context.routeWebSocket(/\/socket\.io\//, (ws) => {
      attempts++;
      ws.connectToServer();
      live.push(ws);
    });
    const page = await context.newPage();
    const visitor = new VisitorChat(page);
    await visitor.open('/newhuang/chat');
    await visitor.askHuman();
    await expect(visitor.system(/杨帆/)).toBeVisible();
    const first = unique('Has my crate left Shenzhen');
    await visitor.send(first);
    const mine = page.getByTestId('msg-2').filter({ hasText: first });
    const read = mine.getByText('Read', { exact: true });
    await expect(mine).toBeVisible();

    // The agent has the chat in the list, unread: nothing has read the message yet.
    const c = new Conversation(agent.page);
    const row = agent.page.getByTestId('wb-session').filter({ hasText: first });
    await expect(row.getByTestId('wb-unread')).toBeVisible();
    await expect(read).toHaveCount(0);
    expect(live.length).toBeGreaterThan(0);

    // The visitor's connection drops. The page says it is reconnecting; the server has no socket of the visitor
    // left (the agent's list says the visitor left), so a live read event would reach nobody.
    await context.setOffline(true);
    await Promise.all(live.splice(0).map((ws) => ws.close()));
    const cut = attempts;
    await expect(page.getByText(RECONNECTING, { exact: true })).toBeVisible();
    await expect(row).toContainText(VISITOR_LEFT);

    // Meanwhile the agent opens the chat, which reads the message: the server records the agent's read mark.
    const marked = agent.page.waitForResponse((r) => r.url().includes('/workbench/readMsg') && r.request().method() === 'PUT');
    const sessionId = await c.openBy(first);
    expect((await marked).ok()).toBe(true);
    await expect(c.session(sessionId).getByTestId('wb-unread')).toHaveCount(0);
    // The page has tried again while offline, and failed: it is still reconnecting, and shows no read mark.
    await expect.poll(() => attempts).toBeGreaterThan(cut);
    await expect(page.getByText(RECONNECTING, { exact: true })).toBeVisible();
    await expect(read).toHaveCount(0);

    // The connection is back: the page reconnects by itself (its retries back off up to a few seconds), and the
    // sync after the reconnect tells it the read mark it missed.
    await context.setOffline(false);
    await expect(page.getByText(RECONNECTING, { exact: true })).toBeHidden({ timeout: 20_000 });
    await expect(c.session(sessionId)).not.toContainText(VISITOR_LEFT);
    await expect(read).toBeVisible();

    await new ChatTools(agent.page).endSession();
    await expect(visitor.system(/The session has ended/).first()).toBeVisible();
  } finally {
    await agent.offDuty();
    await context.close();
  }
});
