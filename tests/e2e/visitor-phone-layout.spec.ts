import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './journey';
import sharp from 'sharp';
import { drawn, expectPhoneFriendly, LANGS, phoneVisitor } from './pages/phone';
import { AiChat, VisitorCards, VisitorChat } from './pages/visitor';

/** Leaves the queue before the page closes, so a later journey's agent is not handed this visitor and its messages. */
async function leaveQueue(page: Page, name: string) {
  const leave = page.getByRole('button', { name });
  if (!(await leave.isVisible())) return;
  await leave.click();
  await expect(leave).toHaveCount(0);
}

const T = {
  en: { question: 'How long does delivery take', answer: '1–2 days', hot: 'Popular questions', pickup: /^Book a pickup$/, leave: 'Leave the queue' },
  zh: { question: '快递几天能到', answer: '1-2 天', hot: '热门问题', pickup: /^预约寄件$/, leave: '退出排队' },
};

for (const lang of LANGS) {
  test(`(${lang}) every tap target is at least 44 px, fields are 16 px and nothing is wider than the phone, in each state of the chat`, async ({ browser }) => {
    const { context, visitor, page } = await phoneVisitor(browser, lang);
    const t = T[lang];
    await expect(page.getByText(t.hot)).toBeVisible();
    await expectPhoneFriendly(page, 'on opening');

    await visitor.send(t.question);
    await expect(visitor.robotAnswers().last()).toContainText(t.answer);
    await expect(visitor.robotAnswers().last().getByRole('button')).toHaveCount(2);
    await expectPhoneFriendly(page, 'with a robot answer, its votes and the robot rating');

    await visitor.send('YT1234567890123');
    await expect(visitor.robotAnswers().last()).toContainText('YT1234567890123');
    await expectPhoneFriendly(page, 'with a waybill card and its skills');

    const cards = new VisitorCards(page);
    await cards.quickAction(t.pickup).click();
    await expect(cards.pickupForm).toBeVisible();
    await expectPhoneFriendly(page, 'with the pickup form open');
    await cards.pickupForm.getByRole('button', { name: /^(Cancel|取消)$/ }).click();

    await visitor.askHuman();
    await expect(page.getByRole('button', { name: t.leave }).or(page.getByRole('button', { name: /^(End chat|结束会话)$/ }))).toBeVisible();
    await expectPhoneFriendly(page, 'waiting for or chatting with an agent');
    await leaveQueue(page, t.leave);
    await context.close();
  });

  test(`(${lang}) a new image scrolls fully into view, not cut off at the bottom`, async ({ browser }) => {
    // A tall photo: before it has loaded it takes no room, so a list scrolled to the bottom then would cut it off.
    const file = path.join(os.tmpdir(), `ccim-tall-${process.pid}-${lang}.png`);
    await sharp({ create: { width: 600, height: 900, channels: 3, background: '#c0603a' } }).png().toFile(file);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const visitor = new VisitorChat(page);
    // What the socket brings, to know when the image's message has arrived by every way it comes.
    const frames: string[] = [];
    page.on('websocket', (ws) => ws.on('framereceived', (f) => void frames.push(String(f.payload))));
    // The image itself is held back until its message is on screen, as on a slow phone network.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/uploads/**', async (route) => {
      await held;
      await route.continue();
    });
    await visitor.open('/newhuang/chat', lang);
    await visitor.askHuman();
    await expect(page.getByLabel(/^(Send an image|发送图片)$/)).toBeAttached();
    // Enough lines to make the list scroll.
    for (let i = 1; i <= 10; i++) await visitor.send(`line ${i} of a long story about my parcel`);
    await expect(page.getByTestId('msg-2').filter({ hasText: 'line 10 of' }).getByText(/^(Sending…|发送中…)$/)).toHaveCount(0);

    await visitor.sendImage(file);
    await expect(visitor.photos(2)).toHaveCount(1);
    await expect.poll(() => frames.some((f) => f.includes('"chatMessage"') && f.includes('"image"'))).toBe(true);
    // The page has drawn what it got (two animation frames), then the image arrives.
    await drawn(page);
    release();
    const img = visitor.photos(2).last();
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    const list = page.locator('.messages');
    await expect
      .poll(async () => {
        const [box, frame] = [await img.boundingBox(), await list.boundingBox()];
        return !!box && !!frame && box.height > 100 && box.y >= frame.y && box.y + box.height <= frame.y + frame.height;
      }, { message: 'the whole image is inside the message list' })
      .toBe(true);
    // And the list rests at its bottom.
    expect(await list.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)).toBeLessThanOrEqual(1);
    await leaveQueue(page, T[lang].leave);
    await context.close();
  });
}

for (const lang of LANGS) {
  test(`(${lang}) the AI chat and the evaluation page are as comfortable on a phone`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const ai = new AiChat(page);
    await ai.open(lang);
    await ai.ask(lang === 'en' ? 'How long does delivery take?' : '快递几天能到？');
    await expectPhoneFriendly(page, 'the AI chat with an answer and its votes');

    await page.goto('/evaluate/no-such-session');
    const form = page.getByRole('form', { name: /^(Rate our service|服务评价)$/ });
    await expect(form).toBeVisible();
    await form.getByRole('radio').nth(1).click();
    await expect(form.getByRole('group').first()).toBeVisible();
    await expectPhoneFriendly(page, 'the evaluation page with its reasons');
    await context.close();
  });
}
