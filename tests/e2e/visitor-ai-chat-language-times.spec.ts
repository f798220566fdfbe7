import { expect, test } from './journey';
import { AiChat, VisitorChat } from './pages/visitor';

const DELIVERED = 'YT9876543210987';

// A zone far from the company's (China): a time written on the server's or China's clock would show here.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, timezoneId: 'America/New_York' });

for (const lang of ['en', 'zh'] as const) {
  test(`(${lang}) the AI chat greets in the visitor's language only, and a parcel's times read as on the robot's card`, async ({ page, browser }) => {
    const ai = new AiChat(page);
    await ai.open(lang);
    const greeting = ai.answers().first().locator('.bubble');
    if (lang === 'zh') {
      await expect(greeting).toContainText('您好');
      await expect(greeting).not.toContainText(/[A-Za-z]{3,}/);
    } else {
      await expect(greeting).toContainText(/Hello|Hi/);
      await expect(greeting).not.toContainText(/[\u4e00-\u9fff]/);
    }

    const answer = await ai.ask(lang === 'zh' ? `${DELIVERED} 到哪了` : `where is ${DELIVERED}`);
    await expect(answer).toContainText(lang === 'zh' ? '已签收' : 'Delivered');

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, timezoneId: 'America/New_York' });
    const visitor = new VisitorChat(await context.newPage());
    await visitor.open('/newhuang/chat', lang);
    await visitor.send(DELIVERED);
    const latest = visitor.page.getByTestId('msg-3').last().locator('.tracks time').first();
    await expect(latest).toHaveText(/\d{2}:\d{2}/);
    await expect(answer).toContainText(`${await latest.innerText()} 深圳 ${lang === 'zh' ? '已签收，签收人：本人' : 'Delivered, signed by the receiver'}`);
    await context.close();
  });
}
