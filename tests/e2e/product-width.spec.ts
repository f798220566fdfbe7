import { expect, test, type Browser, type Page } from './journey';
import fs from 'node:fs';
import { CHANNEL_ENTRIES } from '../../src/common/channels';
import { signIn } from './pages/shell';

/**
 * Issue 32: no page of the product is wider than its window, at 1280×800 and on a 390×844 phone: every menu
 * route of the back office (as the server gives the administrator's menu), every create page, the workbench and
 * its work-bill pages, the error pages, the sign-in page, and the visitor's chat, AI chat and evaluation pages.
 */
const SIZES = [
  { name: '1280×800', viewport: { width: 1280, height: 800 } },
  { name: '390×844 phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
] as const;

interface MenuItem {
  url: string;
  children: MenuItem[];
}
const flatten = (items: MenuItem[]): string[] => items.flatMap((i) => [i.url, ...flatten(i.children ?? [])]);

interface Resource {
  route?: string;
  editorRoute?: string;
  endpoints: { create?: unknown };
}
const resources = (JSON.parse(fs.readFileSync('resources.schema.json', 'utf8')) as { resources: Record<string, Resource> }).resources;
const CREATE_PAGES = [
  ...Object.values(resources).filter((r) => r.route && r.endpoints.create && !r.editorRoute).map((r) => `${r.route}/create`),
  '/ssoUsers/create',
];
const ERROR_PAGES = ['/error', '/no-such-page'];
const VISITOR_PAGES = [...new Set(CHANNEL_ENTRIES.map((c) => c.route)), '/evaluate/no-such-session'];

/** Counts the page's requests in flight (the realtime socket's long poll aside): a page is drawn when none is. */
function trackRequests(page: Page): () => number {
  const inflight = new Set<unknown>();
  const counted = (r: { url(): string; resourceType(): string }) => ['fetch', 'xhr', 'document', 'script', 'stylesheet'].includes(r.resourceType()) && !r.url().includes('/socket.io/');
  page.on('request', (r) => counted(r) && inflight.add(r));
  page.on('requestfinished', (r) => inflight.delete(r));
  page.on('requestfailed', (r) => inflight.delete(r));
  return () => inflight.size;
}

async function tooWide(page: Page, paths: string[]): Promise<string[]> {
  const inflight = trackRequests(page);
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect.poll(inflight, { timeout: 20_000 }).toBe(0);
    await expect(page.locator('.MuiLinearProgress-root, [role="progressbar"]').filter({ visible: true })).toHaveCount(0, { timeout: 15_000 });
    await page.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => done(undefined)))));
    const w = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    if (w.scroll > w.inner) wide.push(`${path}: ${w.scroll} > ${w.inner}`);
  }
  return wide;
}

async function context(browser: Browser, size: (typeof SIZES)[number]) {
  return browser.newContext({ ...size, viewport: size.viewport });
}

// The route walks are split in parts and the file's tests spread over the workers: the longest sets the layer's end.
test.describe.configure({ mode: 'parallel' });
const PARTS = 2;

for (const size of SIZES) for (let part = 0; part < PARTS; part++) {
  test(`${size.name}: every back-office and workbench route fits its window (admin, part ${part + 1} of ${PARTS})`, async ({ browser }) => {
    // About thirty pages, each drawn in full before it is measured.
    test.setTimeout(480_000);
    const c = await browser.newContext({ viewport: SIZES[0].viewport });
    const page = await c.newPage();
    await signIn(page, 'admin');
    await page.setViewportSize(size.viewport);
    const menu = ((await (await page.request.post('/sso/api/queryCurrentUserMenu', { data: {} })).json()) as { data: MenuItem[] }).data;
    const routes = [...new Set([...flatten(menu).filter((u) => u.startsWith('/')), '/', ...CREATE_PAGES, ...ERROR_PAGES])];
    expect(routes).toEqual(expect.arrayContaining(['/workbench', '/workbench/workbill', '/ssoUsers', '/auditLog', '/liveSupervision', '/apiTokenMgt']));
    // Each part measures every PARTS-th route, so together they measure all of them.
    expect(await tooWide(page, routes.filter((_, i) => i % PARTS === part))).toEqual([]);
    await c.close();
  });
}

for (const size of SIZES) {
  test(`${size.name}: the sign-in page and the visitor's pages fit their window`, async ({ browser }) => {
    const c = await context(browser, size);
    const page = await c.newPage();
    expect(await tooWide(page, ['/sso/login', ...VISITOR_PAGES])).toEqual([]);
    await c.close();
  });
}
