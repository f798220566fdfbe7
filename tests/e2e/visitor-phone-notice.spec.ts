import { expect, test, type BrowserContext, type Page } from './journey';
import { drawn, holdApp, LANGS, phoneVisitor } from './pages/phone';
import { signIn } from './pages/shell';

/** An administrator's calls on the announcements (`noticeMgt/`): the set-up, not what is tested. */
async function noticeAdmin(page: Page) {
  await signIn(page, 'admin');
  const token = await page.evaluate(() => localStorage.getItem('ccim_token'));
  const headers = { authorization: `Bearer ${token}` };
  const base = '/ccim-main/api/noticeMgt';
  const check = async (res: Awaited<ReturnType<Page['request']['get']>>) => {
    const body = (await res.json()) as { status: number; data: { id: string } };
    expect(body.status, JSON.stringify(body)).toBe(0);
    return body.data;
  };
  return {
    async publish(title: string, content: string) {
      const { id } = await check(await page.request.post(`${base}/add`, { headers, data: { title, content } }));
      await check(await page.request.put(`${base}/push/${id}`, { headers }));
      return id;
    },
    edit: async (id: string, title: string, content: string) => void (await check(await page.request.put(`${base}/edit/${id}`, { headers, data: { title, content } }))),
    remove: async (id: string) => void (await check(await page.request.delete(`${base}/delete/${id}`, { headers }))),
  };
}

const CLOSE = { en: 'Close', zh: '关闭' };

/**
 * The dismissal's cookie as the browser's network stack holds it. The page writes it with `document.cookie`, which
 * reaches that store by a message of its own: a reload sent right after the click can overtake it on a loaded host
 * (the server then drew the announcement again), which no visitor's hand is quick enough to do.
 */
const dismissal = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'ccim_notice_dismissed')?.value;

for (const lang of LANGS) {
  test(`(${lang}) a dismissed announcement stays dismissed over reloads until it changes`, async ({ browser }) => {
    const adminContext = await browser.newContext();
    const admin = await noticeAdmin(await adminContext.newPage());
    const stamp = `${lang}-${Date.now().toString(36)}`;
    const id = await admin.publish(`Holiday hours ${stamp}`, '<p>Pickups resume on <b>Monday</b>.</p>');
    try {
      const { context, page } = await phoneVisitor(browser, lang);
      const notice = page.getByRole('note');
      await expect(notice).toContainText(`Holiday hours ${stamp}: Pickups resume on Monday.`);
      const close = async () => {
        const before = await dismissal(context);
        await notice.getByRole('button', { name: CLOSE[lang] }).click();
        await expect(notice).toHaveCount(0);
        await expect.poll(() => dismissal(context)).not.toBe(before);
      };

      await close();
      // Reloaded: the page came with the same announcement and keeps it closed; the server no longer draws it.
      const served = await page.reload();
      expect(await served!.text()).not.toContain('class="notice"');
      await expect(page.getByRole('button', { name: /^(Send|发送)$/ })).toBeVisible();
      await drawn(page);
      await expect(notice).toHaveCount(0);

      // Edited: a new version, shown again.
      await admin.edit(id, `Holiday hours ${stamp}`, '<p>Pickups resume on <b>Tuesday</b>.</p>');
      await page.reload();
      await expect(notice).toContainText('Pickups resume on Tuesday.');
      await close();
      const again = await page.reload();
      expect(await again!.text()).not.toContain('class="notice"');
      await expect(page.getByRole('button', { name: /^(Send|发送)$/ })).toBeVisible();
      await drawn(page);
      await expect(notice).toHaveCount(0);

      // Edited again, on a slow phone: the app has not arrived, and the Close the server drew closes it all the same.
      await admin.edit(id, `Holiday hours ${stamp}`, '<p>Pickups resume on <b>Wednesday</b>.</p>');
      const app = await holdApp(page);
      await page.reload({ waitUntil: 'domcontentloaded' });
      await app.held;
      await expect(notice).toContainText('Pickups resume on Wednesday.');
      await close();
      await app.release();
      await expect(page.getByRole('button', { name: /^(Send|发送)$/ })).toBeVisible();
      await drawn(page);
      await expect(notice).toHaveCount(0);
      const later = await page.reload();
      expect(await later!.text()).not.toContain('class="notice"');
      await context.close();
    } finally {
      await admin.remove(id);
      await adminContext.close();
    }
  });
}
