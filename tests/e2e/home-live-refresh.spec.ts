import { expect, test, type WebSocketRoute } from './journey';
import { Shell, signIn } from './pages/shell';

/** Issue 19, defect 7: the dashboard follows the pushed counts while the socket is live, and polls only without it. */
test('the home dashboard does not poll while the header is live, refreshes on a pushed change, and polls every 15 s once the socket is down (supervisor)', async ({ page }) => {
  // Every socket goes through the test, so it can take the connection down later.
  let down = false;
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (down) return void ws.close();
    ws.connectToServer();
    sockets.push(ws);
  });
  await page.route(/\/socket\.io\/.*transport=polling/, (r) => (down ? r.abort() : r.continue()));
  const reads: number[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/home/statistics')) reads.push(Date.now());
  });
  await page.clock.install();
  await signIn(page, 'supervisor');
  const shell = new Shell(page);
  await expect(page.getByTestId('home-updated')).toContainText('live: updated as things change');
  await expect(shell.count('busyCount')).not.toHaveText('–');
  await expect.poll(() => reads.length).toBeGreaterThan(0);
  const before = reads.length;

  // Twenty seconds later there has been no timed read.
  await page.clock.fastForward('00:20');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
  expect(reads.length).toBe(before);

  // A pushed change (the supervisor's own availability) refreshes the figures.
  const refreshed = page.waitForRequest((r) => r.url().endsWith('/home/statistics'));
  await shell.availability.click();
  await refreshed;
  await shell.availability.click();

  // Without the socket the dashboard says so and reads its figures every 15 s.
  down = true;
  for (const ws of sockets) await ws.close();
  await expect(page.getByTestId('home-updated')).toContainText('connection lost: refreshed every 15 s');
  const polled = page.waitForRequest((r) => r.url().endsWith('/home/statistics'));
  await page.clock.fastForward('00:16');
  await polled;

  await page.evaluate(() => localStorage.setItem('ccim_locale', 'zh'));
  await page.reload();
  await expect(page.getByTestId('home-updated')).toContainText('连接已断开：每 15 秒刷新');
});
