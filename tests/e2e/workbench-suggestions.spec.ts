import { expect, test } from './journey';
import { atDesk, ChatTools, Conversation, servedByAgent5, unique } from './pages/workbench';

// agent5 serves here as in the other workbench journeys; each journey ends its chat and turns agent5 off again.

const CASES = [
  {
    locale: 'en' as const,
    hello: 'Hello there',
    question: 'How long does delivery take?',
    answer: 'Usually 1–2 days within a province, 2–4 days across provinces and 4–7 days to remote areas. The order page shows the estimate for your route.',
    source: 'Q&A',
    edit: ' Anything else I can help with?',
  },
  {
    locale: 'zh' as const,
    hello: '你好',
    question: '快递几天能到？',
    answer: '省内一般 1-2 天，跨省 2-4 天，偏远地区 4-7 天，具体以下单页面显示的预计时效为准。',
    source: '问答',
    edit: '还有其他问题吗？',
  },
];

for (const k of CASES) {
  test(`a visitor's question brings the Q&A answer as a suggestion; the agent picks it, edits it and sends (${k.locale})`, async ({ browser }) => {
    const agent = await atDesk(browser, 'agent5', { ready: true, locale: k.locale });
    const first = unique(k.hello);
    const { context, visitor } = await servedByAgent5(browser, first, k.locale);
    const c = new Conversation(agent.page);
    await c.openBy(first);

    // The visitor asks what the demo Q&A answers: the suggestion row above the composer offers that answer.
    await visitor.send(k.question);
    await expect(c.messages.getByTestId('wb-msg-2').filter({ hasText: k.question })).toBeVisible();
    const row = agent.page.getByRole('group', { name: k.locale === 'zh' ? '推荐回复' : 'Suggested replies' });
    const chip = row.getByRole('button').filter({ hasText: k.answer }).first();
    await expect(chip).toBeVisible();
    await expect(chip).toContainText(k.source);
    expect(await row.getByRole('button').count()).toBeLessThanOrEqual(3);

    // A click only fills the composer: nothing reaches the visitor until the agent sends.
    await chip.click();
    await expect(c.composer).toHaveValue(k.answer);
    await expect(visitor.agentMessages().filter({ hasText: k.answer })).toHaveCount(0);
    await c.composer.press('End');
    await c.composer.pressSequentially(k.edit);
    await agent.page.getByTestId('wb-composer').getByRole('button', { name: /^(Send|发送)$/ }).click();
    await expect(visitor.agentMessages().last()).toHaveText(`${k.answer}${k.edit}`);
    await expect(c.composer).toHaveValue('');

    await new ChatTools(agent.page).endSession();
    await agent.offDuty();
    await context.close();
  });
}
