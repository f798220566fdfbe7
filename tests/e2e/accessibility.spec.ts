import { expect, test, type Page } from './journey';
import { seriousViolations } from './pages/axe';
import { signIn } from './pages/shell';
import { AgentChat, AiChat, VisitorChat } from './pages/visitor';
import { ChatTools, onDuty } from './pages/workbench';

/** Waits until react-admin shows no loading indicator and no skeleton. */
async function settled(page: Page) {
  await expect(page.locator('[role="progressbar"]')).toHaveCount(0, { timeout: 15_000 });
}

// The walks are split in parts and the file's tests spread over the workers: the longest test sets the layer's end.
test.describe.configure({ mode: 'parallel' });
const PARTS = 3;

for (const locale of ['en', 'zh'] as const) for (let part = 0; part < PARTS; part++) {
  test(`every back-office screen of the menu has no serious accessibility violation (${locale}, part ${part + 1} of ${PARTS})`, async ({ page }) => {
    test.setTimeout(480_000);
    await page.addInitScript((l) => localStorage.setItem('ccim_locale', l), locale);
    await signIn(page, 'admin');
    await settled(page);
    const failures: Record<string, string[]> = {};
    if (part === 0) {
      const home = await seriousViolations(page);
      if (home.length) failures['/'] = home;
    }

    const entries = page.locator('[data-testid^="menu-"]');
    // The menu is drawn once the user's menu has loaded, after the page itself: read it once it is there.
    await expect.poll(() => entries.count()).toBeGreaterThan(20);
    const codes = await entries.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!));
    expect(codes.length).toBeGreaterThan(20);
    // Each part takes every PARTS-th screen of the menu, so together they walk all of it.
    // The frame (the menu, the header, the tabs of the screens opened so far) is the same on every screen: it is
    // judged with each part's first screen; the others are judged in their own part of the page.
    for (const [i, code] of codes.filter((c, i) => c !== 'menu-home' && i % PARTS === part).entries()) {
      await page.getByTestId(code).click();
      await settled(page);
      const found = await seriousViolations(page, i === 0 ? undefined : 'main');
      if (found.length) failures[code] = found;
    }
    if (part !== PARTS - 1) {
      expect(failures).toEqual({});
      return;
    }
    // A form as its Create button opens it (every generated form has the same toolbar: Save, Cancel).
    await page.getByTestId('menu-contactReasonMgt').click();
    await page.getByRole('link', { name: locale === 'en' ? 'Create' : '新建' }).click();
    await expect(page.locator('form')).toBeVisible();
    await settled(page);
    const form = await seriousViolations(page);
    if (form.length) failures['contactReasonMgt/create'] = form;
    expect(failures).toEqual({});
  });
}

for (const locale of ['en', 'zh'] as const) {
  test(`the workbench with an open chat and the visitor's chat with its evaluation form have no serious accessibility violation (${locale})`, async ({ browser }) => {
    const agent = await onDuty(browser, 'agent1');
    await agent.page.evaluate((l) => localStorage.setItem('ccim_locale', l), locale);
    await agent.page.reload();
    await expect(agent.shell.availability).toBeChecked();
    const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const visitor = new VisitorChat(await visitorContext.newPage());
    await visitor.open('/newhuang/chat', locale);
    await visitor.send(locale === 'en' ? 'How do I track my parcel?' : '怎么查快递');
    await expect(visitor.robotAnswers().last()).toBeVisible();
    expect(await seriousViolations(visitor.page)).toEqual([]);

    await visitor.askHuman();
    // Served first, then the code: sent while still queued, it would sit under the assignment line, and the
    // agent's list previews the chat's latest line.
    await expect(visitor.system(/李娜/).last()).toBeVisible();
    const chat = new AgentChat(agent.page);
    // A waybill number of this run only: the agent's list also holds the chats of earlier runs.
    const code = `SF${Date.now().toString().slice(-10)}`;
    await visitor.send(code);
    await chat.sessions().filter({ hasText: code }).click();
    const row = chat.sessions().and(agent.page.locator('[aria-current="true"]'));
    await expect(chat.visitorMessages().filter({ hasText: code })).toBeVisible();
    await chat.reply('OK');
    await expect(visitor.agentMessages().last()).toHaveText('OK');
    expect(await seriousViolations(agent.page)).toEqual([]);
    expect(await seriousViolations(visitor.page)).toEqual([]);

    await chat.inviteEvaluation();
    await expect(visitor.evaluationForm).toBeVisible();
    expect(await seriousViolations(visitor.page)).toEqual([]);
    await visitor.evaluate(5);
    await expect(visitor.evaluationDone).toBeVisible();
    expect(await seriousViolations(visitor.page)).toEqual([]);
    // The chat ends, so agent1 is left with nothing open for the tests after this one.
    await new ChatTools(agent.page).endSession();
    await expect(row).toContainText(/Ended|已结束/);
    await agent.offDuty();
    await visitorContext.close();
  });

  test(`the AI chat has no serious accessibility violation (${locale})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const ai = new AiChat(await context.newPage());
    await ai.open(locale);
    await ai.ask(locale === 'en' ? 'how do I track my parcel?' : '运费怎么算的？');
    expect(await seriousViolations(ai.page)).toEqual([]);
    await context.close();
  });
}
