import { expect, test, type Browser, type Page } from './journey';
import { seriousViolations } from './pages/axe';
import { ManagementPage } from './pages/management';
import { signIn } from './pages/shell';
import { atDesk, ChatTools, Conversation, servedByAgent5, unique } from './pages/workbench';

/**
 * Issue 36 (rules as automation): a supervisor builds a rule with the pickers; a visitor writing the rule's word in a
 * chat with agent5 sets it off, and its acts show to the agent as lines only staff see, never to the visitor.
 */

const DESK = { viewport: { width: 1280, height: 800 } };

const T = {
  en: {
    menu: 'Automation rules', name: 'Name *', when: 'When *', writes: 'The visitor writes', addCondition: 'Add a condition', field: 'Field', message: "The visitor's message",
    op: 'Operator', contains: 'contains', value: 'Value', addAct: 'Add an act', removeAct: 'Remove this act', act: 'Act', label: 'Label',
    addLabel: 'Add a label', quickReply: 'Send a quick reply to the visitor', priority: 'Set the priority', reply: 'Common quick reply', urgent: 'Urgent', save: 'Save', del: 'Delete', confirm: 'Confirm',
  },
  zh: {
    menu: '自动化规则', name: '名称 *', when: '触发时机 *', writes: '访客发来消息', addCondition: '添加条件', field: '字段', message: '访客消息',
    op: '运算', contains: '包含', value: '值', addAct: '添加动作', removeAct: '删除该动作', act: '动作', label: '标签',
    addLabel: '添加标签', quickReply: '向访客发送快捷回复', priority: '设置优先级', reply: '公共快捷回复', urgent: '紧急', save: '保存', del: '删除', confirm: '确定',
  },
} as const;

async function supervisorPage(browser: Browser, locale: 'en' | 'zh') {
  const context = await browser.newContext(DESK);
  const page = await context.newPage();
  await signIn(page, 'supervisor');
  if (locale === 'zh') {
    await page.getByTestId('language-button').click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
  }
  return page;
}

/** Picks `option` in the `index`-th combobox named `name` of the form. */
async function pick(page: Page, name: string, option: string, index = 0) {
  await page.getByRole('combobox', { name, exact: true }).nth(index).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a supervisor makes a rule with the pickers; the visitor\'s word sets it off: a label and a quick reply, shown to the agent only (English, 1280×800)', async ({ browser }) => {
  const t = T.en;
  const page = await supervisorPage(browser, 'en');
  const m = new ManagementPage(page);
  await page.getByTestId('menu-automationRuleMgt').click();
  await page.waitForURL(/\/automationRuleMgt/);
  // The demo's rules are listed with what they do.
  await expect(m.row('Damage follow-up')).toContainText('The chat ends');
  await expect(m.row('Damage follow-up')).toContainText('Add a label "damage follow-up"');

  const word = unique('fragile').split(' ')[1];
  const name = unique('Fragile parcels');
  const label = `fragile-${word.slice(-4)}`;
  await m.create();
  await m.input(t.name).fill(name);
  await pick(page, t.when.replace(' *', ''), t.writes);
  await page.getByRole('button', { name: t.addCondition }).click();
  await pick(page, t.field, t.message);
  await pick(page, t.op, t.contains);
  await page.getByRole('textbox', { name: t.value, exact: true }).fill(word);
  // Three acts added, the third taken away again.
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: t.addAct }).click();
  await pick(page, t.act, t.addLabel, 0);
  await page.getByRole('textbox', { name: t.label, exact: true }).first().fill(label);
  await pick(page, t.act, t.quickReply, 1);
  await pick(page, t.reply, 'Fee rules');
  await page.getByRole('button', { name: t.removeAct }).nth(2).click();
  await expect(page.getByRole('combobox', { name: t.act, exact: true })).toHaveCount(2);
  // The form with its pickers filled in has no serious accessibility violation.
  expect(await seriousViolations(page)).toEqual([]);
  await m.save();
  await page.waitForURL((url) => url.pathname === '/automationRuleMgt');
  await expect(m.row(name)).toContainText(`The visitor's message contains "${word}"`);
  await expect(m.row(name)).toContainText(`Add a label "${label}" · Send a quick reply to the visitor`);

  const agent = await atDesk(browser, 'agent5', { ready: true, context: DESK });
  const first = unique('Hello, a question');
  const { visitor } = await servedByAgent5(browser, first);
  await new Conversation(agent.page).openBy(first);
  await visitor.send(`Is my ${word} vase covered?`);
  // The visitor gets the quick reply as the service's; the agent sees what the rule did, framed as staff-only.
  await expect(visitor.page.getByText('Fees are based on weight and destination', { exact: false })).toBeVisible();
  const lines = agent.page.locator('[data-testid="wb-system"][data-staff-only="true"]');
  await expect(lines.filter({ hasText: `Automation "${name}": label "${label}" added` })).toBeVisible();
  await expect(lines.filter({ hasText: `Automation "${name}": quick reply "Fee rules" sent to the visitor` })).toBeVisible();
  await expect(lines.first()).toHaveAttribute('title', 'Only staff see this line');
  await expect(agent.page.getByTestId('wb-labels').getByRole('button', { name: label, exact: true })).toBeVisible();
  await expect(visitor.page.getByText(/Automation/)).toHaveCount(0);

  await new ChatTools(agent.page).endSession();
  await agent.offDuty();
  // The rule goes, through its Delete button.
  await m.deleteRow(name);
});

