import { expect, test, type Page } from './journey';
import { atDesk, ChatTools, Conversation, servedByAgent5, unique } from './pages/workbench';

// agent5 serves here, in the composer journeys and the work-bill journey (which find their chats by text): each
// journey here ends its chats and turns agent5 off again, as it found it.

/** The session the keyboard is on, and whether it shows a focus ring. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const style = el ? getComputedStyle(el) : null;
    return { session: el?.dataset.session ?? null, text: el?.textContent ?? '', tag: el?.tagName ?? '', ring: style ? style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 : false };
  });

test('the workbench is operated from the keyboard: next and previous chat, the reply box, send, quick replies, the list of shortcuts, a visible focus', async ({ browser }) => {
  const agent = await atDesk(browser, 'agent5', { ready: true });
  const { page } = agent;
  const firstA = unique('Keyboard parcel A');
  const firstB = unique('Keyboard parcel B');
  const a = await servedByAgent5(browser, firstA);
  const b = await servedByAgent5(browser, firstB);
  const c = new Conversation(page);
  await expect(page.getByTestId('wb-session').filter({ hasText: firstB })).toBeVisible();
  await expect(page.getByTestId('wb-session').filter({ hasText: firstA })).toBeVisible();
  const order = await page.getByTestId('wb-session').evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.session!));

  // '?' lists the shortcuts; Escape closes the list.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  for (const line of ['Alt+↓Next chat', 'Alt+↑Previous chat', 'Alt+C or /Go to the reply box', 'EnterSend the reply', 'Alt+QOpen quick replies']) await expect(help.getByRole('row').filter({ hasText: line })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // Alt+↓ opens the first chat of the list and the focus ring sits on its row; again, the second; Alt+↑ back.
  await page.keyboard.press('Alt+ArrowDown');
  await expect(c.messages).toHaveAttribute('data-session', order[0]);
  expect(await focused(page)).toMatchObject({ session: order[0], ring: true });
  await page.keyboard.press('Alt+ArrowDown');
  await expect(c.messages).toHaveAttribute('data-session', order[1]);
  expect(await focused(page)).toMatchObject({ session: order[1], ring: true });
  await page.keyboard.press('Alt+ArrowUp');
  await expect(c.messages).toHaveAttribute('data-session', order[0]);
  expect(await focused(page)).toMatchObject({ session: order[0], ring: true });
  // The first chat is B's (the newest message first).
  await expect(c.messages).toContainText(firstB);

  // '/' outside the reply box goes to it (and types nothing); Enter sends.
  await page.keyboard.press('/');
  await expect(c.composer).toBeFocused();
  await expect(c.composer).toHaveValue('');
  await page.keyboard.type('Typed without a mouse');
  await page.keyboard.press('Enter');
  await expect(b.visitor.agentMessages().last()).toHaveText('Typed without a mouse');

  // Alt+↓ from the reply box goes to A's chat; Alt+C back into its reply box.
  await page.keyboard.press('Alt+ArrowDown');
  await expect(c.messages).toHaveAttribute('data-session', order[1]);
  await page.keyboard.press('Alt+c');
  await expect(c.composer).toBeFocused();

  // Alt+Q opens quick replies with the focus in their search; Enter puts the first match in the reply box, focused.
  await page.keyboard.press('Alt+q');
  const search = page.getByRole('textbox', { name: 'Search quick replies' });
  await expect(search).toBeFocused();
  await page.keyboard.type('Delay apology');
  await page.keyboard.press('Enter');
  await expect(c.composer).toBeFocused();
  await expect(c.composer).toHaveValue('We are sorry your parcel is late. It has been prioritised for delivery.');
  await page.keyboard.press('Enter');
  await expect(a.visitor.agentMessages().last()).toHaveText('We are sorry your parcel is late. It has been prioritised for delivery.');

  // Tab reaches the chat's buttons, each with a visible focus ring.
  let onButton = await focused(page);
  for (let i = 0; i < 40 && !/^End session$/.test(onButton.text); i++) {
    await page.keyboard.press('Shift+Tab');
    onButton = await focused(page);
  }
  expect(onButton).toMatchObject({ tag: 'BUTTON', text: 'End session', ring: true });

  const tools = new ChatTools(page);
  await tools.endSession();
  await c.session(order[0]).click();
  await tools.endSession();
  await agent.offDuty();
  await a.context.close();
  await b.context.close();
});

test('new messages are announced to screen readers in a polite live region; shortcuts are listed in Chinese', async ({ browser }) => {
  const agent = await atDesk(browser, 'agent5', { ready: true, locale: 'zh' });
  const { page } = agent;
  const first = unique('播报测试');
  const { context, visitor } = await servedByAgent5(browser, first, 'zh');
  const byText = page.getByTestId('wb-session').filter({ hasText: first });
  await expect(byText).toBeVisible();
  // The row's preview changes with the next message: it is found by its id from here on.
  const row = new Conversation(page).session((await byText.getAttribute('data-session'))!);
  const name = (await byText.getByTestId('wb-session-name').textContent())!;
  const announcer = page.getByTestId('wb-announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  await expect(announcer).toHaveAttribute('role', 'status');

  await visitor.send('第二条消息');
  await expect(announcer).toHaveText(`${name} 发来新消息`);

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: '键盘快捷键' });
  await expect(help.getByRole('row').filter({ hasText: '下一个会话' })).toContainText('Alt+↓');
  await expect(help.getByRole('row').filter({ hasText: '转到回复框' })).toContainText('Alt+C 或 /');
  await help.getByRole('button', { name: '关闭' }).click();
  await expect(help).toBeHidden();

  await row.click();
  await new ChatTools(page).endSession();
  await agent.offDuty();
  await context.close();
});

test('a new message is announced in English too', async ({ browser }) => {
  const agent = await atDesk(browser, 'agent5', { ready: true });
  const { page } = agent;
  const first = unique('Announce me');
  const { context, visitor } = await servedByAgent5(browser, first);
  const byText = page.getByTestId('wb-session').filter({ hasText: first });
  await expect(byText).toBeVisible();
  // The row's preview changes with the next message: it is found by its id from here on.
  const row = new Conversation(page).session((await byText.getAttribute('data-session'))!);
  const name = (await byText.getByTestId('wb-session-name').textContent())!;
  await visitor.send('Anyone there?');
  await expect(page.getByTestId('wb-announcer')).toHaveText(`New message from ${name}`);
  await row.click();
  await new ChatTools(page).endSession();
  await agent.offDuty();
  await context.close();
});
