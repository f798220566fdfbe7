import { expect, test } from './journey';
import { expectPhoneFriendly, LANGS, phoneVisitor } from './pages/phone';
import { AgentChat } from './pages/visitor';
import { onDuty } from './pages/workbench';

// agent5 serves in no other spec: it is the one agent on duty here, and goes off duty at the end.

const T = {
  en: {
    question: 'How long does delivery take',
    useful: 'Useful',
    notUseful: 'Not useful',
    thanks: 'Thanks for your feedback',
    refused: 'You have already rated this answer',
    serving: /is serving you/,
    star: 'Very satisfied',
    submit: 'Submit',
    done: 'Thank you for your evaluation!',
    endChat: 'End chat',
    confirm: 'End this chat? The agent will no longer be able to reply.',
    keep: 'Keep chatting',
    yes: 'End the chat',
    ended: 'The session has ended',
  },
  zh: {
    question: '快递几天能到',
    useful: '有用',
    notUseful: '没用',
    thanks: '感谢您的反馈',
    refused: '您已评价过该回答',
    serving: /为您服务/,
    star: '非常满意',
    submit: '提交',
    done: '感谢您的评价！',
    endChat: '结束会话',
    confirm: '确定结束本次会话吗？结束后客服将无法再回复您。',
    keep: '继续咨询',
    yes: '确认结束',
    ended: '会话已结束',
  },
};

for (const lang of LANGS) {
  test(`(${lang}) a refused second vote is not thanked; the evaluation happens inside the chat; ending the chat is confirmed and said once`, async ({ browser }) => {
    const t = T[lang];
    const { context, visitor, page } = await phoneVisitor(browser, lang);

    // A vote the server takes is thanked.
    await visitor.send(t.question);
    const answer = visitor.robotAnswers().last();
    await answer.getByRole('button', { name: t.useful, exact: true }).click();
    await expect(answer.getByText(t.thanks)).toBeVisible();
    // After a reload the buttons are back; the server refuses a second vote, and the page says so, not "thanks".
    await page.reload();
    const again = visitor.robotAnswers().filter({ hasText: lang === 'en' ? '1–2 days' : '1-2 天' }).last();
    await again.getByRole('button', { name: t.notUseful, exact: true }).click();
    await expect(again.getByRole('alert')).toHaveText(t.refused);
    await expect(again.getByText(t.thanks)).toHaveCount(0);

    // With an agent.
    const agent = await onDuty(browser, 'agent5');
    try {
      const first = `Hello from a phone ${lang} ${Date.now().toString(36)}`;
      await visitor.askHuman();
      await expect(visitor.system(t.serving)).toBeVisible();
      await visitor.send(first);
      const chat = new AgentChat(agent.page);
      await chat.sessions().filter({ hasText: first }).click();
      await expect(chat.visitorMessages().filter({ hasText: first })).toBeVisible();

      // The invitation opens the evaluation inside the chat: the address stays, the composer stays.
      await chat.inviteEvaluation();
      const form = visitor.evaluationForm;
      await expect(form).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/newhuang/chat');
      await expect(visitor.input).toBeVisible();
      const submit = form.getByRole('button', { name: t.submit, exact: true });
      await expect(submit).toBeDisabled();
      await form.getByRole('radio', { name: t.star }).click();
      await expect(submit).toBeEnabled();
      // A full-size button: the form's whole width (less its padding), and a comfortable height.
      const [button, box] = [await submit.boundingBox(), await form.boundingBox()];
      expect(button!.width).toBeGreaterThanOrEqual(box!.width - 2 * 12 - 1);
      expect(button!.height).toBeGreaterThanOrEqual(48);
      await expectPhoneFriendly(page, 'with the evaluation open');
      await submit.click();
      await expect(visitor.evaluationDone).toHaveText(t.done);
      await expect(form).toHaveCount(0);

      // Ending the chat asks first; keeping it changes nothing.
      await page.getByRole('button', { name: t.endChat, exact: true }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText(t.confirm);
      await expectPhoneFriendly(page, 'asking before ending the chat');
      await dialog.getByRole('button', { name: t.keep }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.endChat, exact: true })).toBeVisible();
      await expect(visitor.system(t.ended)).toHaveCount(0);

      await page.getByRole('button', { name: t.endChat, exact: true }).click();
      await dialog.getByRole('button', { name: t.yes }).click();
      await expect(visitor.system(t.ended)).toHaveCount(1);
      // Said once on the whole page: not again in the status bar.
      await expect(page.getByText(t.ended, { exact: true })).toHaveCount(1);
      await expect(page.getByRole('button', { name: t.endChat, exact: true })).toHaveCount(0);
    } finally {
      await agent.offDuty();
      await context.close();
    }
  });
}
