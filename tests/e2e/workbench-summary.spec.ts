import { expect, test } from './journey';
import { chatAction } from './pages/chatActions';
import { AgentChat } from './pages/visitor';
import { atDesk, ChatTools, Conversation, servedByAgent5, unique } from './pages/workbench';

/** Issue 37: "Summarise" drafts the chat's summary into the customer's notes and into the work bill form. */

const WAYBILL = 'YT1234567890123';

const T = {
  en: {
    promise: 'I will call you back within 2 hours.',
    tab: 'Customer',
    notes: 'Notes',
    summarise: 'Summarise the chat',
    save: 'Save notes',
    saved: 'Notes saved',
    waybills: `Waybills: ${WAYBILL} (in transit)`,
    promised: 'Promised: I will call you back within 2 hours.',
    create: /^Create work bill$/,
    intoDescription: 'Summarise the chat into the description',
    description: 'Description',
    cancel: 'Cancel',
  },
  zh: {
    promise: '我们会在2小时内给您回电。',
    tab: '客户',
    notes: '备注',
    summarise: '生成会话小结',
    save: '保存备注',
    saved: '备注已保存',
    waybills: `运单：${WAYBILL}（运输中）`,
    promised: '承诺：我们会在2小时内给您回电。',
    create: /^创建工单$/,
    intoDescription: '将会话小结填入问题描述',
    description: '问题描述',
    cancel: '取消',
  },
} as const;

for (const locale of ['en', 'zh'] as const) {
  test(`Summarise drafts the chat's waybill and promise into the customer's notes and the work bill, for the agent to edit (${locale}, 1280×800)`, async ({ browser }) => {
    const t = T[locale];
    const agent = await atDesk(browser, 'agent5', { ready: true, locale, context: { viewport: { width: 1280, height: 800 } } });
    const page = agent.page;
    const first = unique(`Where is ${WAYBILL}?`);
    const { context, visitor } = await servedByAgent5(browser, first, locale);
    await new Conversation(page).openBy(first);
    await new AgentChat(page).reply(t.promise);
    await expect(visitor.agentMessages().filter({ hasText: t.promise })).toBeVisible();

    // Into the notes: under what the agent wrote, kept only by Save.
    await page.getByRole('tab', { name: t.tab, exact: true }).click();
    const tab = page.getByTestId('customer-tab');
    const notes = tab.getByRole('textbox', { name: t.notes });
    await notes.fill('VIP sender');
    await tab.getByRole('button', { name: t.summarise }).click();
    await expect(notes).toHaveValue(new RegExp(`^VIP sender\\n\\n[^]*${escape(t.waybills)}\\n${escape(t.promised)}$`));
    await tab.getByRole('button', { name: t.save }).click();
    await expect(tab.getByRole('status').filter({ hasText: t.saved })).toBeVisible();

    // Into the work bill's description, which the agent may still edit; cancelling creates nothing.
    await (await chatAction(page, t.create)).click();
    const dialog = page.getByRole('dialog', { name: t.create });
    const description = dialog.getByRole('textbox', { name: t.description });
    await expect(description).toHaveValue('');
    await dialog.getByRole('button', { name: t.intoDescription }).click();
    await expect(description).toHaveValue(new RegExp(`${escape(t.waybills)}\\n${escape(t.promised)}$`));
    await description.press('End');
    await description.pressSequentially(' OK');
    await expect(description).toHaveValue(new RegExp(`${escape(t.promised)} OK$`));
    await dialog.getByRole('button', { name: t.cancel }).click();
    await expect(dialog).toBeHidden();

    await new ChatTools(page).endSession();
    await agent.offDuty();
    await context.close();
  });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
