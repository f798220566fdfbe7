import { expect, test, type WebSocketRoute } from '@playwright/test';
import { VisitorChat } from './pages/visitor';
import { atDesk, ChatTools, Conversation, unique } from './pages/workbench';

// agent5 serves here as in the other workbench journeys; the journey ends its chat and turns agent5 off again.

test("a message the agent read while the visitor's connection was down shows 'Read' once the visitor is back", async ({ browser }) => {
  const agent = await atDesk(browser, 'agent5', { ready: true });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // The visitor's sockets pass through here, so the test can cut them and refuse new ones for a while.
  let down = false;
  const live: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (down) return void ws.close();
    ws.connectToServer();
    live.push(ws);
  });
  await page.route(/\/socket\.io\/.*transport=polling/, (route) => (down ? route.abort() : route.continue()));

  const visitor = new VisitorChat(page);
  await visitor.open('/newhuang/chat');
  await visitor.askHuman();
  await expect(visitor.system(/杨帆/)).toBeVisible();
  const first = unique('Has my crate left Shenzhen');
  await visitor.send(first);
  const mine = page.getByTestId('msg-2').filter({ hasText: first });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('Read')).toHaveCount(0);

  // The visitor's connection drops; meanwhile the agent opens the chat and so reads the message.
  down = true;
  await Promise.all(live.splice(0).map((ws) => ws.close()));
  const c = new Conversation(agent.page);
  const row = agent.page.getByTestId('wb-session').filter({ hasText: first });
  await expect(row.getByTestId('wb-unread')).toBeVisible();
  const read = agent.page.waitForResponse((r) => r.url().includes('/workbench/readMsg') && r.ok());
  await c.openBy(first);
  await read;
  await expect(mine.getByText('Read')).toHaveCount(0);

  // Back online: the page reconnects and learns the agent's read mark it missed.
  down = false;
  await expect(mine.getByText('Read')).toBeVisible({ timeout: 20_000 });

  await new ChatTools(agent.page).endSession();
  await agent.offDuty();
  await context.close();
});
