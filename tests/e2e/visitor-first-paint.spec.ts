import { expect, test, type Page } from './journey';
import { holdApp } from './pages/phone';

/** Text only socket.io-client's transport code carries (engine.io-client): how a script is recognised as it. */
const SOCKET_CLIENT_MARK = 'xhr poll error';

/**
 * Every script the page downloads, in the order the answers arrive (listed at once, so a call answered later sees
 * them counted even before their bodies are read), each marked once its body shows it is socket.io-client.
 */
function watchScripts(page: Page) {
  const scripts: { url: string; socketClient: boolean; read: Promise<unknown> }[] = [];
  page.on('response', (res) => {
    if (!new URL(res.url()).pathname.startsWith('/assets/') || !res.url().endsWith('.js')) return;
    const script = { url: res.url(), socketClient: false, read: Promise.resolve() as Promise<unknown> };
    script.read = res.text().then((body) => (script.socketClient = body.includes(SOCKET_CLIENT_MARK)), () => undefined);
    scripts.push(script);
  });
  return scripts;
}

test('the visitor page paints its header and the announcement from the HTML alone, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/newhuang/chat');
  await expect(page.getByRole('heading', { name: 'Customer service' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Announcement');
  await expect(page.getByText('Loading…')).toBeVisible();
  await context.close();

  // The same first screen in Chinese for a browser that asks for it.
  const zh = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-CN' });
  const zhPage = await zh.newPage();
  await zhPage.goto('/newhuang/chat');
  await expect(zhPage.getByRole('heading', { name: '在线客服' })).toBeVisible();
  await expect(zhPage.getByRole('note')).toContainText('公告');
  await zh.close();
});

test('socket.io-client is not part of the first load: the classic chat fetches it once the chat starts, the AI chat never', async ({ page }) => {
  const scripts = watchScripts(page);
  let identified = -1;
  page.on('response', (res) => {
    if (res.url().includes('/im/getCurrentUser') && identified < 0) identified = scripts.length;
  });
  await page.addInitScript(() => localStorage.setItem('ccim_locale', 'en'));
  await page.goto('/newhuang/chat');
  await expect(page.getByRole('button', { name: 'Human agent' })).toBeVisible();
  // The chat connects its socket: socket.io-client arrives then, after the visitor was identified.
  await expect.poll(() => scripts.some((s) => s.socketClient)).toBe(true);
  expect(identified).toBeGreaterThan(0);
  await Promise.all(scripts.map((s) => s.read));
  expect(scripts.slice(0, identified).filter((s) => s.socketClient).map((s) => s.url)).toEqual([]);

  const aiScripts = watchScripts(page);
  await page.goto('/newhuang/aiChat');
  await expect(page.getByRole('heading', { name: 'AI assistant' })).toBeVisible();
  await expect(page.getByTestId('ai-answer').first()).toBeVisible();
  expect(aiScripts.length).toBeGreaterThan(0);
  await Promise.all(aiScripts.map((s) => s.read));
  expect(aiScripts.filter((s) => s.socketClient).map((s) => s.url)).toEqual([]);
});

test('on a slow phone, the language switch the server drew works before the app arrives: the page comes back in Chinese', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' });
  const page = await context.newPage();
  const app = await holdApp(page);
  await page.goto('/newhuang/chat', { waitUntil: 'domcontentloaded' });
  await app.held;
  await expect(page.getByRole('heading', { name: 'Customer service' })).toBeVisible();
  await page.getByRole('button', { name: /Switch to Chinese/ }).tap();
  await expect(page.getByRole('heading', { name: '在线客服' })).toBeVisible();
  await app.release();
  await expect(page.getByRole('button', { name: '发送' })).toBeVisible();
  await expect(page.getByRole('button', { name: /切换到英文/ })).toBeVisible();
  await context.close();
});