test('the same in Chinese: a rule that labels the chat and makes it urgent, its line in Chinese (1280×800)', async ({ browser }) => {
  const t = T.zh;
  const page = await supervisorPage(browser, 'zh');
  const m = new ManagementPage(page);
  await page.getByTestId('menu-automationRuleMgt').click();
  await page.waitForURL(/\/automationRuleMgt/);
  await expect(m.row('理赔材料自动回复')).toContainText('访客发来消息');

  const word = `易碎${unique('x').split(' ')[1].slice(-5)}`;
  const name = unique('易碎品');
  await page.getByRole('link', { name: '新建' }).click();
  await m.input(t.name).fill(name);
  await pick(page, t.when.replace(' *', ''), t.writes);
  await page.getByRole('button', { name: t.addCondition }).click();
  await pick(page, t.field, t.message);
  await pick(page, t.op, t.contains);
  await page.getByRole('textbox', { name: t.value, exact: true }).fill(word);
  await page.getByRole('button', { name: t.addAct }).click();
  await pick(page, t.act, t.addLabel, 0);
  await page.getByRole('textbox', { name: t.label, exact: true }).fill(word);
  await page.getByRole('button', { name: t.addAct }).click();
  await pick(page, t.act, t.priority, 1);
  await pick(page, '优先级', t.urgent);
  // A work bill too: the visitor gives no waybill number here, so the line says why none was opened.
  await page.getByRole('button', { name: t.addAct }).click();
  await pick(page, t.act, '用会话中的运单创建工单', 2);
  await pick(page, '工单类型', '理赔 › 破损');
  await pick(page, '投诉部门', '客服中心');
  await page.getByRole('button', { name: t.save }).click();
  await page.waitForURL((url) => url.pathname === '/automationRuleMgt');
  await expect(m.row(name)).toContainText(`访客消息 包含 "${word}"`);
  await expect(m.row(name)).toContainText(`添加标签 "${word}" · 设置优先级: 紧急 · 用会话中的运单创建工单`);

  const agent = await atDesk(browser, 'agent5', { ready: true, locale: 'zh', context: DESK });
  const first = unique('你好');
  const { visitor } = await servedByAgent5(browser, first, 'zh');
  await new Conversation(agent.page).openBy(first);
  await visitor.send(`我的${word}花瓶能赔吗`);
  const lines = agent.page.locator('[data-testid="wb-system"][data-staff-only="true"]');
  await expect(lines.filter({ hasText: `自动化规则「${name}」：已添加标签「${word}」` })).toBeVisible();
  await expect(lines.filter({ hasText: `自动化规则「${name}」：优先级已设为紧急` })).toBeVisible();
  await expect(lines.filter({ hasText: `自动化规则「${name}」：未创建工单：访客未提供运单号` })).toBeVisible();
  await expect(lines.first()).toHaveAttribute('title', '此条仅员工可见');
  await expect(visitor.page.getByText(/自动化规则/)).toHaveCount(0);

  await new ChatTools(agent.page).endSession();
  await agent.offDuty();
  await m.row(name).getByRole('button', { name: t.del }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.confirm }).click();
  await expect(m.row(name)).toHaveCount(0);
});
