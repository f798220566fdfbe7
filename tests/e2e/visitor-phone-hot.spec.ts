import { expect, test } from './journey';
import { LANGS, phoneVisitor } from './pages/phone';

const CJK = /[\u4e00-\u9fff]/;
const T = {
  en: { title: 'Popular questions', question: 'How long does delivery take', answer: '1–2 days', other: '快递几天能到' },
  zh: { title: '热门问题', question: '快递几天能到', answer: '1-2 天', other: 'How long does delivery take' },
};

for (const lang of LANGS) {
  test(`(${lang}) the popular questions are in the page's language, follow a language switch, and answer when tapped`, async ({ browser }) => {
    const t = T[lang];
    const { context, visitor, page } = await phoneVisitor(browser, lang);
    const hot = page.locator('.hot');
    await expect(hot.getByText(t.title)).toBeVisible();
    const chips = hot.getByRole('button');
    await expect(chips.filter({ hasText: t.question })).toBeVisible();
    await expect(chips.filter({ hasText: t.other })).toHaveCount(0);
    const texts = await chips.allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(CJK.test(text), text).toBe(lang === 'zh');

    // Switching the page's language switches the list.
    await page.getByRole('button', { name: lang === 'en' ? 'Switch to Chinese' : '切换到英文' }).click();
    await expect(chips.filter({ hasText: t.other })).toBeVisible();
    await expect(chips.filter({ hasText: t.question })).toHaveCount(0);
    await page.getByRole('button', { name: lang === 'en' ? '切换到英文' : 'Switch to Chinese' }).click();

    await chips.filter({ hasText: t.question }).click();
    await expect(visitor.robotAnswers().last()).toContainText(t.answer);
    await context.close();
  });
}
