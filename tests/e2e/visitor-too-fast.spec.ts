import { expect, test } from './journey';
import { VisitorChat } from './pages/visitor';

const REFUSAL = { en: 'You are sending messages too fast. Please wait a moment.', zh: '您发送消息太快了，请稍等片刻。' };

for (const lang of ['en', 'zh'] as const) {
  test(`a visitor past the message burst is told politely to wait (${lang})`, async ({ page }) => {
    const chat = new VisitorChat(page);
    await chat.open('/newhuang/chat', lang);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('ccim_visitor_token'))).toBeTruthy();
    // A script in the page sends the 20 questions of the burst (the service settings' default) at once.
    await page.evaluate(() => {
      const token = localStorage.getItem('ccim_visitor_token') ?? '';
      const ask = () => fetch('/ccim-robot/api/im/answer', { method: 'POST', headers: { 'content-type': 'application/json', 'x-visitor-token': token }, body: JSON.stringify({ question: 'hello', channel: 100 }) });
      return Promise.all(Array.from({ length: 20 }, ask));
    });
    await chat.send(lang === 'en' ? 'Where is my parcel?' : '我的包裹在哪里？');
    await expect(page.getByRole('alert')).toHaveText(REFUSAL[lang]);
  });
}
