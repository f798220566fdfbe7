import { expect, test, type Browser } from './journey';
import { VisitorChat } from './pages/visitor';
import { atDesk, ChatTools, Conversation, unique } from './pages/workbench';

/** Issue 37: the customer beside the chat, in the workbench's Customer tab. */

const DESK = { viewport: { width: 1280, height: 800 } };
const WAYBILL = 'YT1234567890123';

const T = {
  en: { tab: 'Customer', notes: 'Notes', save: 'Save notes', saved: 'Notes saved', back: 'Back to the customer', open: /^Open chat of /, noPrevious: 'No earlier chats', agent: /杨帆/ },
  zh: { tab: '客户', notes: '备注', save: '保存备注', saved: '备注已保存', back: '返回客户信息', open: /^打开 .* 的会话$/, noPrevious: '无历史会话', agent: /杨帆/ },
} as const;

/** A desktop visitor (its own browser context, so its token stays) asks for a human and writes `first`. */
async function visitorAsks(browser: Browser, locale: 'en' | 'zh', first: string) {
  const context = await browser.newContext(DESK);
  const visitor = new VisitorChat(await context.newPage());
  await visitor.open('/newhuang/chat', locale);
  await visitor.askHuman();
  await expect(visitor.system(T[locale].agent).last()).toBeVisible();
  await visitor.send(first);
  return { context, visitor };
}

for (const locale of ['en', 'zh'] as const) {
  test(`a returning visitor's customer: earlier chat, its transcript, notes kept, and the panel follows the open chat (${locale}, 1280×800)`, async ({ browser }) => {
    const t = T[locale];
    const agent = await atDesk(browser, 'agent5', { ready: true, locale, context: DESK });
    const page = agent.page;
    const chat = new Conversation(page);
    const tools = new ChatTools(page);

    // First chat of visitor A, ended by the agent.
    const first = unique(`Where is ${WAYBILL}`);
    const a = await visitorAsks(browser, locale, first);
    const earlierId = await chat.openBy(first);
    await tools.endSession();
    await expect(a.visitor.system(/The session has ended|会话已结束/).last()).toBeVisible();

    // The same visitor (same context, same token) comes back.
    const again = unique('Me again');
    // The first chat's greeting names the same agent: wait for a second one, or the line goes to the robot.
    const greetings = await a.visitor.system(t.agent).count();
    await a.visitor.askHuman();
    await expect(a.visitor.system(t.agent)).toHaveCount(greetings + 1);
    await a.visitor.send(again);
    const againId = await chat.openBy(again);
    expect(againId).not.toBe(earlierId);

    await page.getByRole('tab', { name: t.tab, exact: true }).click();
    const tab = page.getByTestId('customer-tab');
    const name = (await tab.getByTestId('customer-name').textContent()) ?? '';
    expect(name).not.toBe('');
    const previous = tab.getByTestId('customer-previous').getByRole('button', { name: t.open });
    await expect(previous).toHaveCount(1);
    await expect(previous).toContainText('杨帆');

    // Its transcript opens read-only in place, and Back returns to the customer.
    await previous.click();
    const transcript = tab.getByTestId('customer-transcript');
    await expect(transcript.getByText(first)).toBeVisible();
    await expect(transcript.getByRole('textbox')).toHaveCount(0);
    await transcript.getByRole('button', { name: t.back }).click();
    await expect(transcript).toBeHidden();

    // A note, saved.
    const note = unique('Prefers calls after 6pm');
    await tab.getByRole('textbox', { name: t.notes }).fill(note);
    await tab.getByRole('button', { name: t.save }).click();
    await expect(tab.getByRole('status').filter({ hasText: t.saved })).toBeVisible();

    // The waybill A wrote opens in the waybill tab.
    await tab.getByRole('button', { name: new RegExp(WAYBILL) }).click();
    await expect(page.getByTestId('waybill-panel')).toContainText(WAYBILL);

    // Visitor B's chat: another customer, nothing of A's.
    const other = unique('Hello from B');
    const b = await visitorAsks(browser, locale, other);
    await chat.openBy(other);
    await page.getByRole('tab', { name: t.tab, exact: true }).click();
    await expect(tab.getByTestId('customer-name')).not.toHaveText(name);
    await expect(tab.getByRole('textbox', { name: t.notes })).toHaveValue('');
    await expect(tab.getByText(t.noPrevious)).toBeVisible();

    // Back in A's chat: A's customer, the note kept.
    await chat.openBy(again);
    await expect(tab.getByTestId('customer-name')).toHaveText(name);
    await expect(tab.getByRole('textbox', { name: t.notes })).toHaveValue(note);
    await expect(tab.getByTestId('customer-previous').getByRole('button', { name: t.open })).toHaveCount(1);

    // Both chats end here: left open, going off duty would put them back in the queue ahead of later journeys' visitors.
    await tools.endSession();
    await chat.openBy(other);
    await tools.endSession();
    await agent.offDuty();
    await a.context.close();
    await b.context.close();
  });
}
