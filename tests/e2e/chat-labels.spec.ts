import { expect, test, type Page } from './journey';
import { ReportPage } from './pages/reports';
import { signIn } from './pages/shell';
import { atDesk, ChatTools, Conversation, servedByAgent5, unique } from './pages/workbench';

/**
 * Issue 36 (free labels on chats): the agent labels chats in the workbench through the labels field (typing, picking
 * a label in use, removing a chip), then a supervisor finds the chat in the history through the label filter.
 */

const DESK = { viewport: { width: 1280, height: 800 } };
const TEXT = {
  en: { field: 'Labels', filter: 'Label', keyword: /^Session ID or visitor$/, noData: /No data|no data/i },
  zh: { field: '标签', filter: '标签', keyword: /^会话ID或访客$/, noData: /暂无数据/ },
} as const;

/** Types a label into the chat's labels field and presses Enter. */
async function typeLabel(page: Page, field: string, label: string) {
  const input = page.getByTestId('wb-labels').getByRole('combobox', { name: field });
  await input.fill(label);
  await input.press('Enter');
  await expect(page.getByTestId('wb-labels').getByRole('button', { name: label, exact: true })).toBeVisible();
  await expect(input).toHaveValue('');
}

for (const lang of ['en', 'zh'] as const) {
  test(`an agent labels chats (typing, a suggestion, removing a chip); a supervisor finds one by its label in the history (${lang}, 1280×800)`, async ({ browser }) => {
    const t = TEXT[lang];
    // A short word of this run, so the labels stay under 40 characters and meet no other run's.
    const tag = unique('L').replace(/\s+/g, '').slice(-10);
    const [fragile, urgent, wrong] = [`${tag} fragile`, `${tag} urgent`, `${tag} wrong`];
    const agent = await atDesk(browser, 'agent5', { ready: true, locale: lang, context: DESK });
    const labels = agent.page.getByTestId('wb-labels');
    const chip = (label: string) => labels.getByRole('button', { name: label, exact: true });

    // The first chat: a label typed, spaces tidied by the server.
    const first = unique(lang === 'zh' ? '易碎品' : 'Fragile goods');
    const one = await servedByAgent5(browser, first, lang);
    await new Conversation(agent.page).openBy(first);
    await typeLabel(agent.page, t.field, `  ${tag}   fragile `);
    await expect(chip(fragile)).toBeVisible();

    // The second chat: the label in use is suggested as the agent types and picked; another typed, one removed.
    const second = unique(lang === 'zh' ? '加急' : 'Urgent please');
    const two = await servedByAgent5(browser, second, lang);
    const sessionId = await new Conversation(agent.page).openBy(second);
    await expect(labels.getByRole('button')).toHaveCount(0);
    await labels.getByRole('combobox', { name: t.field }).fill(tag.toUpperCase());
    await agent.page.getByRole('option', { name: fragile, exact: true }).click();
    await expect(chip(fragile)).toBeVisible();
    await typeLabel(agent.page, t.field, urgent);
    await typeLabel(agent.page, t.field, wrong);
    // The chip's delete icon (its only icon) takes the label off.
    await chip(wrong).locator('svg').click();
    await expect(chip(wrong)).toHaveCount(0);
    await expect(chip(urgent)).toBeVisible();
    // The first chat kept its own label only.
    await new Conversation(agent.page).openBy(first);
    await expect(chip(fragile)).toBeVisible();
    await expect(labels.getByRole('button')).toHaveCount(1);

    // The supervisor's history: the label filter suggests the label and finds the chat carrying it.
    const context = await browser.newContext(DESK);
    const page = await context.newPage();
    await signIn(page, 'supervisor');
    if (lang === 'zh') {
      await page.getByTestId('language-button').click();
      await page.getByRole('menuitem', { name: '简体中文' }).click();
    }
    const report = new ReportPage(page);
    await page.getByTestId('menu-historySessionReport').click();
    await expect(report.root).toBeVisible();
    const filter = report.root.getByRole('combobox', { name: t.filter, exact: true });
    await filter.fill(`${tag} ur`);
    await page.getByRole('option', { name: urgent, exact: true }).click();
    await expect(report.rows).toHaveCount(1);
    await expect(report.rows.first()).toContainText(sessionId);
    await expect(report.rows.first()).toContainText(`${fragile}; ${urgent}`);
    // Both chats carry the first label; the removed one is on none.
    await filter.fill(fragile.toUpperCase());
    await filter.press('Enter');
    await expect(report.rows).toHaveCount(2);
    await filter.fill(wrong);
    await filter.press('Enter');
    await expect(report.rows).toHaveCount(0);
    await expect(report.root.getByText(t.noData)).toBeVisible();

    // Both chats end here: left open, going off duty would put them back in the queue ahead of later journeys' visitors.
    const tools = new ChatTools(agent.page);
    for (const text of [first, second]) {
      await new Conversation(agent.page).openBy(text);
      await tools.endSession();
    }
    await agent.offDuty();
    await one.context.close();
    await two.context.close();
    await context.close();
  });
}
