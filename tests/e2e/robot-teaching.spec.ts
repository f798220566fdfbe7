import { expect, test } from './journey';
import { seriousViolations } from './pages/axe';
import { adminOnScreen, agentAnswers, robotAnswerTo, unknownQuestion, type Lang } from './pages/robotLearning';

/** Each journey in one language on one window; together they cover both languages on both windows. */
const RUNS: { lang: Lang; width: number; height: number }[] = [
  { lang: 'en', width: 1280, height: 800 },
  { lang: 'zh', width: 390, height: 844 },
];

for (const run of RUNS) {
  test(`teach the robot a new entry drafted from the agent's reply (${run.lang}, ${run.width}×${run.height})`, async ({ browser }) => {
    const question = unknownQuestion();
    const reply = 'Zorblats travel as freight.\nBook a pickup a day ahead.';
    await agentAnswers(browser, [question], reply);

    const { context, page, screen } = await adminOnScreen(browser, run);
    const dialog = await screen.teach(question);
    await dialog.getByRole('button', { name: screen.t.newEntry }).click();
    await expect(dialog.getByRole('heading')).toHaveText(screen.t.newTitle(question));
    // The visitor's question and the agent's reply, drafted and editable.
    await expect(dialog.getByText(screen.t.fromAgent)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'answer' })).toHaveText('Zorblats travel as freight.Book a pickup a day ahead.');
    await expect(dialog.getByRole('textbox', { name: 'answer' }).locator('p')).toHaveCount(2);
    await screen.expectFits();
    expect(await seriousViolations(page)).toEqual([]);
    // The other way is one click away, and back: the draft is drawn again.
    await dialog.getByRole('button', { name: screen.t.existing }).click();
    await expect(dialog.getByRole('heading')).toHaveText(screen.t.whichEntry(question));
    await dialog.getByRole('button', { name: screen.t.newEntry }).click();
    await expect(dialog.getByRole('textbox', { name: 'answer' }).locator('p')).toHaveCount(2);
    await screen.chooseClass(dialog, screen.t.sending);
    await dialog.getByRole('button', { name: screen.t.create }).click();
    await expect(page.getByText(screen.t.created)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(screen.phone ? page.getByText(screen.t.handled).first() : screen.question(question)).toContainText(screen.t.handled);

    // The robot now answers the question itself, with the agent's words.
    await expect(await robotAnswerTo(browser, question)).toContainText('Zorblats travel as freight.');
    await context.close();
  });
}

const PROPOSAL_RUNS: { lang: Lang; width: number; height: number }[] = [
  { lang: 'zh', width: 1280, height: 800 },
  { lang: 'en', width: 390, height: 844 },
];

for (const run of PROPOSAL_RUNS) {
  test(`approve one proposal drawn from an agent's answer and dismiss another (${run.lang}, ${run.width}×${run.height})`, async ({ browser }) => {
    const kept = unknownQuestion();
    const dropped = unknownQuestion();
    await agentAnswers(browser, [kept, dropped], 'Quimbly flarns go by road, boxed.');

    const { context, page, screen } = await adminOnScreen(browser, run);
    await page.getByRole('tab', { name: screen.t.proposalsTab }).click();
    const card = screen.proposal(kept);
    await expect(card).toContainText(screen.t.asked(1));
    await expect(card).toContainText(screen.t.agentAnswer);
    await expect(card).toContainText('Quimbly flarns go by road, boxed.');
    await expect(card).toContainText(screen.t.proposeNew);
    await screen.expectFits();
    expect(await seriousViolations(page)).toEqual([]);

    // Opened and left: nothing happens.
    await screen.proposal(dropped).getByRole('button', { name: screen.t.review }).click();
    await page.getByRole('dialog').getByRole('button', { name: screen.t.cancel }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(screen.proposal(dropped)).toBeVisible();

    // Dismissed: gone from the list, nothing learned.
    await screen.proposal(dropped).getByRole('button', { name: screen.t.dismiss }).click();
    await expect(page.getByText(screen.t.dismissed)).toBeVisible();
    await expect(screen.proposal(dropped)).toHaveCount(0);

    // Approved as edited: the answer rewritten and a class chosen before approving.
    await card.getByRole('button', { name: screen.t.review }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toHaveText(screen.t.approveTitle(kept));
    await expect(dialog.getByRole('textbox', { name: 'answer' })).toHaveText('Quimbly flarns go by road, boxed.');
    await screen.chooseClass(dialog, screen.t.fee);
    await screen.writeAnswer(dialog, 'Quimbly flarns go by road in a box of their own.');
    await screen.expectFits();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: screen.t.approve }).click();
    await expect(page.getByText(screen.t.approved)).toBeVisible();
    await expect(screen.proposal(kept)).toHaveCount(0);

    await expect(await robotAnswerTo(browser, kept)).toContainText('Quimbly flarns go by road in a box of their own.');
    await expect(await robotAnswerTo(browser, dropped)).toContainText('Sorry, I could not find an answer');
    await context.close();
  });
}
