import { expect, test, type Browser, type Page } from './journey';
import { seriousViolations } from './pages/axe';
import { signInOnPhone } from './pages/phoneSignIn';
import { signIn } from './pages/shell';
import { VisitorChat } from './pages/visitor';

/**
 * Issue 37 (the customers screen): an admin finds a customer by a waybill number they wrote, reads their chat in
 * place, writes a note and merges in another customer through the Merge button, in English and in Chinese; on a
 * phone the page is no wider than the window.
 */

const TEXTS = {
  en: { search: 'Search', read: /^Read the chat of/, back: 'Back to the customer', notes: 'Notes', save: 'Save', saved: 'Saved', merge: 'Merge…', pick: /^Customer to merge in/, confirm: 'Merge', merged: 'Customers merged', chats: 'Chats' },
  zh: { search: '搜索', read: /^查看 .* 的会话$/, back: '返回客户信息', notes: '备注', save: '保存', saved: '已保存', merge: '合并…', pick: /^要并入的客户/, confirm: '合并', merged: '客户已合并', chats: '会话' },
} as const;

/** A waybill number of this run only (the database keeps earlier runs' chats). */
const waybill = (tail: number) => `SF${(Date.now() + tail).toString().slice(-10)}`;

/** A visitor on a phone who asks the robot about a waybill: a customer of their own with one chat. */
async function visitorAsking(browser: Browser, locale: 'en' | 'zh', no: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const visitor = new VisitorChat(await context.newPage());
  await visitor.open('/newhuang/chat', locale);
  await visitor.send(locale === 'en' ? `Where is my parcel ${no}?` : `我的快递 ${no} 到哪了？`);
  await expect(visitor.robotAnswers().last()).toBeVisible();
  return context;
}

/** Opens Customers from the menu and the customer the search box finds by `text` (one row). */
async function openCustomer(page: Page, locale: 'en' | 'zh', text: string) {
  await page.getByTestId('menu-customerMgt').click();
  await page.waitForURL((url) => url.pathname === '/customerMgt');
  await page.getByPlaceholder(TEXTS[locale].search).fill(text);
  await page.waitForURL((url) => decodeURIComponent(url.search).includes(text));
  const rows = page.locator('.RaDatagrid-tbody tr');
  await expect(rows).toHaveCount(1);
  await rows.first().click();
  await page.waitForURL(/\/customerMgt\/[^/]+$/);
  await expect(page.getByTestId('customer-name')).toBeVisible();
}

for (const locale of ['en', 'zh'] as const) {
  test(`an admin finds a customer by waybill number, reads a chat in place, writes a note and merges another customer in (${locale})`, async ({ browser }) => {
    const t = TEXTS[locale];
    const first = waybill(0);
    const second = waybill(7);
    const visitors = [await visitorAsking(browser, locale, first), await visitorAsking(browser, locale, second)];

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript((l) => localStorage.setItem('ccim_locale', l), locale);
    await signIn(page, 'admin');
    await openCustomer(page, locale, first);

    // Their chat, read in place and closed again; the waybill they wrote, with its state.
    const chats = page.getByTestId('customer-chats').getByRole('listitem');
    await expect(chats).toHaveCount(1);
    await expect(page.getByTestId('customer-waybills')).toContainText(first);
    await chats.first().getByRole('button', { name: t.read }).click();
    await expect(page.getByTestId('customer-transcript')).toContainText(first);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t.back }).click();
    await expect(chats).toHaveCount(1);

    // A note, kept: it is there again after the page loads anew.
    const note = `Prefers calls after 6pm ${Date.now()}`;
    await page.getByRole('textbox', { name: t.notes }).fill(note);
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: t.notes })).toHaveValue(note);

    // The other customer, picked by their waybill number and merged in: their chat and waybill are this customer's now.
    await page.getByRole('button', { name: t.merge }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: t.pick }).fill(second);
    await expect(page.getByRole('option')).toHaveCount(1);
    await page.getByRole('option').click();
    await dialog.getByRole('button', { name: t.confirm, exact: true }).click();
    await expect(page.getByText(t.merged)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(chats).toHaveCount(2);
    await expect(page.getByTestId('customer-waybills')).toContainText(second);
    await expect(page.getByTestId('customer-identities').getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('textbox', { name: t.notes })).toHaveValue(note);
    expect(await seriousViolations(page)).toEqual([]);

    // The merged-in customer is found by their waybill number as this one.
    await openCustomer(page, locale, second);
    await expect(page.getByRole('textbox', { name: t.notes })).toHaveValue(note);

    for (const c of [...visitors, context]) await c.close();
  });
}

test('the customers screen and a customer page fit a 390-px phone', async ({ browser }) => {
  const no = waybill(13);
  const visitor = await visitorAsking(browser, 'en', no);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInOnPhone(page, 'admin', '/customerMgt');
  const width = () => page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  await expect(page.locator('main ul li').first()).toBeVisible();
  let w = await width();
  expect(w.scrollWidth).toBeLessThanOrEqual(w.innerWidth);
  await page.getByPlaceholder('Search').fill(no);
  await page.waitForURL((url) => decodeURIComponent(url.search).includes(no));
  await expect(page.locator('main ul li')).toHaveCount(1);
  await page.locator('main ul li').click();
  await expect(page.getByTestId('customer-chats')).toBeVisible();
  w = await width();
  expect(w.scrollWidth).toBeLessThanOrEqual(w.innerWidth);
  await page.getByRole('button', { name: /^Read the chat of/ }).click();
  await expect(page.getByTestId('customer-transcript')).toContainText(no);
  w = await width();
  expect(w.scrollWidth).toBeLessThanOrEqual(w.innerWidth);
  await visitor.close();
  await context.close();
});
