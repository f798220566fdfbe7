import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { signInOnPhone } from './phoneSignIn';
import { signIn } from './shell';
import { atDesk } from './workbench';
import { AgentChat, VisitorChat } from './visitor';

export type Lang = 'en' | 'zh';

/** What the learning journeys read and click on /robotNoAnswerMgt, in both languages. */
export const TEXTS = {
  en: {
    menu: 'Unanswered questions',
    menuToggle: /^(Open|Close) menu$/,
    search: 'Search',
    questionsTab: 'Questions',
    proposalsTab: 'Proposals',
    teach: 'Teach the robot',
    newEntry: 'Create a new entry',
    existing: 'Add to an existing entry',
    whichEntry: (q: string) => `Which entry answers "${q}"?`,
    cancel: 'Cancel',
    newTitle: (q: string) => `A new entry for "${q}"`,
    fromAgent: "The answer is drafted from the agent's reply in the chat: edit it before saving.",
    classify: 'Classify',
    sending: 'Sending',
    fee: 'Fee',
    create: 'Create the entry',
    created: 'Created: the robot now answers this question with the new entry',
    handled: 'Handled',
    asked: (n: number) => `Asked ${n} times`,
    agentAnswer: "Agent's answer",
    proposeNew: 'Proposed: a new entry',
    review: 'Review and approve',
    approveTitle: (q: string) => `Approve "${q}"`,
    approve: 'Approve',
    approved: 'Approved: the robot now answers these questions',
    dismiss: 'Dismiss',
    dismissed: 'Dismissed: it comes back only if visitors ask it again',
  },
  zh: {
    menu: '未回答问题',
    menuToggle: /^(打开|关闭)菜单$/,
    search: '搜索',
    questionsTab: '问题',
    proposalsTab: '学习建议',
    teach: '教机器人',
    newEntry: '新建问答',
    existing: '添加到已有问答',
    whichEntry: (q: string) => `哪条问答能回答“${q}”？`,
    cancel: '取消',
    newTitle: (q: string) => `为“${q}”新建问答`,
    fromAgent: '答案取自会话中坐席的回复，保存前请修改完善。',
    classify: '分类',
    sending: '寄件',
    fee: '运费',
    create: '创建问答',
    created: '已创建，机器人将用新问答回答该问题',
    handled: '已处理',
    asked: (n: number) => `被问 ${n} 次`,
    agentAnswer: '坐席的回答',
    proposeNew: '建议：新建问答',
    review: '审核并批准',
    approveTitle: (q: string) => `批准“${q}”`,
    approve: '批准',
    approved: '已批准，机器人将回答这些问题',
    dismiss: '忽略',
    dismissed: '已忽略，访客再次提问时才会重新出现',
  },
} as const;

const SYLLABLES = ['zor', 'qui', 'vex', 'mar', 'blo', 'fen', 'dru', 'wix', 'pok', 'lum', 'ty', 'gra', 'sny', 'vol', 'kep', 'ju'];
/** A word of four random syllables: long enough that no word of the base is a misspelling of it. */
const madeUpWord = () => Array.from({ length: 4 }, () => SYLLABLES[Math.floor(Math.random() * SYLLABLES.length)]).join('');

/** A question of words the robot has never seen, this run's own (an earlier run may have taught it others): it cannot answer it. */
export const unknownQuestion = () => `${madeUpWord()} ${madeUpWord()} ${madeUpWord()}`;

/**
 * A visitor asks the robot `questions` it cannot answer, asks for a human and 杨帆 (agent5, put on duty for it)
 * replies `reply`; everyone leaves. The robot logs the questions with that chat.
 */
export async function agentAnswers(browser: Browser, questions: string[], reply: string): Promise<void> {
  const desk = await atDesk(browser, 'agent5', { ready: true });
  const context = await browser.newContext();
  const visitor = new VisitorChat(await context.newPage());
  await visitor.open('/newhuang/chat');
  for (const [i, q] of questions.entries()) {
    await visitor.send(q);
    await expect(visitor.robotAnswers().filter({ hasText: 'Sorry, I could not find an answer' })).toHaveCount(i + 1);
  }
  await visitor.askHuman();
  await expect(visitor.system(/杨帆/)).toBeVisible();
  // The chat's preview in the agent's list shows its last line: one of this run's own.
  const hello = `Hello ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await visitor.send(hello);
  const agent = new AgentChat(desk.page);
  const row = agent.sessions().filter({ hasText: hello });
  await row.click();
  const sessionId = await row.getAttribute('data-session');
  await expect(agent.visitorMessages().getByText(questions[questions.length - 1], { exact: true })).toBeVisible();
  await agent.reply(reply);
  await expect(visitor.agentMessages().last()).toHaveText(reply);
  await visitor.endChat();
  // Ended, so later journeys find 杨帆 not serving it.
  await expect(agent.servingSessions().and(desk.page.locator(`[data-session="${sessionId}"]`))).toHaveCount(0);
  await context.close();
  await desk.offDuty();
}

/** A visitor on a fresh page asks `question` and reads the robot's answer. */
export async function robotAnswerTo(browser: Browser, question: string): Promise<Locator> {
  const context = await browser.newContext();
  const visitor = new VisitorChat(await context.newPage());
  await visitor.open('/newhuang/chat');
  await visitor.send(question);
  return visitor.robotAnswers().last();
}

/** /robotNoAnswerMgt as an administrator uses it, on a desktop window or a phone, in English or Chinese. */
export class UnansweredQuestions {
  readonly t;
  constructor(
    readonly page: Page,
    readonly lang: Lang,
    readonly phone: boolean,
  ) {
    this.t = TEXTS[lang];
  }

  /** Switches the shell to Chinese (from the header's language menu) when the journey is in Chinese. */
  async chooseLanguage(): Promise<void> {
    if (this.lang !== 'zh') return;
    await this.page.getByTestId('language-button').click();
    await this.page.getByRole('menuitem', { name: '简体中文' }).click();
    await expect(this.page.getByRole('button', { name: this.t.menuToggle }).or(this.page.getByRole('link', { name: this.t.menu })).first()).toBeVisible();
  }

  /** Opens the screen from the menu (on a phone behind the header's menu button, named as the drawer's state says). */
  async open(): Promise<void> {
    const link = this.page.getByRole('link', { name: this.t.menu }).first();
    if (this.phone) {
      await expect(async () => {
        if (!(await link.isVisible())) await this.page.getByRole('button', { name: this.t.menuToggle }).click();
        await expect(link).toBeVisible({ timeout: 2000 });
      }).toPass();
    }
    await link.click();
    await expect(this.page.getByRole('tab', { name: this.t.questionsTab })).toBeVisible();
  }

  async search(text: string): Promise<void> {
    await this.page.getByPlaceholder(this.t.search).fill(text);
    await this.page.waitForURL((url) => decodeURIComponent(url.search).includes(text));
  }

  /** The question in the list: a table row on a desktop window, a list item on a phone. */
  question(text: string): Locator {
    return this.phone ? this.page.locator('main .MuiList-root a, main .MuiList-root li').filter({ hasText: text }).first() : this.page.locator('.RaDatagrid-tbody tr').filter({ hasText: text });
  }

  /** "Teach the robot" for a question: its row's button, or on a phone the button of the question's page. */
  async teach(text: string): Promise<Locator> {
    await this.search(text);
    if (this.phone) {
      await this.question(text).click();
      await this.page.getByRole('button', { name: this.t.teach }).click();
    } else {
      await this.question(text).getByRole('button', { name: this.t.teach }).click();
    }
    return this.page.getByRole('dialog');
  }

  /** Chooses an entry's class in an open dialog, as in the Q&A form. */
  async chooseClass(dialog: Locator, name: string): Promise<void> {
    await dialog.getByLabel(this.t.classify).click();
    await this.page.getByRole('option', { name }).click();
  }

  /** Replaces the answer in the dialog's rich-text editor. */
  async writeAnswer(dialog: Locator, text: string): Promise<void> {
    const editor = dialog.getByRole('textbox', { name: 'answer' });
    await editor.click();
    await this.page.keyboard.press('ControlOrMeta+A');
    await editor.pressSequentially(text);
  }

  proposal(question: string): Locator {
    return this.page.getByTestId('learning-proposal').filter({ has: this.page.getByRole('heading', { name: question }) });
  }

  /** No page wider than its window. */
  async expectFits(): Promise<void> {
    const w = await this.page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(w.scroll).toBeLessThanOrEqual(w.inner);
  }
}

/**
 * An administrator on a window of `width`×`height` (a phone below 600 pixels, signed in through the form there), in
 * `lang` (chosen from the header's language menu), on the screen opened from the menu.
 */
export async function adminOnScreen(browser: Browser, run: { lang: Lang; width: number; height: number }): Promise<{ context: BrowserContext; page: Page; screen: UnansweredQuestions }> {
  const phone = run.width < 600;
  const context = await browser.newContext({ viewport: { width: run.width, height: run.height }, ...(phone ? { isMobile: true, hasTouch: true } : {}) });
  const page = await context.newPage();
  if (phone) await signInOnPhone(page, 'admin', '/');
  else await signIn(page, 'admin');
  const screen = new UnansweredQuestions(page, run.lang, phone);
  await screen.chooseLanguage();
  await screen.open();
  return { context, page, screen };
}
